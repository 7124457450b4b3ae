/**
 * Saves of save version 1 (the whole Summit state, made under RULES_VERSION 2 or earlier) as records, so the core
 * replays them under today's rules (docs/engines.md, "Saves under older rules"): they play on when every move is
 * still legal, and are set aside naming the change otherwise. Nothing is checked here: the record's description and
 * its replay do that, as for any save.
 *
 * A version-1 state held what made it: the seed, the role (picked, or the Journalist given when a round began without
 * one), the product and profiles of the setup, and the player's own vote in each round's record; the phase says
 * whether the last round's outcome was still on screen. The moves are those the old save validator replayed.
 */
import { isObject } from '../core/guards';
import type { GameRecord } from '../core/record';
import { PRODUCT_FIELDS, type SummitAction, type SummitSetup } from './types';

/**
 * The rules a version-1 save was made under: today's code before the record loaded a version-1 save only when it
 * replayed exactly under RULES_VERSION 2, so every version-1 save it would have kept is a rules-2 game.
 */
export const V1_RULES_VERSION = 2;

export function recordOfV1(data: unknown): GameRecord<SummitSetup, SummitAction> | unknown {
  if (!isObject(data)) return data;
  const d = data;
  const role = (d.selectedRole ?? null) as SummitSetup['role'];
  const moves: SummitAction[] = [];
  const record = (setupRole: SummitSetup['role']) => ({ game: 'summit', rulesVersion: V1_RULES_VERSION, setup: { role: setupRole }, seed: d.seed, moves });
  if (d.phase === 'roles' || d.phase === 'setup') {
    if (d.phase === 'setup') moves.push({ type: 'startSimulation' });
    else if (d.roleConfirmed === true) moves.push({ type: 'confirmRole' });
    return record(role);
  }
  // A round that began without a role gave the Journalist: that game's setup had none.
  const defaulted = d.roleDefaulted === true;
  if (!defaulted) moves.push({ type: 'startSimulation' });
  const p = isObject(d.product) ? d.product : {};
  moves.push({
    type: 'setupProduct',
    product: Object.fromEntries(PRODUCT_FIELDS.map((k) => [k, p[k]])) as Record<(typeof PRODUCT_FIELDS)[number], string>,
    founderProfile: (d.founderProfile ?? null) as never,
    rivalProfile: (d.rivalProfile ?? null) as never,
  });
  const history = Array.isArray(d.history) ? d.history : [];
  history.forEach((h, i) => {
    const votes = isObject(h) && Array.isArray(h.votes) ? h.votes : [];
    const mine = votes.find((v) => isObject(v) && v.byPlayer === true) as { optionId?: unknown } | undefined;
    moves.push({ type: 'submitDecision', role, optionId: (mine?.optionId ?? null) as string | null });
    if (i < history.length - 1 || d.phase !== 'outcome') moves.push({ type: 'advance' });
  });
  return record(defaulted ? null : role);
}
