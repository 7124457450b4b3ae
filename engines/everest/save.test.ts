/**
 * Everest's one save spec (issue 13, gap 2): the moves live inside the state, under the key 'everest-v3', save
 * version 4. Saves an older build wrote (checked in below, exactly as written) load and play on; moves that cannot
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

/** Written by the build before this change (components/everest/store.ts, save version 3: `{game, moves}`). */
const OLD_V3 = String.raw`{"v":3,"data":{"game":{"seed":"OLD-SAVE-3","difficulty":"Easy","day":4,"phase":"ASCENT","location":"C1","highestCamp":"C1","caches":{"BC":0,"C1":0,"C2":0,"C3":0,"C4":0,"SUMMIT":0},"oxygen":16,"food":24,"ropes":{"icefall":true},"scouted":null,"photoDays":0,"rescues":0,"carries":0,"pace":"Fast","flow":"High","startTime":"Late","riskBoost":0,"restRequired":0,"restReason":null,"summited":false,"endReason":null,"team":[{"name":"Maya Okafor","role":"leader","health":100,"fatigue":60,"morale":85,"accl":28,"injured":false,"ill":false},{"name":"Dr. Priya Nair","role":"physician","health":100,"fatigue":60,"morale":80,"accl":24,"injured":false,"ill":false},{"name":"Sam Rivera","role":"navigator","health":100,"fatigue":62,"morale":80,"accl":28,"injured":false,"ill":false},{"name":"Lena Vogel","role":"documentarian","health":69,"fatigue":70,"morale":75,"accl":22,"injured":true,"ill":false},{"name":"Pemba Sherpa","role":"sherpa","health":100,"fatigue":54,"morale":85,"accl":74,"injured":false,"ill":false}],"weather":[{"day":1,"storm":false,"wind":16,"temp":-9,"vis":"Good"},{"day":2,"storm":false,"wind":13,"temp":-8,"vis":"Good"},{"day":3,"storm":true,"wind":40,"temp":-28,"vis":"Poor"},{"day":4,"storm":false,"wind":34,"temp":-19,"vis":"Low"},{"day":5,"storm":true,"wind":24,"temp":-26,"vis":"Poor"},{"day":6,"storm":true,"wind":25,"temp":-20,"vis":"Poor"},{"day":7,"storm":true,"wind":29,"temp":-18,"vis":"Poor"},{"day":8,"storm":true,"wind":27,"temp":-29,"vis":"Poor"},{"day":9,"storm":true,"wind":29,"temp":-12,"vis":"Poor"},{"day":10,"storm":false,"wind":18,"temp":-15,"vis":"Good"},{"day":11,"storm":false,"wind":31,"temp":-17,"vis":"Good"},{"day":12,"storm":false,"wind":28,"temp":-22,"vis":"Good"},{"day":13,"storm":false,"wind":8,"temp":-20,"vis":"Good"},{"day":14,"storm":false,"wind":10,"temp":-6,"vis":"Good"},{"day":15,"storm":false,"wind":16,"temp":-17,"vis":"Good"},{"day":16,"storm":true,"wind":39,"temp":-30,"vis":"Poor"},{"day":17,"storm":false,"wind":26,"temp":-12,"vis":"Good"},{"day":18,"storm":false,"wind":16,"temp":-23,"vis":"Good"},{"day":19,"storm":true,"wind":34,"temp":-29,"vis":"Poor"},{"day":20,"storm":false,"wind":20,"temp":-13,"vis":"Good"},{"day":21,"storm":false,"wind":28,"temp":-20,"vis":"Good"},{"day":22,"storm":false,"wind":23,"temp":-22,"vis":"Good"},{"day":23,"storm":false,"wind":27,"temp":-26,"vis":"Good"},{"day":24,"storm":false,"wind":8,"temp":-9,"vis":"Good"},{"day":25,"storm":true,"wind":26,"temp":-29,"vis":"Poor"}],"log":[{"day":1,"kind":"info","text":"Expedition begins at Base Camp (Easy, seed \"OLD-SAVE-3\"). Permit window: 22 days."},{"day":1,"kind":"info","text":"Fixed ropes on the Khumbu Icefall (risk ×0.75 there from now on)."},{"day":2,"kind":"ladder","text":"Ladder jam in the Icefall: hours of waiting under the seracs (risk +0.08, fatigue +6)."},{"day":2,"kind":"hazard","text":"Avalanche on the Khumbu Icefall: An avalanche swept across the route. Lena Vogel loses 25 health and is injured; team morale −5."},{"day":2,"kind":"hazard","text":"The team turns back to Base Camp to look after its climber."},{"day":3,"kind":"info","text":"Acclimatisation day at Base Camp: acclimatisation +4."},{"day":4,"kind":"ladder","text":"Ladder jam in the Icefall: hours of waiting under the seracs (risk +0.08, fatigue +6)."},{"day":4,"kind":"info","text":"Climbed the Khumbu Icefall to Camp I (6065 m)."}],"lastEvents":[{"day":4,"kind":"ladder","text":"Ladder jam in the Icefall: hours of waiting under the seracs (risk +0.08, fatigue +6)."},{"day":4,"kind":"info","text":"Climbed the Khumbu Icefall to Camp I (6065 m)."}],"rng":{"s":[3936318407,3931250674,2421959547,3311480325]}},"moves":[{"type":"setFlow","flow":"High"},{"type":"fixRope"},{"type":"setPace","pace":"Fast"},{"type":"move"},{"type":"acclimatize"},{"type":"setStart","startTime":"Late"},{"type":"move"}]}}`;
/** Written by builds before result codes (engine.save version 2: the state alone). */
const OLD_V2 = String.raw`{"v":2,"data":{"seed":"OLD-SAVE-2","difficulty":"Normal","day":2,"phase":"ASCENT","location":"C1","highestCamp":"C1","caches":{"BC":0,"C1":0,"C2":0,"C3":0,"C4":0,"SUMMIT":0},"oxygen":14,"food":24,"ropes":{},"scouted":null,"photoDays":0,"rescues":0,"carries":0,"pace":"Normal","flow":"Med","startTime":"Early","riskBoost":0,"restRequired":0,"restReason":null,"summited":false,"endReason":null,"team":[{"name":"Maya Okafor","role":"leader","health":100,"fatigue":16,"morale":84,"accl":28,"injured":false,"ill":false},{"name":"Dr. Priya Nair","role":"physician","health":100,"fatigue":16,"morale":79,"accl":24,"injured":false,"ill":false},{"name":"Sam Rivera","role":"navigator","health":100,"fatigue":18,"morale":79,"accl":28,"injured":false,"ill":false},{"name":"Lena Vogel","role":"documentarian","health":96,"fatigue":16,"morale":74,"accl":22,"injured":false,"ill":false},{"name":"Pemba Sherpa","role":"sherpa","health":100,"fatigue":14,"morale":84,"accl":74,"injured":false,"ill":false}],"weather":[{"day":1,"storm":false,"wind":9,"temp":-22,"vis":"Good"},{"day":2,"storm":false,"wind":24,"temp":-20,"vis":"Good"},{"day":3,"storm":false,"wind":23,"temp":-12,"vis":"Good"},{"day":4,"storm":false,"wind":19,"temp":-24,"vis":"Good"},{"day":5,"storm":false,"wind":9,"temp":-15,"vis":"Good"},{"day":6,"storm":false,"wind":35,"temp":-18,"vis":"Low"},{"day":7,"storm":true,"wind":29,"temp":-14,"vis":"Poor"},{"day":8,"storm":true,"wind":24,"temp":-25,"vis":"Poor"},{"day":9,"storm":false,"wind":37,"temp":-16,"vis":"Low"},{"day":10,"storm":false,"wind":25,"temp":-8,"vis":"Good"},{"day":11,"storm":false,"wind":33,"temp":-10,"vis":"Low"},{"day":12,"storm":false,"wind":24,"temp":-26,"vis":"Good"},{"day":13,"storm":false,"wind":23,"temp":-26,"vis":"Good"},{"day":14,"storm":false,"wind":26,"temp":-9,"vis":"Good"},{"day":15,"storm":false,"wind":24,"temp":-21,"vis":"Good"},{"day":16,"storm":false,"wind":36,"temp":-14,"vis":"Low"},{"day":17,"storm":false,"wind":9,"temp":-13,"vis":"Good"},{"day":18,"storm":false,"wind":28,"temp":-18,"vis":"Good"},{"day":19,"storm":false,"wind":20,"temp":-21,"vis":"Good"},{"day":20,"storm":false,"wind":23,"temp":-20,"vis":"Good"},{"day":21,"storm":false,"wind":17,"temp":-11,"vis":"Good"},{"day":22,"storm":false,"wind":38,"temp":-9,"vis":"Low"},{"day":23,"storm":false,"wind":19,"temp":-26,"vis":"Good"}],"log":[{"day":1,"kind":"info","text":"Expedition begins at Base Camp (Normal, seed \"OLD-SAVE-2\"). Permit window: 20 days."},{"day":1,"kind":"info","text":"Acclimatisation day at Base Camp: acclimatisation +4."},{"day":2,"kind":"info","text":"Climbed the Khumbu Icefall to Camp I (6065 m)."}],"lastEvents":[{"day":2,"kind":"info","text":"Climbed the Khumbu Icefall to Camp I (6065 m)."}],"rng":{"s":[2987350808,1465978110,2732855944,3280796057]}}}`;

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
