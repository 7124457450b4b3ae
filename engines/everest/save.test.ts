/**
 * Everest's save (docs/rules/everest.md, "Moves, saves and result codes"; docs/engines.md, "Saves under older rules"):
 * the record under the key 'everest-v3', save version 5, stored with its canonical moves and loaded by replaying it.
 * Saves that older builds wrote (fixtures/saves-v4.json and oldSaves.fixture.json, exactly as written, made by those
 * builds' engines) become records and are replayed under today's rules: they play on when every move is still legal,
 * and are set aside naming the change when one is not; saves that kept no moves, and corrupt data, are set aside too.
 */
import fc from 'fast-check';
import { verifyCode } from '../core/code';
import { play, start } from '../core/record';
import { decode, encode } from '../core/save';
import { playMoves } from '../core/testkit';
import { CODECS } from '../classroom';
import * as C from './constants';
import { codeFor, summaryOf } from './classroom';
import { canonicalMoves, MOVES_MAX, normaliseSeed } from './engine';
import { rules, SAVE_KEY } from './index';
import { everestSave, HISTORY_UNKNOWN_TELL, RULES_CHANGES, type EverestPlayed } from './manifest';
import { careful, playOut } from './policies';
import type { EverestAction } from './types';
import V4 from './fixtures/saves-v4.json';
import OLD from './oldSaves.fixture.json';

const json = <T,>(x: T): T => JSON.parse(JSON.stringify(x));
const ok = (raw: string): EverestPlayed => {
  const r = decode(everestSave, raw);
  if (!r.ok) throw new Error(`${r.reason}: ${'error' in r ? r.error : ''}`);
  return r.value;
};
const v5 = (data: unknown) => JSON.stringify({ v: 5, data });
/** Plays on to the end with the careful policy (a rest when it wants something refused). */
function playOn(p: EverestPlayed): EverestPlayed {
  for (let i = 0; i < 80 && p.state.phase !== 'END'; i++) {
    const a = careful.next(p.state);
    p = play(rules, p, rules.refusal(p.state, a) ? { type: 'rest' } : a).played;
  }
  return p;
}
const mid = () => playMoves(rules, { difficulty: 'Normal' }, 'valid-mid', [{ type: 'fixRope' }, { type: 'move' }, { type: 'scout' }, { type: 'move' }]);
const finished = () => playOut(careful, start(rules, { difficulty: 'Easy' }, 'valid-end'));

test('one key, one spec: everest-v3, version 5, migrations from 1, 2, 3 and 4', () => {
  expect(everestSave.key).toBe(SAVE_KEY);
  expect(everestSave.key).toBe('everest-v3');
  expect(everestSave.version).toBe(5);
  expect(Object.keys(everestSave.migrations ?? {})).toEqual(['1', '2', '3', '4']);
});

describe('a save is the record, loaded by replaying it', () => {
  test('real saves (fresh, mid-expedition, finished) round-trip: only the record is stored', () => {
    for (const p of [start(rules, { difficulty: 'Easy' }, 'EVEREST-1'), mid(), finished()]) {
      const text = encode(everestSave, p);
      expect(JSON.parse(text)).toEqual({ v: 5, data: p.record });
      expect(decode(everestSave, text)).toEqual({ ok: true, value: p });
    }
  });

  test('settings changed and changed back before the next day are not stored; the state is the same', () => {
    let p = start(rules, { difficulty: 'Normal' }, 'STORE-1');
    for (const a of [
      { type: 'setPace', pace: 'Fast' },
      { type: 'setPace', pace: 'Normal' },
      { type: 'setFlow', flow: 'High' },
      { type: 'acclimatize' },
      { type: 'setStart', startTime: 'Late' },
      { type: 'setStart', startTime: 'Early' },
      { type: 'move', segment: 'icefall' },
      { type: 'setPace', pace: 'Slow' },
    ] as EverestAction[])
      p = play(rules, p, a).played;
    expect(p.record.moves).toHaveLength(8);
    const stored = JSON.parse(encode(everestSave, p)).data;
    expect(stored.moves).toEqual([{ type: 'setFlow', flow: 'High' }, { type: 'acclimatize' }, { type: 'move' }, { type: 'setPace', pace: 'Slow' }]);
    expect(stored.moves).toEqual(canonicalMoves(p.record.moves));
    const back = ok(encode(everestSave, p));
    expect(back.state).toEqual(p.state);
  });

  test('unknown keys at every level are dropped, and nothing of the input object is shared', () => {
    const p = mid();
    const input = { ...json(p.record), extra: { deep: [[[1]]] }, setup: { difficulty: 'Normal', secret: 'x' }, moves: p.record.moves.map((m) => ({ ...m, note: 'x' })) };
    const out = ok(v5(input));
    expect(out).toEqual(p);
    expect(out.record).not.toBe(input);
    expect(out.record.setup).not.toBe(input.setup);
    expect(JSON.stringify(out)).not.toMatch(/extra|secret|note/);
  });

  const record = () => json(mid().record) as unknown as Record<string, unknown>;
  test.each([
    ['another game', (r: Record<string, unknown>) => ({ ...r, game: 'summit' }), 'game'],
    ['a rules version from the future', (r: Record<string, unknown>) => ({ ...r, rulesVersion: 99 }), 'rulesVersion'],
    ['an unknown difficulty', (r: Record<string, unknown>) => ({ ...r, setup: { difficulty: 'Extreme' } }), 'setup.difficulty'],
    ['no setup', (r: Record<string, unknown>) => ({ ...r, setup: null }), 'setup'],
    ['a seed that is not a text', (r: Record<string, unknown>) => ({ ...r, seed: 7 }), 'seed'],
    ['a huge seed', (r: Record<string, unknown>) => ({ ...r, seed: 'S'.repeat(100_000) }), 'seed'],
    ['an unknown move', (r: Record<string, unknown>) => ({ ...r, moves: [{ type: 'teleport' }] }), 'moves[0].type'],
    ['a bad setting value', (r: Record<string, unknown>) => ({ ...r, moves: [{ type: 'setPace', pace: 'Warp' }] }), 'moves[0].pace'],
    ['moves that are not a list', (r: Record<string, unknown>) => ({ ...r, moves: 'rest' }), 'moves'],
    ['longer than any game', (r: Record<string, unknown>) => ({ ...r, moves: Array(MOVES_MAX + 1).fill({ type: 'rest' }) }), 'moves'],
  ])('refuses a record with %s', (_name, mutate, where) => {
    const out = decode(everestSave, v5(mutate(record())));
    expect(out).toMatchObject({ ok: false, reason: 'invalid', error: expect.stringContaining(where) });
  });

  test('refuses a well-formed record whose moves do not replay (and says which move and why)', () => {
    const out = decode(everestSave, v5({ ...record(), moves: [{ type: 'descend' }] }));
    expect(out).toMatchObject({ ok: false, reason: 'invalid', error: `move 1 does not replay: ${C.MSG.alreadyHome}` });
    const long = decode(everestSave, v5({ ...record(), moves: Array(C.DIFFICULTIES.Normal.days + 1).fill({ type: 'rest' }) }));
    expect(long).toMatchObject({ ok: false, error: `move ${C.DIFFICULTIES.Normal.days + 1} does not replay: ${C.MSG.over}` });
  });

  test('corrupt data is set aside, whatever the version', () => {
    expect(decode(everestSave, v5({ moves: [] })).ok).toBe(false);
    expect(decode(everestSave, JSON.stringify({ v: 4, data: { moves: [] } })).ok).toBe(false);
    expect(decode(everestSave, JSON.stringify({ v: 3, data: { game: {}, moves: [] } })).ok).toBe(false);
    expect(decode(everestSave, JSON.stringify({ v: 3, data: null })).ok).toBe(false);
    const bad = JSON.parse(V4.saves['v4-careful-Normal-1']);
    bad.data.difficulty = 'Impossible';
    expect(decode(everestSave, JSON.stringify(bad))).toMatchObject({ ok: false, reason: 'invalid', error: expect.stringContaining('setup.difficulty') });
    // Not an expedition at all: refused as corrupt, with no word about older rules.
    const junk = decode(everestSave, '{"v":1,"data":{"day":-4}}');
    expect(junk).toMatchObject({ ok: false, reason: 'invalid', error: expect.stringContaining('not a record') });
    expect('tell' in junk && junk.tell).toBeFalsy();
    expect(decode(everestSave, v5(json(start(rules, { difficulty: 'Easy' }, 'X').record)).replace('"v":5', '"v":6'))).toMatchObject({ ok: false, reason: 'unknown-version' });
    expect(decode(everestSave, 'not json')).toMatchObject({ ok: false, reason: 'corrupt' });
  });
});

describe('the seed: one text rule and one maxLength', () => {
  test.each([
    ['  CLIMB-1  ', 'CLIMB-1'],
    ['\u202EEVEREST', 'EVEREST'],
    ['EVER\u200BEST', 'EVEREST'],
    ['line\nbreak', 'line break'],
    ['', C.DEFAULT_SEED],
    ['\u200B', C.DEFAULT_SEED],
  ])('normaliseSeed(%j) = %j', (input, out) => expect(normaliseSeed(input)).toBe(out));

  test('at most 40 UTF-16 code units (the input maxLength), never cutting an emoji in half', () => {
    expect(normaliseSeed('x'.repeat(60))).toBe('x'.repeat(C.SEED_MAX_LENGTH));
    const emoji = normaliseSeed('🏔'.repeat(30));
    expect(emoji.length).toBeLessThanOrEqual(C.SEED_MAX_LENGTH);
    expect(emoji).toBe('🏔'.repeat(20));
    const family = normaliseSeed('a' + '👩‍👩‍👧'.repeat(10));
    expect(family.length).toBeLessThanOrEqual(C.SEED_MAX_LENGTH);
    expect(family).toBe('a' + '👩‍👩‍👧'.repeat(Math.floor(39 / 8)));
  });

  test('any typed seed gives a game whose save loads back the same', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80, unit: 'binary' }), (typed) => {
        const p = play(rules, start(rules, { difficulty: 'Easy' }, typed), { type: 'rest' }).played;
        expect(p.state.seed.length).toBeLessThanOrEqual(C.SEED_MAX_LENGTH);
        expect(decode(everestSave, encode(everestSave, p))).toEqual({ ok: true, value: p });
      }),
      { numRuns: 300 },
    );
  });
});

/* ------------------------------------------------------------------ saves older builds wrote */

describe('version 4 saves (the state with its moves inside, rules 2), exactly as that build wrote them', () => {
  const names = Object.keys(V4.saves) as (keyof typeof V4.saves)[];

  test('every one either plays on or is set aside naming the change; none is lost silently', () => {
    let on = 0;
    let aside = 0;
    for (const name of names) {
      const out = decode(everestSave, V4.saves[name]);
      if (out.ok) {
        on++;
        expect(out.migratedFrom).toBe(4);
        expect(out.value.record.rulesVersion).toBe(rules.RULES_VERSION);
      } else {
        aside++;
        expect(out).toMatchObject({ ok: false, reason: 'invalid', tell: expect.any(String) });
      }
    }
    expect(on).toBeGreaterThan(5);
    expect(aside).toBeGreaterThan(5);
  });

  test('a save in progress whose moves are all still legal loads as its record, plays on, and its code verifies', () => {
    const raw = V4.saves['v4-careful-Easy-15'];
    const old = JSON.parse(raw).data as { seed: string; difficulty: string; moves: EverestAction[]; day: number; phase: string };
    const p = ok(raw);
    expect(p.record).toEqual({ game: 'everest', rulesVersion: rules.RULES_VERSION, setup: { difficulty: old.difficulty }, seed: old.seed, moves: old.moves });
    // The same moves, under today's streams: another expedition, as far as the same moves go.
    expect(p.state.day).toBeGreaterThan(0);
    const next = play(rules, p, { type: 'rest' }).played;
    expect(next.record.moves).toEqual([...old.moves, { type: 'rest' }]);
    const done = playOn(p);
    expect(done.state.phase).toBe('END');
    const v = verifyCode(codeFor(done, { classId: '', nickname: 'Old save' })!, CODECS);
    expect(v.verdict).toBe('verified');
    expect(v.replayed).toEqual(summaryOf(done.state));
  });

  test('a typed seed (accents, an emoji) keeps its text in the record', () => {
    const p = ok(V4.saves['v4-typed-seed']);
    expect(p.record.seed).toBe('Zoë typed 🚀');
    expect(p.state.seed).toBe('Zoë typed 🚀');
  });

  test('a save with a move now refused is set aside, and the player reads which change stopped it', () => {
    const out = decode(everestSave, V4.saves['v4-careful-Easy-0']);
    expect(out).toMatchObject({ ok: false, reason: 'invalid', error: `saved under rules 2; move 4 does not replay: ${C.MSG.restAms}` });
    expect(!out.ok && 'tell' in out && out.tell).toBe(
      `Your Everest Expedition game was saved under older rules and cannot go on under today's (${RULES_CHANGES[3]}): move 4 is no longer allowed — ${C.MSG.restAms} It is kept aside, and a new game starts.`,
    );
    // Another reason than altitude sickness: the team is not where the old moves fixed ropes.
    expect(decode(everestSave, V4.saves['v4-careful-Normal-13'])).toMatchObject({ ok: false, tell: expect.stringContaining(`move 5 is no longer allowed — ${C.MSG.notRopeable}`) });
  });

  test('a save whose history was unknown (moves null) is set aside: nothing to replay', () => {
    expect(decode(everestSave, V4.saves['v4-history-unknown'])).toEqual({
      ok: false,
      reason: 'invalid',
      error: 'saved before the game kept its moves: nothing to replay',
      tell: HISTORY_UNKNOWN_TELL,
    });
  });

  test('moves an older build kept although the rules never used them are dropped; extra fields too', () => {
    const old = JSON.parse(V4.saves['v4-careful-Normal-1']);
    const moves = old.data.moves as EverestAction[];
    old.data.moves = [{ type: 'setPace', pace: 'Fast' }, { type: 'setPace', pace: 'Normal' }, ...moves.map((m) => ({ ...m, note: 'x', segment: 'icefall' }))];
    expect(ok(JSON.stringify(old)).record.moves).toEqual(moves);
  });

  test('the result codes that build made are listed as made with an older version of the game', () => {
    for (const code of [V4.codes.finishedSolo, V4.codes.finishedClass]) {
      const v = verifyCode(code, CODECS);
      expect(v.verdict).toBe('rules-version');
      expect(v.message).toBe('Made with an older version of the game — ask the student to replay.');
    }
  });
});

describe('older save versions', () => {
  test('version 3 ({game, moves}, rules 1): a record labelled rules 1, played on when every move is legal', () => {
    const old = JSON.parse(OLD.v3InProgress).data as { game: { seed: string; difficulty: string }; moves: EverestAction[] };
    const r = decode(everestSave, OLD.v3InProgress);
    expect(r).toMatchObject({ ok: true, migratedFrom: 3 });
    const p = ok(OLD.v3InProgress);
    expect(p.record).toEqual({ game: 'everest', rulesVersion: rules.RULES_VERSION, setup: { difficulty: old.game.difficulty }, seed: old.game.seed, moves: old.moves });
    const done = playOn(p);
    expect(done.state.phase).toBe('END');
    expect(verifyCode(codeFor(done, { classId: '', nickname: 'Old save' })!, CODECS).verdict).toBe('verified');
  });

  test('version 3 with a move now refused: set aside, naming every change since rules 1', () => {
    const out = decode(everestSave, OLD.v3OneDayFromHome);
    expect(out).toMatchObject({ ok: false, reason: 'invalid', error: expect.stringMatching(/^saved under rules 1; move \d+ does not replay: /) });
    expect(!out.ok && 'tell' in out && out.tell).toContain(`(${RULES_CHANGES[2]}; ${RULES_CHANGES[3]})`);
  });

  test('versions 1 and 2 (the state alone, before result codes): set aside, nothing to replay', () => {
    expect(decode(everestSave, OLD.v2InProgress)).toMatchObject({ ok: false, reason: 'invalid', tell: HISTORY_UNKNOWN_TELL });
    const v1 = { ...JSON.parse(OLD.v2InProgress), v: 1 };
    expect(decode(everestSave, JSON.stringify(v1))).toMatchObject({ ok: false, reason: 'invalid', tell: HISTORY_UNKNOWN_TELL });
  });
});
