/**
 * LaunchPad on the core (docs/engines.md): its manifest (rules, record, save and summary), and how the screen plays a
 * move into the week's record.
 *
 *   start(rules, {}, newSeed('LP'))         a new week (the seed only draws the persona's first name)
 *   playMove(played, move)                  → { played, step: { state, refusal? | notice? } }
 *   refusal(state, move)                    the same check, for a button's disabled state and its reason
 *   recordSave(manifest)                    key 'entrepreneur-simulation': the record, replayed on load
 */
export { manifest, rules, RULES_VERSION, RULES_CHANGES, summaryOf, choicesOf, type Summary, type Choices } from './manifest';
export { playMove, type PlayedWeek } from './play';
export { createInitialState, refusal, step } from './engine';
export type { LaunchpadSetup, LaunchpadState, Move } from './types';
