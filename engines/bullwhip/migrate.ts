/**
 * Saves of save versions 1 to 3 (the whole Bullwhip state) as records, so the core replays them under today's rules
 * (docs/engines.md, "Saves under older rules"): they play on when every move is still legal, and are set aside
 * naming the change otherwise. Nothing is checked here: the record's description and its replay do that, as for
 * any save (a save whose moves cannot be read fails the description and is set aside as corrupt).
 *
 * An old state held what made it: the scenario, the role, the seed, whether it had started, per round the player's
 * order and the powers used (its log), and the powers set for the coming round. Those are the moves the old save
 * validator replayed: Start, then per round the powers set and Resolve Round with the order, then the powers set.
 */
import { isObject } from '../core/guards';
import type { GameRecord } from '../core/record';
import { POWERS } from './constants';
import type { Move, Setup } from './types';

/** The rules each old save version was made under (save version 3 came with rules version 2). */
export const OLD_RULES_VERSION: Readonly<Record<number, number>> = { 1: 1, 2: 1, 3: 2 };

const isRecord = (data: unknown): boolean => isObject(data) && data.game === 'bullwhip' && 'moves' in data;

/** The record of an old saved state (made under `rulesVersion`); data that is not an object is left as it is. */
export function recordOfState(data: unknown, rulesVersion: number): GameRecord<Setup, Move> | unknown {
  if (!isObject(data) || isRecord(data)) return data;
  // A state without its moves' parts is no game: left as it is, it is set aside as corrupt.
  const d = data.decisions;
  if (typeof data.isStarted !== 'boolean' || !Array.isArray(data.log) || !isObject(d) || !POWERS.every((p) => typeof d[p] === 'boolean')) return data;
  const role = data.playerRole;
  const moves: unknown[] = [];
  if (data.isStarted) moves.push({ type: 'start' });
  for (const e of data.log) {
    const used: unknown[] = isObject(e) && Array.isArray(e.powersUsed) ? e.powersUsed : [];
    // The rules apply a round's powers in POWERS order whatever order they were set in.
    for (const power of POWERS.filter((p) => used.includes(p))) moves.push({ type: 'armPower', power });
    for (const p of used) if (!POWERS.includes(p as never)) moves.push({ type: 'armPower', power: p });
    moves.push({ type: 'resolve', order: isObject(e) && isObject(e.orders) ? e.orders[role as string] : undefined });
  }
  for (const power of POWERS) if (d[power]) moves.push({ type: 'armPower', power });
  return { game: 'bullwhip', rulesVersion, setup: { scenario: data.scenario, playerRole: role }, seed: data.seed, moves } as GameRecord<Setup, Move>;
}

/** `migrations[v]` turns a save of version v into version v + 1: a state becomes its record once, and stays one. */
export const MIGRATIONS: Record<number, (data: unknown) => unknown> = {
  1: (data) => recordOfState(data, OLD_RULES_VERSION[1]),
  2: (data) => recordOfState(data, OLD_RULES_VERSION[2]),
  3: (data) => recordOfState(data, OLD_RULES_VERSION[3]),
  // Version 5 added Team mode: a record of version 4 (Solo) is a record of version 5 as it is.
  4: (data) => data,
};
