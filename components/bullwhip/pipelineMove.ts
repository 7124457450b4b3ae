/**
 * The pure part of the pipeline motion (docs/rules/bullwhip.md "The screen": units move one step along the pipeline
 * when a round resolves, so the delays are seen). Given the game before and after Resolve Round, which units moved where in
 * the player's pipeline. No React, no DOM: the track in Game.tsx draws it, and a test checks it against the engine.
 *
 * Cells of the track, for a pipeline of L slots (L = shipping delay 2, or the factory's production delay 1):
 *   0          the player's stock
 *   1 … L      slot i + 1 holds inShips[i], the units due when round `round + i` is resolved (slot 1: this round)
 *   L + 1      the supplier (for the factory: where production starts)
 * A move goes from a higher cell to a lower one; without expedite every move is exactly one cell (one round).
 */
import type { GameState } from '@/engines/bullwhip/types';

export interface Token {
  qty: number;
  from: number;
  to: number;
}

export interface PipelineMove {
  /** The round that was resolved. */
  round: number;
  /** Number of cells: stock, the L slots, the supplier. */
  cells: number;
  /** Every lot of units that moved (quantities above 0), ending in the state after the round. */
  tokens: Token[];
}

/** Which units moved in the player's pipeline when `prev` was resolved into `next` (null: not one resolution). */
export function pipelineMove(prev: GameState, next: GameState): PipelineMove | null {
  if (next.log.length !== prev.log.length + 1 || next.playerRole !== prev.playerRole) return null;
  const me = next.playerRole;
  const entry = next.log[next.log.length - 1];
  const before = prev.nodes[me].inShips;
  const after = next.nodes[me].inShips;
  const L = after.length;
  const supplier = L + 1;
  const expedited = entry.powersUsed.includes('expedite');
  const tokens: Token[] = [];
  if (expedited && me !== 'F') {
    // Expedite: everything on its way is put in stock this round.
    before.forEach((qty, i) => tokens.push({ qty, from: i + 1, to: 0 }));
  } else {
    tokens.push({ qty: before[0] ?? 0, from: 1, to: 0 });
  }
  if (expedited && me === 'F') {
    // The expedited factory's production is made at once: from where production starts straight into stock.
    tokens.push({ qty: entry.produced, from: supplier, to: 0 });
  }
  // What stays on its way moves one slot closer; the newest lot enters at the far end from the supplier.
  after.forEach((qty, i) => tokens.push({ qty, from: i + 2, to: i + 1 }));
  return { round: entry.round, cells: L + 2, tokens: tokens.filter((t) => t.qty > 0) };
}
