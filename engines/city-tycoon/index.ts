/**
 * City Tycoon — District Edition: the engine as the rest of the site sees it. The rules (`step`, `refusal`) are in
 * engine.ts, the game as the core keeps it (its record, save and result code) in manifest.ts
 * (docs/rules/city-tycoon.md). Change a rule by editing engines/city-tycoon/constants.ts (then bump RULES_VERSION in
 * manifest.ts, see rules.lock.test.ts).
 */
export * from './constants';
export * from './types';
export * from './engine';
export * from './selectors';
export * from './moves';
export { RULES_VERSION, RULES_CHANGES, SAVE_VERSION, init, manifest, recordFull, rules } from './manifest';
