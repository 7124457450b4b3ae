/**
 * The saved play record under 'everest-v3' (issue 13): the expedition plus the moves its result code is made from.
 */
import { decode, encode } from '@/engines/core/save';
import { engine } from '@/engines/everest';
import { playInit, playStep } from '@/engines/everest/classroom';
import { PLAY_SAVE_VERSION, everestPlaySave } from './store';

const played = [{ type: 'acclimatize' }, { type: 'setPace', pace: 'Fast' }, { type: 'move' }].reduce(
  (p, a) => playStep(p, a as never).state,
  playInit({ difficulty: 'Normal', flow: 'High' }, 'STORE-1'),
);

test('the record is version 3 of the engine’s key; the engine’s own save is version 2', () => {
  expect(everestPlaySave.key).toBe(engine.save.key);
  expect(engine.save.version).toBe(PLAY_SAVE_VERSION - 1);
});

test('a record round-trips with its moves', () => {
  expect(played.moves).toHaveLength(4);
  expect(decode(everestPlaySave, encode(everestPlaySave, played))).toEqual({ ok: true, value: played });
});

test('an expedition saved before result codes (version 2) still loads, with no history (so no code)', () => {
  const v2 = encode(engine.save, played.game);
  expect(decode(everestPlaySave, v2)).toEqual({ ok: true, value: { game: played.game, moves: null }, migratedFrom: 2 });
});

test('moves that do not replay to the saved expedition are dropped, the expedition is kept', () => {
  const tampered = JSON.stringify({ v: 3, data: { game: played.game, moves: [...played.moves!, { type: 'rest' }] } });
  expect(decode(everestPlaySave, tampered)).toEqual({ ok: true, value: { game: played.game, moves: null } });
  const junk = JSON.stringify({ v: 3, data: { game: played.game, moves: [{ type: 'teleport' }] } });
  expect(decode(everestPlaySave, junk)).toEqual({ ok: true, value: { game: played.game, moves: null } });
  expect(decode(everestPlaySave, JSON.stringify({ v: 3, data: { game: {}, moves: [] } })).ok).toBe(false);
});
