import { PIPELINE_START, SEED } from '@/engines/bullwhip/constants';
import { createGame, step } from '@/engines/bullwhip/engine';
import { Rng } from '@/engines/core/prng';
import type { GameState, Move, PowerName, Tier } from '@/engines/bullwhip/types';
import { pipelineMove } from './pipelineMove';

function run(s: GameState, a: Move): GameState {
  const r = step(s, a);
  if (r.refusal) throw new Error(r.refusal.message);
  return r.state;
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('pipelineMove: the units the track moves are the engine’s', () => {
  it('as the Factory, an order of 10 starts on the line, then moves one step into stock', () => {
    const s1 = run(createGame('classic', 'F', SEED), { type: 'start' });
    const s2 = run(s1, { type: 'resolve', order: 10 });
    // the steady start's production (4) goes into stock as the 10 start on the line
    expect(pipelineMove(s1, s2)).toEqual({
      round: 1,
      cells: 3,
      tokens: [
        { qty: PIPELINE_START, from: 1, to: 0 },
        { qty: 10, from: 2, to: 1 },
      ],
    });
    const s3 = run(s2, { type: 'resolve', order: 0 });
    expect(pipelineMove(s2, s3)!.tokens).toEqual([{ qty: 10, from: 1, to: 0 }]);
  });

  it('is null for anything but one resolved round', () => {
    const s1 = run(createGame('classic', 'W', SEED), { type: 'start' });
    expect(pipelineMove(s1, s1)).toBeNull();
    expect(pipelineMove(s1, run(s1, { type: 'armPower', power: 'expedite' }))).toBeNull();
  });

  it.each(['R', 'W', 'D', 'F'] as Tier[])(
    'as the %s over random games: slots end as the engine’s pipeline, units are conserved, and without expedite every lot moves one step',
    (role) => {
      const rng = Rng.fromSeed(`move-${role}`);
      for (let g = 0; g < 30; g++) {
        let s = run(createGame(rng.pick(['classic', 'noisy', 'promo'] as const), role, SEED), { type: 'start' });
        while (!s.isFinished) {
          if (rng.chance(0.15)) {
            const p = rng.pick(['expedite', 'overtime', 'brokerBuy'] as PowerName[]);
            const r = step(s, { type: 'armPower', power: p });
            if (!r.refusal) s = r.state;
          }
          const next = run(s, { type: 'resolve', order: rng.int(0, 40) });
          const move = pipelineMove(s, next)!;
          const entry = next.log[next.log.length - 1];
          const L = next.nodes[role].inShips.length;
          expect(move.cells).toBe(L + 2);
          // every slot of the track ends with what the engine has on its way, and nothing else lands there
          for (let i = 0; i < L; i++) {
            const landing = move.tokens.filter((t) => t.to === i + 1);
            expect(sum(landing.map((t) => t.qty))).toBe(next.nodes[role].inShips[i]);
          }
          // conservation: what was on its way + what entered = what is on its way now + what went into stock
          const entered = sum(move.tokens.filter((t) => t.from === L + 1).map((t) => t.qty));
          const intoStock = sum(move.tokens.filter((t) => t.to === 0).map((t) => t.qty));
          expect(sum(s.nodes[role].inShips) + entered).toBe(sum(next.nodes[role].inShips) + intoStock);
          if (!entry.powersUsed.includes('expedite')) {
            expect(move.tokens.every((t) => t.from - t.to === 1)).toBe(true);
            expect(intoStock).toBe(entry.arrived[role]);
          }
          expect(move.tokens.every((t) => t.qty > 0 && t.from > t.to)).toBe(true);
          s = next;
        }
      }
    },
  );
});
