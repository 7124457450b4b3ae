import { decode, encode } from '../../lib/storage/envelope';
import { createGame, reduce } from './engine';
import { SAVE_KEY, SAVE_VERSION, validateGame } from './validate';
import type { GameState } from './types';

const spec = { key: SAVE_KEY, version: SAVE_VERSION, validate: validateGame };

function midGame(): GameState {
  let s = reduce(createGame('noisy', 'D'), { type: 'start' }).state;
  for (const q of [4, 9, 'x', 40]) s = reduce(s, { type: 'resolve', order: q }).state;
  return s;
}

describe('saved game validation', () => {
  it('accepts new, mid-game and finished games through the envelope', () => {
    let done = midGame();
    while (!done.isFinished) done = reduce(done, { type: 'resolve', order: 5 }).state;
    for (const s of [createGame(), midGame(), done]) {
      const r = decode(spec, encode(spec, s));
      expect(r).toEqual({ ok: true, value: s });
    }
    expect(SAVE_KEY).toBe('bullwhip-rush');
  });

  const cases: [string, (s: any) => void][] = [
    ['a negative inventory', (s) => (s.nodes.R.inv = -1)],
    ['a fractional backlog', (s) => (s.nodes.W.back = 1.5)],
    ['a missing node', (s) => delete s.nodes.F],
    ['a round past the end', (s) => (s.round = 14)],
    ['an unknown role', (s) => (s.playerRole = 'X')],
    ['an unknown scenario', (s) => (s.scenario = 'Chaos')],
    ['a log that does not match the round', (s) => s.log.pop()],
    ['a bad rng', (s) => (s.rng = { s: [1, 2, 3] })],
    ['a short shipping pipe', (s) => (s.nodes.R.inShips = [1])],
    ['units that do not add up', (s) => (s.nodes.D.inv += 5)],
    ['an order above 40 in the log', (s) => (s.log[0].orders.R = 41)],
    ['a finished flag out of step', (s) => (s.isFinished = true)],
    ['an armed power already used', (s) => ((s.powers.D.expedite = false), (s.decisions.expedite = true))],
    ['service above 100%', (s) => (s.nodes.R.serviceFill = 1.2)],
  ];
  it.each(cases)('rejects %s', (_, spoil) => {
    const s = JSON.parse(JSON.stringify(midGame()));
    spoil(s);
    expect(typeof validateGame(s)).toBe('string');
    expect(decode(spec, encode(spec, s))).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('rejects non-objects and junk text', () => {
    expect(typeof validateGame(null)).toBe('string');
    expect(typeof validateGame([])).toBe('string');
    expect(decode(spec, '{oops')).toMatchObject({ ok: false, reason: 'corrupt' });
  });
});
