/**
 * Saves of save versions 1–4 (written before the core kept Everest's record) as records, so the core replays them
 * under today's rules (docs/engines.md, "Saves under older rules"; docs/rules/everest.md, "Moves, saves and result
 * codes"): they play on when every move is still legal, and are set aside naming the change otherwise. Nothing is
 * trusted here: the record's description and its replay check everything, as for any save.
 *
 *   1, 2  the state alone, with no history: nothing to replay, so the save is set aside (`HISTORY_UNKNOWN`; data that
 *         is not an expedition at all is refused as corrupt)
 *   3     `{game, moves}`: the screen kept the moves beside the state (made under rules version 1)
 *   4     the state with its moves inside (`moves: null` when its history was unknown), under rules 1 or 2
 */
import { isObject, isOneOf } from '../core/guards';
import { parse, Problem } from '../core/schema';
import { canonicalMoves } from './engine';
import { MOVES_SCHEMA } from './moves';
import { DIFFICULTY_VALUES, type EverestAction } from './types';

/** The rules a save of version 3 was made under (version 2 of the rules came after save version 4). */
export const V3_RULES_VERSION = 1;
/** The rules a save of version 4 is taken to be made under: the newest before the record (1 and 2 allow the same moves). */
export const V4_RULES_VERSION = 2;

/** What a save with no history becomes: not a record; the save spec sets it aside with `HISTORY_UNKNOWN_TELL`. */
export const HISTORY_UNKNOWN = { historyUnknown: true } as const;
export const isHistoryUnknown = (data: unknown): boolean => isObject(data) && data.historyUnknown === true;

const toV2 = (state: unknown): unknown => state;
const toV3 = (state: unknown): unknown => ({ game: state, moves: null });
/** Version 3 → 4: the moves go inside the state; the state remembers it was made under rules version 1. */
function toV4(data: unknown): unknown {
  if (!isObject(data) || !isObject(data.game)) return data;
  return { ...data.game, moves: data.moves === undefined ? null : data.moves, rulesVersion: V3_RULES_VERSION };
}

/**
 * Version 4 → 5: the record of the state's expedition — its difficulty, its seed (as the state kept it, cleaned) and its
 * moves (the settings the rules never used dropped, as an older build may have kept them). A state with no history
 * is `HISTORY_UNKNOWN`; anything the record's description refuses is left for the save's check to refuse.
 */
function toRecord(data: unknown): unknown {
  if (!isObject(data)) return data;
  // An expedition (its seed and difficulty readable) that kept no moves; anything else is left for the check to refuse.
  if (data.moves === null || data.moves === undefined) return typeof data.seed === 'string' && isOneOf(data.difficulty, DIFFICULTY_VALUES) ? HISTORY_UNKNOWN : data;
  const moves = parse<EverestAction[]>(MOVES_SCHEMA, data.moves);
  return {
    game: 'everest',
    rulesVersion: data.rulesVersion === V3_RULES_VERSION ? V3_RULES_VERSION : V4_RULES_VERSION,
    setup: { difficulty: data.difficulty },
    seed: data.seed,
    moves: moves instanceof Problem ? data.moves : canonicalMoves(moves),
  };
}

export const MIGRATIONS: Record<number, (data: unknown) => unknown> = { 1: toV2, 2: toV3, 3: toV4, 4: toRecord };
