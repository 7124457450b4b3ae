/**
 * Checks an untrusted saved game (parse, don't trust). Returns a FRESH state
 * with only known fields, or a string saying what is wrong. Used by the storage
 * layer's `validate`.
 *
 * How: a Bullwhip game is fully determined by its moves — scenario, role, seed,
 * whether it started, and per round the player's order and the powers used —
 * plus the powers armed for the coming round. The validator reads those moves
 * (every one type-checked), replays them through the engine, and requires every
 * field of the save to be exactly what the replay gives: stock, backlog,
 * pipelines (right length), costs (the total matches the log), service, the log,
 * powers (a one-shot power cannot be re-armed after use), round (in range),
 * random generator, flags. So every field a screen (Game, Debrief) reads is
 * checked, and no state the engine cannot reach is accepted. Unknown keys are
 * dropped: what is returned is the replay.
 */
import { isInt, isObject, isOneOf, isStr } from '../core/guards';
import type { SaveSpec } from '../core/save';
import { MAX_ORDER, MAX_ROUNDS, MAX_SEED_LENGTH, POWERS, SCENARIOS, TIERS } from './constants';
import { createGame, step as stepGame } from './engine';
import type { GameState, PowerFlags, PowerName, ScenarioId, Tier } from './types';

export const SAVE_KEY = 'bullwhip-rush';
/** 2: the Factory's expedite changed (see migrateV1). 3: the steady start and the autopilot (see migrateV2). */
export const SAVE_VERSION = 3;

/** The inputs of a game: everything else in a save follows from them. */
export interface Moves {
  scenario: ScenarioId;
  playerRole: Tier;
  seed: string;
  isStarted: boolean;
  rounds: { order: number; powers: PowerName[] }[];
  decisions: PowerFlags;
}

/** Reads the moves of a saved game, every one type-checked; a string says what is wrong. */
export function readMoves(x: unknown): Moves | string {
  if (!isObject(x)) return 'not an object';
  if (!isOneOf(x.scenario, SCENARIOS)) return 'unknown scenario';
  if (!isOneOf(x.playerRole, TIERS)) return 'role is not a tier';
  if (!isStr(x.seed, MAX_SEED_LENGTH)) return 'seed is not short text';
  if (typeof x.isStarted !== 'boolean') return 'isStarted is not a boolean';
  if (!Array.isArray(x.log) || x.log.length > MAX_ROUNDS) return 'log is not a list of at most 12 rounds';
  const role = x.playerRole;
  const rounds: Moves['rounds'] = [];
  for (const e of x.log as unknown[]) {
    if (!isObject(e) || !isObject(e.orders)) return `log entry ${rounds.length + 1} is wrong`;
    const order = e.orders[role];
    if (!isInt(order, 0, MAX_ORDER)) return `log entry ${rounds.length + 1}: the order is not a whole number 0..${MAX_ORDER}`;
    const used = e.powersUsed;
    if (!Array.isArray(used) || used.length > POWERS.length || !used.every((p) => isOneOf(p, POWERS)))
      return `log entry ${rounds.length + 1}: powers used are wrong`;
    rounds.push({ order, powers: used as PowerName[] });
  }
  const d = x.decisions;
  if (!isObject(d) || !POWERS.every((p) => typeof d[p] === 'boolean')) return 'decisions are wrong';
  const decisions = Object.fromEntries(POWERS.map((p) => [p, d[p] as boolean])) as PowerFlags;
  return { scenario: x.scenario, playerRole: role, seed: x.seed, isStarted: x.isStarted, rounds, decisions };
}

/** Plays the moves through the engine; a refused move (a power used twice, …) is a string. */
export function replay(m: Moves): GameState | string {
  let s = createGame(m.scenario, m.playerRole, m.seed);
  const step = (action: Parameters<typeof stepGame>[1], where: string): string | null => {
    const r = stepGame(s, action);
    if (r.refusal) return `${where}: ${r.refusal.message}`;
    s = r.state;
    return null;
  };
  if (m.isStarted) step({ type: 'start' }, 'start');
  else if (m.rounds.length > 0) return 'a game that has not started has a log';
  for (const [i, r] of m.rounds.entries()) {
    for (const p of r.powers) {
      const err = step({ type: 'armPower', power: p }, `round ${i + 1}`);
      if (err) return err;
    }
    const err = step({ type: 'resolve', order: r.order }, `round ${i + 1}`);
    if (err) return err;
  }
  for (const p of POWERS) {
    if (!m.decisions[p]) continue;
    const err = step({ type: 'armPower', power: p }, 'armed power');
    if (err) return err;
  }
  return s;
}

const show = (v: unknown) => (typeof v === 'string' ? `text (${v.length})` : Array.isArray(v) ? `a list (${v.length})` : String(v));

/** Where `saved` differs from `want` (only the fields of `want` are looked at), or null. */
function differs(saved: unknown, want: unknown, path: string): string | null {
  if (want === null || typeof want !== 'object') {
    return saved === want ? null : `${path} is ${show(saved)}, the moves give ${show(want)}`;
  }
  if (Array.isArray(want)) {
    if (!Array.isArray(saved) || saved.length !== want.length) return `${path} is ${show(saved)}, the moves give a list (${want.length})`;
    for (let i = 0; i < want.length; i++) {
      const d = differs(saved[i], want[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (!isObject(saved)) return `${path} is ${show(saved)}, not an object`;
  for (const k of Object.keys(want)) {
    const d = differs(saved[k], (want as Record<string, unknown>)[k], path ? `${path}.${k}` : k);
    if (d) return d;
  }
  return null;
}

export function validateGame(x: unknown): GameState | string {
  const moves = readMoves(x);
  if (typeof moves === 'string') return moves;
  const game = replay(moves);
  if (typeof game === 'string') return game;
  const d = differs(x, game, '');
  return d ?? game;
}

/**
 * Version 1 → 2. Version 2 changed one rule: a Factory's expedite now makes that
 * round's production at once (in version 1 it charged 300 and changed nothing).
 * A version-1 game in which the Factory used expedite is replayed from its
 * moves under the new rule (the player's orders and powers are kept; stock and
 * costs follow the new rule). Every other version-1 game is the same in both
 * versions and is left as it is for the validator to check.
 */
export function migrateV1(data: unknown): unknown {
  const m = readMoves(data);
  if (typeof m === 'string') return data;
  if (m.playerRole !== 'F' || !m.rounds.some((r) => r.powers.includes('expedite'))) return data;
  const game = replay(m);
  return typeof game === 'string' ? data : game;
}

/**
 * Version 2 → 3. Version 3 changed the rules (docs/rules/bullwhip.md: the game starts in steady state, the automated
 * tiers follow the supply-line autopilot): a version-2 game, started or finished, is replayed from its moves under
 * the new rules. The player's scenario, role, seed, orders and powers (and any power armed for the coming round) are
 * kept; stock, costs and the automated tiers' orders follow the new rules. Only the moves are read from the old
 * save, so its old figures cannot be carried over. A save whose moves cannot be read is left as it is: the validator
 * then refuses it and the storage layer sets it aside with its notice.
 */
export function migrateV2(data: unknown): unknown {
  const m = readMoves(data);
  if (typeof m === 'string') return data;
  const game = replay(m);
  return typeof game === 'string' ? data : game;
}

export const SAVE_MIGRATIONS: Record<number, (data: unknown) => unknown> = { 1: migrateV1, 2: migrateV2 };

/** The save spec of the engine contract: key, version, validator, migrations. */
export const SAVE_SPEC: SaveSpec<GameState> = {
  key: SAVE_KEY,
  version: SAVE_VERSION,
  validate: validateGame,
  migrations: SAVE_MIGRATIONS,
};
