import { validateRecord, toSaved, fromSaved } from './moveRecord';
import { MOVE_COUNT } from '@/engines/city-tycoon/classroom';

describe('the saved move record is validated before the screen reads it', () => {
  const ok = { seed: 'CT-1', players: 3, cash: 1500, cap: 25, moves: [0, 1, 2, MOVE_COUNT - 1] };
  test('a valid record round-trips', () => {
    expect(validateRecord(ok)).toEqual(ok);
    expect(validateRecord(null)).toBeNull();
    expect(toSaved(fromSaved(ok))).toEqual(ok);
  });
  test('anything else is refused with a reason', () => {
    for (const bad of [
      'x',
      { ...ok, seed: '' },
      { ...ok, seed: 'x'.repeat(41) },
      { ...ok, players: 7 },
      { ...ok, cash: 1550 },
      { ...ok, cap: 9 },
      { ...ok, moves: [MOVE_COUNT] },
      { ...ok, moves: [1.5] },
      { ...ok, moves: 'ROLL' },
      { ...ok, names: undefined, moves: Array(40_001).fill(0) },
    ])
      expect(typeof validateRecord(bad)).toBe('string');
  });
  test('nothing but the seed, the settings and move numbers is kept', () => {
    expect(validateRecord({ ...ok, names: ['Zanzibar'] })).toEqual(ok);
  });
});
