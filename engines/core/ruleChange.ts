/**
 * For tests only: a rule change made on a copy (docs/engines.md, "Change a rule"). A rule-change test edits one figure
 * of a game's constants.ts — the very edit a developer would make — and loads the game's rules, manifest and texts
 * under that copy (`jest.isolateModules` + `jest.doMock`), with the bookkeeping of the change: RULES_VERSION + 1, its
 * lock line and its `rulesChanges` sentence.
 *
 * The copy is the module's source with the one edit, compiled and run: every value the module derives from the figure
 * (a message that quotes it, a total computed from it) follows, as it would after the real edit. A spread of the real
 * module with one key replaced would not: its functions would still read the old figure.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as ts from 'typescript';
import type { GameManifest } from './record';

/**
 * The exports of the module at `file` (a path from the repository root, e.g. 'engines/bullwhip/constants.ts') with
 * `from` replaced by `to` in its source; `from` must occur exactly once. Its own imports are loaded by `load` (pass the
 * test's `require`, so they come from the same module registry); relative ones are resolved against the module's folder.
 */
export function editedModule(file: string, from: string, to: string, load: (id: string) => unknown): Record<string, unknown> {
  const full = path.join(__dirname, '..', '..', file);
  const source = fs.readFileSync(full, 'utf8');
  const found = source.split(from).length - 1;
  if (found !== 1) throw new Error(`${file}: "${from}" occurs ${found} times, not once`);
  const js = ts.transpileModule(source.replace(from, to), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true },
  }).outputText;
  const cjs = { exports: {} as Record<string, unknown> };
  const requireFrom = (id: string) => load(id.startsWith('.') ? path.join(path.dirname(full), id) : id);
  new Function('exports', 'require', 'module', js)(cjs.exports, requireFrom, cjs);
  return cjs.exports;
}

/**
 * A game's manifest after a rule change's bookkeeping: RULES_VERSION + 1, and the line of `rulesChanges` that tells a
 * player what changed. (RULES_VERSION lives beside the rules, not in constants.ts: the copy of the constants leaves it
 * as it is, and this applies the bump, as the developer making the change would.)
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function afterRuleChange<M extends GameManifest<any, any, any, any>>(m: M, change: string): M {
  const version = m.rules.RULES_VERSION + 1;
  return { ...m, rules: { ...m.rules, RULES_VERSION: version }, rulesChanges: { ...m.rulesChanges, [version]: change } };
}
