import { CODE_GAMES } from '../core/code';
import { award, emptyRecord, finishId, finishProblem, levelFor, levelProgress, xpFor } from './award';
import * as C from './constants';
import { BADGE_IDS, type Finish, type ProgressRecord } from './types';

const AT = '2026-11-26T10:00:00.000Z';
const everest = (grade: 'S' | 'A+' | 'A' | 'B' | 'C' | 'D', id = `e-${grade}`, summited = true): Finish => ({
  game: 'everest',
  id,
  result: { grade, summited },
});
const ONE_OF_EACH: Finish[] = [
  { game: 'bullwhip', id: 'b1', result: { chainCost: 900, autopilotChainCost: 1000 } },
  everest('B'),
  { game: 'summit', id: 's1', result: { won: false, survivors: 3 } },
  { game: 'city-tycoon', id: 'c1', result: { players: 4, rank: 2 } },
  { game: 'launchpad', id: 'l1', result: { stagesDone: 9 } },
];

function play(finishes: Finish[], start: ProgressRecord = emptyRecord()) {
  let record = start;
  const outcomes = finishes.map((f) => {
    const o = award(record, f, AT);
    record = o.record;
    return o;
  });
  return { record, outcomes };
}

describe('figures', () => {
  test('levels: 6–8, named, rising from 0; badges 6–10 with unique ids matching the type', () => {
    expect(C.LEVELS.length).toBeGreaterThanOrEqual(6);
    expect(C.LEVELS.length).toBeLessThanOrEqual(8);
    expect(C.LEVELS[0].min).toBe(0);
    C.LEVELS.forEach((l, i) => {
      expect(l.number).toBe(i + 1);
      if (i > 0) expect(l.min).toBeGreaterThan(C.LEVELS[i - 1].min);
    });
    expect(C.BADGES.map((b) => b.id)).toEqual([...BADGE_IDS]);
    expect(C.BADGES.length).toBeGreaterThanOrEqual(6);
    expect(C.BADGES.length).toBeLessThanOrEqual(10);
  });

  test('finishing is worth 100 XP; the result adds 0–200', () => {
    expect(xpFor(everest('D'))).toEqual({ finish: 100, bonus: 0, bonusFor: 'grade D', total: 100 });
    expect(xpFor(everest('S')).total).toBe(300);
    expect(xpFor(everest('B')).bonusFor).toBe('grade B');
  });

  test('Everest: a better grade never gives less', () => {
    const xs = (['D', 'C', 'B', 'A', 'A+', 'S'] as const).map((g) => xpFor(everest(g)).bonus);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
  });

  test.each([
    [700, 1000, 200],
    [800, 1000, 200],
    [801, 1000, 120],
    [1000, 1000, 120],
    [1250, 1000, 60],
    [1251, 1000, 0],
    [0, 0, 120],
    [5, 0, 0],
  ])('Bullwhip: chain cost %d against the autopilot’s chain %d gives a bonus of %d', (chainCost, autopilotChainCost, bonus) => {
    expect(xpFor({ game: 'bullwhip', id: 'b', result: { chainCost, autopilotChainCost } }).bonus).toBe(bonus);
  });

  test('Summit: the summit and each survivor count; without the summit survivors count half', () => {
    expect(xpFor({ game: 'summit', id: 's', result: { won: true, survivors: 5 } }).bonus).toBe(200);
    expect(xpFor({ game: 'summit', id: 's', result: { won: true, survivors: 3 } }).bonus).toBe(160);
    expect(xpFor({ game: 'summit', id: 's', result: { won: false, survivors: 4 } })).toMatchObject({ bonus: 40, bonusFor: 'no summit, 4 of 5 climbers home' });
    expect(xpFor({ game: 'summit', id: 's', result: { won: false, survivors: 0 } }).bonus).toBe(0);
  });

  test('City Tycoon: first gets 150, last 0, places between evenly; ties share a rank', () => {
    const bonus = (players: number, rank: number) => xpFor({ game: 'city-tycoon', id: 'c', result: { players, rank } }).bonus;
    expect([1, 2, 3, 4, 5, 6].map((r) => bonus(6, r))).toEqual([150, 120, 90, 60, 30, 0]);
    expect([bonus(2, 1), bonus(2, 2)]).toEqual([150, 0]);
    expect(xpFor({ game: 'city-tycoon', id: 'c', result: { players: 3, rank: 2 } }).bonusFor).toBe('place 2 of 3 at the table');
  });

  test('LaunchPad: all nine stages 150, otherwise 10 a stage', () => {
    const bonus = (stagesDone: number) => xpFor({ game: 'launchpad', id: 'l', result: { stagesDone } });
    expect(bonus(9)).toMatchObject({ bonus: 150, bonusFor: 'all nine stages done' });
    expect(bonus(8)).toMatchObject({ bonus: 80, bonusFor: '8 stages of 9 done' });
    expect(bonus(1).bonusFor).toBe('1 stage of 9 done');
  });
});

describe('award', () => {
  test('adds finish XP and bonus, counts the game, keeps the record it was given unchanged', () => {
    const before = emptyRecord();
    const copy = JSON.parse(JSON.stringify(before));
    const o = award(before, everest('A'), AT);
    expect(o.gained).toBe(220);
    expect(o.already).toBe(false);
    expect(o.record.xp).toBe(220);
    expect(o.record.counts.everest).toBe(1);
    expect(o.record.recent).toEqual([{ game: 'everest', id: 'e-A', xp: 220, at: AT }]);
    expect(before).toEqual(copy);
  });

  test('is idempotent: the same game and id never count twice (a reload), another id does', () => {
    const first = award(emptyRecord(), everest('S', 'same'), AT);
    const again = award(first.record, everest('S', 'same'), '2026-11-27T00:00:00.000Z');
    expect(again.already).toBe(true);
    expect(again.gained).toBe(0);
    expect(again.newBadges).toEqual([]);
    expect(again.levelUp).toBeUndefined();
    expect(again.record).toBe(first.record);
    expect(again.earlier).toEqual({ game: 'everest', id: 'same', xp: 300, at: AT });
    // Even with another result (a game cannot change its result after the finish; the id decides).
    expect(award(first.record, everest('D', 'same'), AT).gained).toBe(0);
    // The same id in another game is another finish.
    expect(award(first.record, { game: 'summit', id: 'same', result: { won: true, survivors: 5 } }, AT).gained).toBe(300);
    expect(award(first.record, everest('S', 'other'), AT).gained).toBe(300);
  });

  test('stays idempotent after many finishes, within the kept window', () => {
    let record = emptyRecord();
    for (let i = 0; i < C.RECENT_MAX + 20; i++) record = award(record, everest('D', `g${i}`), AT).record;
    expect(record.recent).toHaveLength(C.RECENT_MAX);
    expect(record.counts.everest).toBe(C.RECENT_MAX + 20);
    expect(record.xp).toBe(100 * (C.RECENT_MAX + 20));
    expect(award(record, everest('D', `g${C.RECENT_MAX + 19}`), AT).already).toBe(true);
    expect(award(record, everest('D', 'g20'), AT).already).toBe(true);
  });

  test('level up exactly at each threshold, not one XP before', () => {
    for (const level of C.LEVELS.slice(1)) {
      // Start just short of the threshold by one finish worth 100 (grade D), then cross it.
      const below: ProgressRecord = { ...emptyRecord(), xp: level.min - 101 };
      const justShort = award(below, everest('D', 'x'), AT);
      expect(justShort.record.xp).toBe(level.min - 1);
      expect(justShort.levelUp).toBeUndefined();
      const exact = award({ ...emptyRecord(), xp: level.min - 100 }, everest('D', 'x'), AT);
      expect(exact.record.xp).toBe(level.min);
      expect(exact.levelUp).toEqual({ from: C.LEVELS[level.number - 2], to: level });
    }
  });

  test('a big finish can jump two levels; levelFor and levelProgress agree at the edges', () => {
    const o = award({ ...emptyRecord(), xp: 140 }, everest('S'), AT);
    expect(o.levelUp).toEqual({ from: C.LEVELS[0], to: C.LEVELS[2] });
    expect(levelFor(0).name).toBe('Intern');
    expect(levelFor(149).number).toBe(1);
    expect(levelFor(150).number).toBe(2);
    expect(levelFor(10_000_000).name).toBe('CEO');
    expect(levelProgress(150)).toMatchObject({ toNext: 250, fraction: 0 });
    expect(levelProgress(275).fraction).toBeCloseTo(0.5);
    expect(levelProgress(4500)).toMatchObject({ next: null, toNext: 0, fraction: 1 });
  });

  test('first-finish badges, once each; all five after the fifth game', () => {
    const { record, outcomes } = play(ONE_OF_EACH);
    expect(outcomes.map((o) => o.newBadges.map((b) => b.id))).toEqual([
      ['first-bullwhip', 'beat-the-autopilot'],
      ['first-everest'],
      ['first-summit'],
      ['first-city-tycoon'],
      ['first-launchpad', 'all-five'],
    ]);
    expect(outcomes[4].newBadges[0].name).toBe('Founder Badge');
    const again = play(
      ONE_OF_EACH.map((f) => ({ ...f, id: `${f.id}-again` }) as Finish),
      record,
    );
    expect(again.outcomes.every((o) => o.newBadges.length === 0)).toBe(true);
    expect(again.record.badges.map((b) => b.id).sort()).toEqual(record.badges.map((b) => b.id).sort());
  });

  test('result badges: only for the result that earns them', () => {
    const ids = (f: Finish) => award(emptyRecord(), f, AT).newBadges.map((b) => b.id);
    expect(ids(everest('S'))).toContain('top-grade');
    expect(ids(everest('A+'))).not.toContain('top-grade');
    expect(ids({ game: 'bullwhip', id: 'b', result: { chainCost: 1000, autopilotChainCost: 1000 } })).not.toContain('beat-the-autopilot');
    expect(ids({ game: 'bullwhip', id: 'b', result: { chainCost: 999.5, autopilotChainCost: 1000 } })).toContain('beat-the-autopilot');
    expect(ids({ game: 'summit', id: 's', result: { won: true, survivors: 5 } })).toContain('no-one-left-behind');
    expect(ids({ game: 'summit', id: 's', result: { won: true, survivors: 4 } })).not.toContain('no-one-left-behind');
    expect(ids({ game: 'summit', id: 's', result: { won: false, survivors: 5 } })).not.toContain('no-one-left-behind');
    expect(ids({ game: 'city-tycoon', id: 'c', result: { players: 3, rank: 1 } })).toContain('top-of-the-table');
    expect(ids({ game: 'city-tycoon', id: 'c', result: { players: 3, rank: 2 } })).not.toContain('top-of-the-table');
  });

  test.each([
    [{ game: 'everest', id: 'x', result: { grade: 'E', summited: true } }],
    [{ game: 'everest', id: 'has space', result: { grade: 'S', summited: true } }],
    [{ game: 'everest', id: '', result: { grade: 'S', summited: true } }],
    [{ game: 'bullwhip', id: 'x', result: { chainCost: -1, autopilotChainCost: 10 } }],
    [{ game: 'bullwhip', id: 'x', result: { chainCost: Number.NaN, autopilotChainCost: 10 } }],
    // the result an end screen of rules version 1 reported (the own tier's cost) is not counted
    [{ game: 'bullwhip', id: 'x', result: { cost: 900, automatedCost: 1000 } }],
    [{ game: 'summit', id: 'x', result: { won: true, survivors: 6 } }],
    [{ game: 'city-tycoon', id: 'x', result: { players: 4, rank: 5 } }],
    [{ game: 'city-tycoon', id: 'x', result: { players: 1, rank: 1 } }],
    [{ game: 'launchpad', id: 'x', result: { stagesDone: 10 } }],
    [{ game: 'chess', id: 'x', result: {} }],
    [null],
  ])('a bad finish adds nothing and says why: %j', (f) => {
    const before = emptyRecord();
    const o = award(before, f as unknown as Finish, AT);
    expect(o.problem).toEqual(expect.any(String));
    expect(o.record).toBe(before);
    expect(o.gained).toBe(0);
  });

  test('every valid finish of every game is accepted', () => {
    for (const f of ONE_OF_EACH) expect(finishProblem(f)).toBeNull();
    expect(new Set(ONE_OF_EACH.map((f) => f.game))).toEqual(new Set(CODE_GAMES));
  });
});

describe('finishId', () => {
  test('is stable, fits the id pattern, and differs by seed and by moves', () => {
    const id = finishId('EV-1234', [1, 2, 3]);
    expect(finishId('EV-1234', [1, 2, 3])).toBe(id);
    expect(id).toMatch(C.FINISH_ID_PATTERN);
    expect(finishId('EV-1235', [1, 2, 3])).not.toBe(id);
    expect(finishId('EV-1234', [1, 3, 2])).not.toBe(id);
    expect(finishId('EV-1234', undefined)).toMatch(C.FINISH_ID_PATTERN);
    const many = new Set(Array.from({ length: 5000 }, (_, i) => finishId('S', [i])));
    expect(many.size).toBe(5000);
  });
});
