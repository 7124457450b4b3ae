/**
 * Checks an untrusted saved Summit state (the storage layer's `validate`).
 *
 * A Summit state is fully determined by a few inputs: the seed, the player's role (chosen or defaulted), the
 * product and profiles typed at setup, the option the player chose in each round, where the round stands
 * (phase) and the display-only discussion clock. Everything else (gauges, team, votes, weather, keywords,
 * effects, score, fallen members, the PRNG) follows from the rules. So the validator checks those inputs,
 * replays them through the engine's step with the same story, and accepts the save only when every field the game
 * knows is exactly what the replay gives. It returns the replayed state: a fresh object with only known
 * fields, so unknown keys (and any junk inside them) are dropped, and no screen ever reads a value the rules
 * could not have produced (docs/storage.md, "Validating a save").
 *
 * DECISION: a save whose numbers or texts differ from the replay is rejected (kept aside as corrupt), not
 * repaired: an edited save is not the game the player played.
 */
import { isInt, isObject, isOneOf, isStr } from '../core/guards';
import * as C from './constants';
import { checkFounderProfile, checkRivalProfile } from './profiles';
import { initialState, step } from './engine';
import { STORY } from '../../content/summit/story';
import { PHASE_VALUES, PRODUCT_FIELDS, type Product, type Story, type SummitAction, type SummitState } from './types';

/**
 * The first path at which `actual` differs from `expected`, '' for the root, or null when they are the same.
 * Only the keys of `expected` are compared (extra keys in `actual` are ignored, and dropped by the caller);
 * the walk follows `expected`, so it stays shallow however deep `actual` is nested.
 */
export function firstDifference(expected: unknown, actual: unknown, path = ''): string | null {
  if (expected === null || typeof expected !== 'object') return expected === actual ? null : path;
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return path;
    for (let i = 0; i < expected.length; i++) {
      const d = firstDifference(expected[i], actual[i], `${path}[${i}]`);
      if (d !== null) return d;
    }
    return null;
  }
  if (!isObject(actual)) return path;
  for (const [k, v] of Object.entries(expected)) {
    if (v === undefined) continue;
    const sub = path ? `${path}.${k}` : k;
    if (!Object.hasOwn(actual, k)) return sub;
    const d = firstDifference(v, actual[k], sub);
    if (d !== null) return d;
  }
  return null;
}

/** Runs one action of the replay; a refusal means the save holds a move the game would not have taken. */
function apply(state: SummitState, action: SummitAction, story: Story, what: string): SummitState | string {
  const r = step(state, action, story);
  return r.refusal ? `${what}: ${r.refusal.message}` : r.state;
}

/** Before the first round: a fresh expedition with, perhaps, a role picked, confirmed, and setup open. */
function replayBeforeRounds(d: Record<string, unknown>, story: Story): SummitState | string {
  let s: SummitState | string = initialState(d.seed as string);
  if (d.roleDefaulted !== false) return 'roleDefaulted before a round started';
  if (d.selectedRole !== null) s = apply(s, { type: 'selectRole', role: d.selectedRole as SummitState['team'][number]['role'] }, story, 'selectedRole');
  if (typeof s !== 'string' && d.roleConfirmed === true) s = apply(s, { type: 'confirmRole' }, story, 'roleConfirmed');
  if (typeof s !== 'string' && d.phase === 'setup') s = apply(s, { type: 'startSimulation' }, story, 'phase');
  return s;
}

/** From setup through the rounds played, with the player's own choice of each recorded round. */
function replayRounds(d: Record<string, unknown>, story: Story): SummitState | string {
  const p = d.product;
  if (!isObject(p) || !PRODUCT_FIELDS.every((k) => isStr(p[k], C.PRODUCT_TEXT_MAX))) return 'product';
  const product = Object.fromEntries(PRODUCT_FIELDS.map((k) => [k, p[k]])) as unknown as Product;
  const founderProfile = checkFounderProfile(d.founderProfile);
  if (founderProfile === undefined) return 'founderProfile';
  const rivalProfile = checkRivalProfile(d.rivalProfile);
  if (rivalProfile === undefined) return 'rivalProfile';

  const history = d.history;
  if (!Array.isArray(history) || history.length > C.TOTAL_ROUNDS) return 'history';
  const choices: string[] = [];
  for (let i = 0; i < history.length; i++) {
    const h = history[i];
    const votes = isObject(h) && Array.isArray(h.votes) && h.votes.length <= C.TEAM_SIZE ? h.votes : null;
    const mine = votes?.filter((v) => isObject(v) && v.byPlayer === true) ?? [];
    if (mine.length !== 1 || !isStr(mine[0].optionId, 100)) return `history[${i}].votes`;
    choices.push(mine[0].optionId);
  }
  if (d.phase !== 'decision' && choices.length === 0) return 'history';

  let s: SummitState | string = initialState(d.seed as string);
  if (d.roleDefaulted === true) {
    // The round began without a role: the player joined as the Journalist.
    if (d.selectedRole !== C.DEFAULT_ROLE) return 'selectedRole';
  } else {
    if (d.roleDefaulted !== false || d.selectedRole === null) return 'selectedRole';
    s = apply(s, { type: 'selectRole', role: d.selectedRole as SummitState['team'][number]['role'] }, story, 'selectedRole');
    if (typeof s !== 'string') s = apply(s, { type: 'startSimulation' }, story, 'selectedRole');
  }
  if (typeof s !== 'string') s = apply(s, { type: 'setupProduct', product, founderProfile, rivalProfile }, story, 'product');
  for (let i = 0; i < choices.length && typeof s !== 'string'; i++) {
    if (s.phase !== 'decision') return `history[${i}]: the expedition had already ended`;
    s = apply(s, { type: 'submitDecision', role: s.selectedRole, optionId: choices[i] }, story, `history[${i}]`);
    if (typeof s !== 'string' && (i < choices.length - 1 || d.phase !== 'outcome')) s = apply(s, { type: 'advance' }, story, `history[${i}]`);
  }
  return s;
}

export function validateSummitSave(data: unknown, story: Story = STORY): SummitState | string {
  if (!isObject(data)) return 'not an object';
  const d = data;
  if (!isStr(d.seed, C.SEED_MAX_LENGTH)) return 'seed';
  if (!isOneOf(d.phase, PHASE_VALUES)) return 'phase';
  if (!(d.selectedRole === null || isOneOf(d.selectedRole, C.ROLES))) return 'selectedRole';
  if (typeof d.roleConfirmed !== 'boolean' || typeof d.roleDefaulted !== 'boolean') return 'role flags';
  if (!isInt(d.timeRemaining, 0, C.ROUND_TIMER_SECONDS)) return 'timeRemaining';

  const replayed = d.phase === 'roles' || d.phase === 'setup' ? replayBeforeRounds(d, story) : replayRounds(d, story);
  if (typeof replayed === 'string') return replayed;
  // The discussion clock is display-only and may stand anywhere once a round has opened.
  const expected: SummitState = replayed.phase === 'roles' || replayed.phase === 'setup' ? replayed : { ...replayed, timeRemaining: d.timeRemaining };
  const diff = firstDifference(expected, d);
  if (diff !== null) return `${diff || 'state'}: not what the rules give for the moves in this save`;
  return expected;
}
