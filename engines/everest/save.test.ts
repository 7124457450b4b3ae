/**
 * Everest's one save spec (docs/rules/everest.md, "Moves, saves and result codes"): the moves live inside the state, under the key 'everest-v3', save
 * version 4. Saves older builds wrote (oldSaves.fixture.json, exactly as written) load and play on; moves that cannot
 * be trusted become null (the game plays on, with no code); corrupt state is still refused.
 */
import { decode, encode } from '../core/save';
import { verifyCode } from '../core/code';
import { CODECS } from '../classroom';
import { codeFor, summaryOf } from './classroom';
import { MOVES_MAX } from './engine';
import { engine } from './index';
import { careful } from './policies';
import type { EverestAction, EverestState } from './types';
import OLD from './oldSaves.fixture.json';

/** Written by the build before this change (save version 3: `{game, moves}`) and by builds before result codes (version 2: the state alone). */
const OLD_V3 = OLD.v3InProgress;
const OLD_V2 = OLD.v2InProgress;

const json = <T,>(x: T): T => JSON.parse(JSON.stringify(x));
const ok = (raw: string): EverestState => {
  const r = decode(engine.save, raw);
  if (!r.ok) throw new Error(`${r.reason}: ${'error' in r ? r.error : ''}`);
  return r.value;
};
function playOn(s: EverestState): EverestState {
  for (let i = 0; i < 80 && s.phase !== 'END'; i++) {
    const a = careful.next(s);
    s = engine.step(s, engine.refusal(s, a) ? { type: 'rest' } : a).state;
  }
  return s;
}

test('one key, one spec: everest-v3, version 4', () => {
  expect(engine.save.key).toBe('everest-v3');
  expect(engine.save.version).toBe(4);
  expect(Object.keys(engine.save.migrations ?? {})).toEqual(['1', '2', '3']);
});

test('a version 3 save (state + moves beside it) loads with its moves inside the state, plays on and gets a verified code', () => {
  const old = JSON.parse(OLD_V3).data as { game: EverestState; moves: EverestAction[] };
  const r = decode(engine.save, OLD_V3);
  expect(r).toMatchObject({ ok: true, migratedFrom: 3 });
  const s = ok(OLD_V3);
  expect(s.moves).toEqual(old.moves);
  expect({ ...s, moves: undefined }).toEqual({ ...old.game, moves: undefined });
  const next = engine.step(s, { type: 'rest' }).state;
  expect(next.moves).toEqual([...old.moves, { type: 'rest' }]);
  const done = playOn(s);
  expect(done.phase).toBe('END');
  const v = verifyCode(codeFor(done, { classId: '', nickname: 'Old save' })!, CODECS);
  expect(v.verdict).toBe('verified');
  expect(v.replayed).toEqual(summaryOf(done));
});

test('a version 2 save (before result codes) loads with no history, plays on, and has no code', () => {
  const s = ok(OLD_V2);
  expect(decode(engine.save, OLD_V2)).toMatchObject({ ok: true, migratedFrom: 2 });
  expect(s.moves).toBeNull();
  expect({ ...s, moves: undefined }).toEqual({ ...JSON.parse(OLD_V2).data, moves: undefined });
  const done = playOn(s);
  expect(done.phase).toBe('END');
  expect(done.moves).toBeNull();
  expect(codeFor(done, { classId: '', nickname: '' })).toBeNull();
});

test('a current save round-trips with its moves', () => {
  const s = [{ type: 'acclimatize' }, { type: 'setPace', pace: 'Fast' }, { type: 'move' }].reduce(
    (x, a) => engine.step(x, a as EverestAction).state,
    engine.init({ difficulty: 'Normal', flow: 'High' }, 'STORE-1'),
  );
  expect(s.moves).toHaveLength(4);
  expect(decode(engine.save, encode(engine.save, s))).toEqual({ ok: true, value: s });
});

describe('moves that cannot be trusted become null; the expedition still loads', () => {
  const s = ok(OLD_V3);
  const withMoves = (moves: unknown) => JSON.stringify({ v: 4, data: { ...json(s), moves } });
  test.each([
    ['one move too many', () => [...s.moves!, { type: 'rest' }]],
    ['one move missing', () => s.moves!.slice(1)],
    ['two day actions swapped', () => [...s.moves!.slice(0, 3), s.moves![4], s.moves![3], ...s.moves!.slice(5)]],
    ['an unknown move', () => [{ type: 'teleport' }]],
    ['a bad setting value', () => s.moves!.map((m) => (m.type === 'setPace' ? { ...m, pace: 'Warp' } : m))],
    ['not a list', () => 'rest'],
    ['longer than any game', () => Array(MOVES_MAX + 1).fill({ type: 'rest' })],
    ['missing', () => undefined],
  ])('%s', (_name, moves) => {
    const out = ok(withMoves(moves()));
    expect(out.moves).toBeNull();
    expect({ ...out, moves: undefined }).toEqual({ ...s, moves: undefined });
  });
  test('a setting an older build kept although the rules never used it (set back before the next day) is dropped, the rest kept', () => {
    const old = JSON.parse(OLD_V3);
    old.data.moves = [{ type: 'setPace', pace: 'Normal' }, ...old.data.moves];
    expect(ok(JSON.stringify(old)).moves).toEqual(s.moves);
  });
  test('extra fields on a move are dropped (rebuilt from known fields)', () => {
    const out = ok(withMoves(s.moves!.map((m) => ({ ...m, note: 'x', segment: 'icefall' }))));
    expect(out.moves).toEqual(s.moves);
  });
});

test('corrupt state is still refused, whatever the version', () => {
  expect(decode(engine.save, JSON.stringify({ v: 4, data: { moves: [] } })).ok).toBe(false);
  expect(decode(engine.save, JSON.stringify({ v: 3, data: { game: {}, moves: [] } })).ok).toBe(false);
  expect(decode(engine.save, JSON.stringify({ v: 3, data: null })).ok).toBe(false);
  const bad = JSON.parse(OLD_V3);
  bad.data.game.day = -4;
  expect(decode(engine.save, JSON.stringify(bad))).toMatchObject({ ok: false, reason: 'invalid', error: 'bad day' });
  expect(decode(engine.save, JSON.stringify({ v: 5, data: json(engine.init({ difficulty: 'Easy' }, 'X')) }))).toMatchObject({ ok: false, reason: 'unknown-version' });
});
