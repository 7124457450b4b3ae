import { decode, encode } from '@/engines/core/save';
import { classGamesSpec, validateClassGames } from './context';

const ok = { classId: 'C-ABCD12', seed: 'BW-1', params: { scenario: 'classic', role: 'W' }, nickname: 'Sam', joined: '2026-11-26T09:00:00.000Z' };

test('a saved class round-trips through the envelope', () => {
  const text = encode(classGamesSpec, { bullwhip: ok });
  expect(decode(classGamesSpec, text)).toEqual({ ok: true, value: { bullwhip: ok } });
});

test.each([
  ['unknown game', { chess: ok }],
  ['bad class id', { bullwhip: { ...ok, classId: '<b>' } }],
  ['bad seed', { bullwhip: { ...ok, seed: 'a b' } }],
  ['a nickname over 24 characters', { bullwhip: { ...ok, nickname: 'x'.repeat(25) } }],
  ['a nickname with control characters', { bullwhip: { ...ok, nickname: 'a\u202Eb' } }],
  ['a param that is not text', { bullwhip: { ...ok, params: { role: 3 } } }],
  ['a bad date', { bullwhip: { ...ok, joined: 'yesterday' } }],
  ['not an object', 'x'],
])('refused: %s', (_label, data) => {
  expect(typeof validateClassGames(data)).toBe('string');
});

test('an empty nickname is allowed', () => {
  expect(validateClassGames({ everest: { ...ok, nickname: '' } })).toEqual({ everest: { ...ok, nickname: '' } });
});
