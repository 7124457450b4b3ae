// node --test scripts/self-contained.test.mjs — the repository explains itself (README, "How the code is laid out"):
// no source or documentation file cites an issue number or the rulings file kept outside the repository. Comments
// cite the repository's own docs instead (docs/rules/<game>.md, docs/classroom.md, docs/architecture.md, …).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Folders not checked yet, relative to the repository root. Empty this list once their comments cite the
 * repository's docs too; a folder listed here is still checked for everything below it that is not listed.
 */
export const SKIPPED_FOLDERS = [];

/** Never looked into: dependencies, build output and test output. */
const IGNORED_DIRS = new Set(['node_modules', '.git', '.next', 'out', 'test-results', 'playwright-report', 'coverage']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|md|mdx|json|txt|ya?ml|sh)$/;
const IGNORED_FILES = new Set(['package-lock.json', 'tsconfig.tsbuildinfo']);

/** What a citation of something outside the repository looks like. Built in pieces so this file does not match. */
export const CITATIONS = [
  { what: 'an issue number', pattern: new RegExp(['\\b[Ii]ssues?', ' ?#?[0-9]+'].join('')) },
  { what: 'the rulings file', pattern: new RegExp(['DECISION', 'S(\\.md)?\\b'].join('')) },
  { what: 'the rulings file', pattern: new RegExp(['decisions', '\\.md'].join(''), 'i') },
  { what: 'the shared folder outside the repository', pattern: new RegExp(['\\.\\./shared/|/work', '/shared'].join('')) },
];

const skipped = (rel) => SKIPPED_FOLDERS.some((dir) => rel === dir || rel.startsWith(`${dir}/`));

/** Every checked file, relative to `root`, with `/` separators. */
export function checkedFiles(root = ROOT, rel = '') {
  const files = [];
  for (const e of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) {
      if (!IGNORED_DIRS.has(e.name) && !skipped(r)) files.push(...checkedFiles(root, r));
    } else if (e.isFile() && (TEXT_FILE.test(e.name) || r === '.ci/run') && !IGNORED_FILES.has(e.name) && !skipped(r)) {
      files.push(r);
    }
  }
  return files;
}

/** One line per citation: `path:line: <what> — <the line>`. */
export function citations(root = ROOT) {
  const found = [];
  for (const rel of checkedFiles(root)) {
    const lines = fs.readFileSync(path.join(root, rel), 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const { what, pattern } of CITATIONS) {
        if (pattern.test(line)) {
          found.push(`${rel}:${i + 1}: ${what} — ${line.trim().slice(0, 140)}`);
          break;
        }
      }
    });
  }
  return found;
}

test('no file outside the skipped folders cites an issue number or the rulings file outside the repository', () => {
  const found = citations();
  assert.deepEqual(
    found,
    [],
    `Cite the repository's own docs instead (docs/rules/<game>.md, docs/classroom.md, docs/architecture.md, docs/storage.md, ` +
      `docs/site.md, docs/performance.md, docs/accessibility.md, docs/privacy.md, docs/progress.md, README sections); ` +
      `a ruling the code follows is written in one of them:\n${found.join('\n')}`,
  );
});

test('the patterns catch the usual forms and leave the game called Summit of Decisions alone', () => {
  const hit = (text) => CITATIONS.some(({ pattern }) => pattern.test(text));
  const sample = (...parts) => parts.join('');
  for (const text of [
    sample('(iss', 'ue 13)'),
    sample('Iss', 'ue 12, fuzz'),
    sample('(iss', 'ue 10 #12)'),
    sample('iss', 'ue #7'),
    sample('the fixes of iss', 'ues 10 and 12'),
    sample('(DECISION', 'S.md)'),
    sample('the DECISION', 'S file'),
    sample('see ../sha', 'red/'),
  ]) {
    assert.equal(hit(text), true, text);
  }
  for (const text of ['Summit of Decisions', 'risky decisions', 'DECISION: a ruling of this product', 'docs/rules/summit.md', 'an issue of the magazine']) {
    assert.equal(hit(text), false, text);
  }
});

test('the skipped folders are skipped, and only they', () => {
  assert.equal(skipped('engines/core/contract.ts'), SKIPPED_FOLDERS.includes('engines/core'));
  assert.equal(skipped('engines/corex/a.ts'), false);
  assert.equal(skipped('engines/launchpad/constants.ts'), false);
});
