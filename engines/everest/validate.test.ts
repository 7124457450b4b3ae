/**
 * The save validator (docs/rules/everest.md, "Moves, saves and result codes"; and the seed's maxLength): every field
 * the screen reads, the engine's invariants, a fresh object of known fields only, and every state the engine
 * produces passes.
 */
import fc from 'fast-check';
import { decode, encode } from '../core/save';
import * as C from './constants';
import { init, normaliseSeed, replay, step } from './engine';
import { careful, playOut, rush } from './policies';
import { refusal } from './selectors';
import { DAY_ACTION_VALUES } from './types';
import type { DayActionType, Difficulty, EverestAction, EverestState } from './types';
import { EVEREST_MIGRATIONS, SAVE_VERSION, validateEverest } from './validate';

/** The refusal message for a day action (`refusal` takes the action; tests name it by its type). */
const reason = (s: EverestState, type: DayActionType): string | null => refusal(s, { type } as EverestAction)?.message ?? null;

const SPEC = { key: 'everest-v3', version: SAVE_VERSION, validate: validateEverest, migrations: EVEREST_MIGRATIONS };
const json = <T,>(x: T): T => JSON.parse(JSON.stringify(x));
const mid = () => replay({ seed: 'valid-mid', difficulty: 'Normal' }, [{ type: 'fixRope' }, { type: 'move' }, { type: 'scout' }, { type: 'move' }]);
const finished = () => playOut(careful, init({ difficulty: 'Easy' }, 'valid-end'));

describe('a fresh object of known fields only', () => {
  test('unknown keys at every level are dropped, and nothing of the input object is shared', () => {
    const s = json(mid()) as unknown as Record<string, unknown>;
    const input: Record<string, unknown> & { team: object[]; weather: object[]; caches: object } = {
      ...s,
      extra: { deep: [[[1]]] },
      team: (s.team as object[]).map((m) => ({ ...m, secret: 'x' })),
      weather: (s.weather as object[]).map((w) => ({ ...w, note: 1 })),
      log: (s.log as object[]).map((e) => ({ ...e, html: '<b>' })),
      caches: { ...(s.caches as object), K2: 5 },
    };
    const out = validateEverest(input);
    if (typeof out === 'string') throw new Error(out);
    expect(out).toEqual(mid());
    expect(out).not.toBe(input);
    expect(out.team[0]).not.toBe(input.team[0]);
    expect(out.team[0]).toEqual(mid().team[0]);
    expect(out.weather[0]).not.toBe(input.weather[0]);
    expect(out.caches).not.toBe(input.caches);
    expect(out.rng).not.toBe(input.rng);
    expect(JSON.stringify(out)).not.toMatch(/extra|secret|note|html|K2/);
  });

  test('real saves (fresh, mid-expedition, finished) are accepted unchanged', () => {
    for (const s of [init({}, 'EVEREST-1'), mid(), finished()]) expect(validateEverest(json(s))).toEqual(s);
  });
});

describe('invariants the engine relies on', () => {
  const window = C.DIFFICULTIES.Normal.days;
  const cases: [string, (s: EverestState) => unknown][] = [
    ['day past the window while still ascending', (s) => ({ ...s, day: window })],
    ['at the summit with summited false', (s) => ({ ...s, location: 'SUMMIT', highestCamp: 'SUMMIT', summited: false })],
    ['summited while still in the ASCENT phase', (s) => ({ ...s, summited: true, highestCamp: 'SUMMIT' })],
    ['descending without a summit', (s) => ({ ...s, phase: 'DESCENT' })],
    ['descending at Base Camp (that is the end)', (s) => ({ ...s, phase: 'DESCENT', summited: true, highestCamp: 'SUMMIT', location: 'BC' })],
    ['ended without a reason', (s) => ({ ...s, phase: 'END', endReason: null })],
    ['an end reason while still playing', (s) => ({ ...s, endReason: 'window' })],
    ['returned without the summit', (s) => ({ ...s, phase: 'END', endReason: 'returned', location: 'BC' })],
    ['window closed before its last day', (s) => ({ ...s, phase: 'END', endReason: 'window' })],
    ['location above the highest camp reached', (s) => ({ ...s, highestCamp: 'BC' })],
    ['rest required without a reason', (s) => ({ ...s, restRequired: 1, restReason: null })],
    ['a rest reason with no rest required', (s) => ({ ...s, restRequired: 0, restReason: 'ams' })],
    ['oxygen cached at Base Camp', (s) => ({ ...s, caches: { ...s.caches, BC: 1 } })],
    ['more oxygen than the expedition started with', (s) => ({ ...s, caches: { ...s.caches, C3: C.DIFFICULTIES.Normal.oxygen } })],
    ['more food than the expedition started with', (s) => ({ ...s, food: C.DIFFICULTIES.Normal.food + 1 })],
    ['ropes on a segment that cannot be rope-fixed', (s) => ({ ...s, ropes: { ...s.ropes, cwm: true } })],
    ['a scouted segment the team is not at', (s) => ({ ...s, scouted: 'summit' })],
    ['more rescues than days', (s) => ({ ...s, rescues: s.day + 1 })],
    ['more carries than oxygen', (s) => ({ ...s, day: 19, carries: C.DIFFICULTIES.Normal.oxygen + 1 })],
    ['a renamed team member', (s) => ({ ...s, team: s.team.map((m, i) => (i === 0 ? { ...m, name: '\u202Eevil' } : m)) })],
    ['team members in another order', (s) => ({ ...s, team: [...s.team].reverse() })],
    ['a member without the ill flag', (s) => ({ ...s, team: s.team.map(({ ill: _ill, ...m }) => m) })],
    ['a weather day whose visibility contradicts its wind', (s) => ({ ...s, weather: s.weather.map((w, i) => (i === 0 ? { ...w, storm: true, vis: 'Good' } : w)) })],
    ['a weather day out of order', (s) => ({ ...s, weather: s.weather.map((w, i) => (i === 2 ? { ...w, day: 9 } : w)) })],
    ['wind no weather draw can give', (s) => ({ ...s, weather: s.weather.map((w, i) => (i === 0 ? { ...w, wind: 250, vis: 'Low' } : w)) })],
    ['a log of 6,000 entries', (s) => ({ ...s, log: Array.from({ length: 6000 }, () => s.log[0]) })],
    ['a log entry whose text is a 6,000-deep nested array', (s) => {
      let deep: unknown = [];
      for (let i = 0; i < 6000; i++) deep = [deep];
      return { ...s, log: [{ day: 1, kind: 'info', text: deep }] };
    }],
    ['a log entry from day 0', (s) => ({ ...s, log: [{ day: 0, kind: 'info', text: 'x' }] })],
    ['a huge log text', (s) => ({ ...s, log: [{ day: 1, kind: 'info', text: 'x'.repeat(100_000) }] })],
    ['a seed of 41 characters', (s) => ({ ...s, seed: 'S'.repeat(41) })],
    ['a seed with a bidi control', (s) => ({ ...s, seed: '\u202EEVEREST' })],
    ['a seed with a zero-width space', (s) => ({ ...s, seed: 'EVER\u200BEST' })],
    ['a seed with outer spaces', (s) => ({ ...s, seed: ' EVEREST ' })],
    ['an empty seed', (s) => ({ ...s, seed: '' })],
  ];
  test.each(cases)('rejects %s', (_, mutate) => {
    const base = json(replay({ seed: 'inv', difficulty: 'Normal' }, [{ type: 'fixRope' }, { type: 'move' }]));
    expect(base.location).toBe('C1');
    expect(validateEverest(json(base))).toEqual(base);
    const bad = mutate(base);
    const result = validateEverest(bad);
    expect(typeof result).toBe('string');
  });
});

describe('the seed: one text rule and one maxLength, in the engine and the validator', () => {
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

  test('any typed seed gives a game whose save the validator accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80, unit: 'binary' }), (typed) => {
        const s = init({}, typed);
        expect(s.seed.length).toBeLessThanOrEqual(C.SEED_MAX_LENGTH);
        expect(validateEverest(json(s))).toEqual(s);
      }),
      { numRuns: 300 },
    );
  });
});

describe('save versions', () => {
  /** What version 1 of the engine saved: no highestCamp, no ill flag, altitude sickness as an injury. */
  function asV1(s: EverestState): Record<string, unknown> {
    const { highestCamp: _h, moves: _m, ...rest } = json(s);
    return { ...rest, team: rest.team.map(({ ill, ...m }) => ({ ...m, injured: m.injured || ill })) };
  }

  test('a version 1 save is migrated: highest camp from the log, altitude sickness split from injuries', () => {
    let s = replay({ seed: 'AMS-11', difficulty: 'Easy' }, [{ type: 'move' }]);
    expect(s.team.some((m) => m.ill)).toBe(true);
    s = step(s, { type: 'descend' }).state;
    expect([s.location, s.highestCamp]).toEqual(['BC', 'C1']);
    const raw = JSON.stringify({ v: 1, data: asV1(s) });
    const r = decode(SPEC, raw);
    if (!r.ok) throw new Error(r.reason);
    expect(r.migratedFrom).toBe(1);
    // Saves before result codes kept no history: the expedition plays on with none (and gets no code).
    expect(r.value).toEqual({ ...s, moves: null });
  });

  test('a save written by the storage layer (version 4, moves inside) reads back the same', () => {
    const s = finished();
    const r = decode(SPEC, encode(SPEC, s));
    expect(r).toEqual({ ok: true, value: s });
  });
});

/* --------------------------------------------- property: every state the engine makes passes (item 4) */

const DAY_TYPES: readonly DayActionType[] = DAY_ACTION_VALUES;
const legal = (s: EverestState): EverestAction[] => DAY_TYPES.filter((t) => reason(s, t) === null).map((type) => ({ type }) as EverestAction);

/** A valid state that no plain game reaches: a played state with its numbers moved anywhere the rules allow. */
function perturb(s: EverestState, r: number[]): EverestState {
  const d = C.DIFFICULTIES[s.difficulty];
  let k = 0;
  const next = () => r[k++ % r.length];
  const caches = { ...s.caches };
  let room = d.oxygen;
  for (const c of C.CACHE_CAMPS) {
    caches[c] = Math.round(Math.min(room, next() * 4) * 100) / 100;
    room -= caches[c];
  }
  const restRequired = Math.floor(next() * 3);
  return {
    ...s,
    caches,
    oxygen: Math.round(next() * room * 100) / 100,
    food: Math.round(next() * d.food * 100) / 100,
    team: s.team.map((m) => ({
      ...m,
      health: next() * 100,
      fatigue: next() * 100,
      morale: next() * 100,
      accl: next() * 100,
      injured: next() < 0.3,
      ill: next() < 0.2,
    })),
    restRequired,
    restReason: restRequired === 0 ? null : next() < 0.5 ? 'ams' : 'fatigue',
    pace: C.PACE_LIST[Math.floor(next() * 3)],
    flow: C.FLOW_LIST[Math.floor(next() * 3)],
    startTime: C.START_LIST[Math.floor(next() * 2)],
    // No replay reaches this state: it has no history (so no code), as a save whose moves cannot be trusted.
    moves: null,
  };
}

test('from random valid states, random legal play: every state re-validates and survives a JSON round trip', () => {
  fc.assert(
    fc.property(
      fc.record({
        seed: fc.string({ minLength: 1, maxLength: 12 }),
        difficulty: fc.constantFrom<Difficulty>('Easy', 'Normal', 'Hard'),
        policy: fc.constantFrom(careful, rush, null),
        prefix: fc.nat(25),
        numbers: fc.array(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), { minLength: 1, maxLength: 40 }),
        perturbed: fc.boolean(),
        choices: fc.array(fc.nat(1000), { maxLength: 40 }),
      }),
      ({ seed, difficulty, policy, prefix, numbers, perturbed, choices }) => {
        let s = init({ difficulty }, seed);
        for (let i = 0; i < prefix && s.phase !== 'END'; i++) {
          const options = legal(s);
          const a = policy ? policy.next(s) : options[i % options.length];
          s = step(s, reason(s, a.type as DayActionType) === null || a.type.startsWith('set') ? a : { type: 'rest' }).state;
        }
        if (perturbed && s.phase !== 'END') s = perturb(s, numbers);
        const checked = validateEverest(json(s));
        expect(typeof checked === 'string' ? checked : 'ok').toBe('ok');
        for (const c of choices) {
          if (s.phase === 'END') break;
          const options = legal(s);
          s = step(s, options[c % options.length]).state;
          const again = validateEverest(json(s));
          expect(typeof again === 'string' ? `${again} on day ${s.day}` : 'ok').toBe('ok');
          expect(again).toEqual(s);
        }
      },
    ),
    { numRuns: 300 },
  );
});
