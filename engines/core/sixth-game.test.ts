/**
 * A test-only sixth game — a few lines of rules and a manifest — that saves, replays, makes and verifies a result
 * code through the core alone (docs/engines.md, "Add a game"): no other file of the repository knows it.
 */
import { refusedAs, applied, type Refusal } from './contract';
import { encodeCode, verifyCode, decodeCode } from './code';
import { decode, encode } from './save';
import { recordCodec, recordSave, replay, start, play, type GameManifest, type Rules } from './record';
import { int, object, oneOf, tagged, uint } from './schema';
import { randomFor } from './streams';
import { expectRefusal, playMoves, randomRun } from './testkit';

/* ---------------------------------------------------------------- the game: a lemonade stand */

interface Setup {
  days: number;
}
type Move = { type: 'price'; cents: number } | { type: 'open' };
interface State {
  seed: string;
  days: number;
  day: number;
  price: number;
  cash: number;
}
const PRICE_MAX = 300;

const refusal = (s: State, m: Move): Refusal | null => {
  if (s.day >= s.days) return { code: 'season-over', message: 'The season is over.' };
  if (m.type === 'price' && (m.cents < 10 || m.cents > PRICE_MAX)) return { code: 'price-range', message: `A price is 10 to ${PRICE_MAX} cents.` };
  return null;
};

const rules = (version: number, priceMax = PRICE_MAX): Rules<State, Move, Setup> => ({
  id: 'lemonade',
  RULES_VERSION: version,
  init: (setup, seed) => ({ seed, days: setup.days, day: 0, price: 100, cash: 0 }),
  refusal: (s, m) => (m.type === 'price' && m.cents > priceMax ? { code: 'price-range', message: `A price is 10 to ${priceMax} cents.` } : refusal(s, m)),
  step(s, m) {
    const no = this.refusal(s, m);
    if (no) return refusedAs(s, no.code!, no.message);
    if (m.type === 'price') return applied({ ...s, price: m.cents });
    const sunny = randomFor(s.seed, 'weather', s.day).chance(0.5);
    const cups = Math.max(0, (sunny ? 60 : 30) - Math.floor(s.price / 10));
    return applied({ ...s, day: s.day + 1, cash: s.cash + cups * (s.price - 20) });
  },
});

const manifest = (version = 1, priceMax = PRICE_MAX): GameManifest<State, Move, Setup, { cash: number; days: number }> => ({
  id: 'lemonade',
  codeIndex: 200,
  title: 'Lemonade Stand',
  rules: rules(version, priceMax),
  rulesChanges: { 2: 'a cup now costs at most 2 dollars' },
  save: { key: 'lemonade', version: 1 },
  setup: { schema: object({ days: oneOf([3, 5, 7]) }), defaults: { days: 3 } },
  move: tagged('type', { price: { cents: uint(1000) }, open: {} }),
  movesMax: 100,
  seedMaxBytes: 64,
  summary: { schema: object({ cash: int(-1e6, 1e6), days: uint(7) }), of: (s) => ({ cash: s.cash, days: s.day }) },
  isFinished: (s) => s.day >= s.days,
});

const m1 = manifest();
const codecs = { lemonade: recordCodec(m1) } as unknown as Parameters<typeof verifyCode>[1];
const MOVES: Move[] = [{ type: 'price', cents: 250 }, { type: 'open' }, { type: 'price', cents: 80 }, { type: 'open' }, { type: 'open' }];

describe('a sixth game through the core alone', () => {
  it('plays, refuses with codes, and replays its record to the same state', () => {
    const played = playMoves(m1.rules, { days: 3 }, 'CLASS-7', MOVES);
    expect(played.record.moves).toEqual(MOVES);
    expect(played.state.day).toBe(3);
    expectRefusal(m1.rules.step(played.state, { type: 'open' }), 'season-over');
    expectRefusal(m1.rules.refusal(start(m1.rules, { days: 3 }, 'x').state, { type: 'price', cents: 5 }), 'price-range');
    const again = replay(m1.rules, played.record);
    expect(again).toEqual({ ok: true, state: played.state });
  });

  it('a refused move is not recorded', () => {
    const s = start(m1.rules, { days: 3 }, 'x');
    const out = play(m1.rules, s, { type: 'price', cents: 5 });
    expect(out.played).toBe(s);
    expect(out.step.refusal?.code).toBe('price-range');
  });

  it('saves only the record, and loads it by replaying', () => {
    const spec = recordSave(m1);
    const played = playMoves(m1.rules, { days: 5 }, 'S', MOVES);
    const text = encode(spec, played);
    expect(JSON.parse(text).data).toEqual(played.record);
    const back = decode(spec, text);
    expect(back.ok && back.value).toEqual(played);
  });

  it('refuses a save whose record is not one (a move outside the description, an unknown setup)', () => {
    const spec = recordSave(m1);
    const record = playMoves(m1.rules, { days: 3 }, 'S', MOVES).record;
    const bad = (data: unknown) => decode(spec, JSON.stringify({ v: 1, data }));
    expect(bad({ ...record, moves: [{ type: 'steal' }] })).toMatchObject({ ok: false, reason: 'invalid', error: expect.stringContaining('moves[0].type') });
    expect(bad({ ...record, setup: { days: 4 } })).toMatchObject({ ok: false, reason: 'invalid', error: expect.stringContaining('setup.days') });
    // Well formed but not playable: the fourth move opens a season that is over.
    expect(bad({ ...record, moves: [{ type: 'open' }, { type: 'open' }, { type: 'open' }, { type: 'open' }] })).toMatchObject({
      ok: false,
      error: 'move 4 does not replay: The season is over.',
    });
  });

  it('a save under older rules plays on when every move is still legal, and is set aside naming the change when not', () => {
    const old = recordSave(m1);
    const m2 = manifest(2, 200);
    const now = recordSave(m2);
    const legal = playMoves(m1.rules, { days: 3 }, 'S', [{ type: 'price', cents: 150 }, { type: 'open' }]);
    const out = decode(now, encode(old, legal));
    expect(out.ok && out.value.record.rulesVersion).toBe(2);
    expect(out.ok && out.value.state).toEqual(legal.state);

    const illegal = playMoves(m1.rules, { days: 3 }, 'S', MOVES);
    const kept = decode(now, encode(old, illegal));
    expect(kept).toMatchObject({ ok: false, reason: 'invalid' });
    expect(!kept.ok && 'tell' in kept && kept.tell).toBe(
      "Your Lemonade Stand game was saved under older rules and cannot go on under today's (a cup now costs at most 2 dollars): move 1 is no longer allowed — A price is 10 to 200 cents. It is kept aside, and a new game starts.",
    );
  });

  it('makes a result code from the record and verifies it by replaying', () => {
    const played = playMoves(m1.rules, { days: 3 }, 'CLASS-7', MOVES);
    const codec = recordCodec(m1);
    const code = encodeCode(codec, { classId: 'abcd1234', nickname: 'Ada', seed: 'CLASS-7', settings: { days: 3 }, moves: played.record.moves, summary: m1.summary.of(played.state) });
    const d = decodeCode(code, codecs);
    expect(d.ok && d.code).toMatchObject({ game: 'lemonade', settings: { days: 3 }, moves: MOVES, summary: { cash: played.state.cash, days: 3 } });
    expect(verifyCode(code, codecs, { classId: 'abcd1234', seed: 'CLASS-7' }).verdict).toBe('verified');
    // The same moves claiming more cash: the replay disagrees.
    const lie = encodeCode(codec, { classId: 'abcd1234', nickname: 'Ada', seed: 'CLASS-7', settings: { days: 3 }, moves: played.record.moves, summary: { cash: played.state.cash + 1, days: 3 } });
    expect(verifyCode(lie, codecs).verdict).toBe('mismatch');
    // Unfinished, and under other rules.
    const half = encodeCode(codec, { classId: '', nickname: '', seed: 'S', settings: { days: 3 }, moves: [{ type: 'open' }], summary: { cash: 0, days: 1 } });
    expect(verifyCode(half, codecs).verdict).toBe('unfinished');
    expect(verifyCode(code, { lemonade: recordCodec(manifest(2, 200)) } as unknown as typeof codecs).verdict).toBe('rules-version');
  });

  it('survives random play: every refusal leaves the state, every record replays', () => {
    const candidates = (s: State): Move[] => (s.day >= s.days ? [] : [{ type: 'open' }, { type: 'price', cents: 5 }, { type: 'price', cents: 120 }, { type: 'price', cents: 999 }]);
    for (let i = 0; i < 20; i++) {
      const run = randomRun(m1.rules, { days: 7 }, `seed-${i}`, candidates, `run-${i}`);
      expect(run.played.state.day).toBe(7);
    }
  });
});
