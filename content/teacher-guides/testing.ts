/**
 * For tests only: a teacher guide's text as a reader sees it, with every `{expression}` of its MDX evaluated against
 * the modules the guide imports (docs/engines.md, "Change a rule"). Jest cannot compile MDX (the MDX compiler is
 * ESM-only), so this reads the guide's source: its `import { … } from '…'` lines are loaded through `load` (the test's
 * own `require`, so a module a test mocks — a changed copy of a game's constants — is the one the guide quotes), its
 * one-line `export const` helpers are evaluated in order, and each `{expression}` of the body is replaced by its value.
 * Tags are dropped. A guide that typed a figure instead of quoting it keeps the old figure here, and the test fails.
 */
import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /^import\s*\{([^}]*)\}\s*from\s*'([^']+)'\s*;?\s*$/gm;
const EXPORT = /^export const (\w+) = (.+)$/gm;

/** The text of `content/teacher-guides/<id>.mdx` with its expressions evaluated and its tags removed. */
export function guideText(id: string, load: (module: string) => unknown): string {
  const source = fs.readFileSync(path.join(__dirname, `${id}.mdx`), 'utf8');
  const scope: Record<string, unknown> = {};
  for (const [, names, from] of source.matchAll(IMPORT)) {
    const mod = load(from) as Record<string, unknown>;
    for (const name of names.split(',').map((n) => n.trim()).filter(Boolean)) {
      if (!(name in mod)) throw new Error(`${id}.mdx imports ${name}, which ${from} does not export`);
      scope[name] = mod[name];
    }
  }
  const evaluate = (expression: string): unknown => new Function(...Object.keys(scope), `return (${expression});`)(...Object.values(scope));
  for (const [, name, expression] of source.matchAll(EXPORT)) scope[name] = evaluate(expression);
  const body = source.replace(IMPORT, '').replace(EXPORT, '');
  return body
    .replace(/\{([^{}]+)\}/g, (_, expression: string) => String(evaluate(expression)))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
