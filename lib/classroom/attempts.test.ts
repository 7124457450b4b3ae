/**
 * The report's groups, half-way codes and attempts (docs/classroom.md): codes of different seeds or settings are never
 * ranked together; a half-way code is listed, never ranked, and gives way to the same student's final code; a
 * student's first attempt counts by default and the best on request.
 */
import { progressWords } from '@/engines/core/code';
import { ALONE_REASON, buildReport, chooseAttempts, findAll, leaderboard, mainStats, reportCsv, unrankedReason, verifySlice, CSV_BOM } from './report';
import { codecs, make, toyReport } from './testing';

const report = toyReport;

const reportOf = (codes: string[]) => {
  const f = findAll(codes.join('\n'));
  return buildReport(f, verifySlice(f.codes, 0, f.codes.length, codecs, {}));
};

test('codes of another seed or other settings form their own group, numbered from 1 and never ranked together', () => {
  const r = reportOf([make('Sam', [3, 3]), make('Zed', [3, 3], { seed: 'S2' }), make('Ana', [1, 2, 3]), make('Kim', [3, 3, 3], { target: 9 })]);
  // Zed (another seed) and Kim (other settings) are each alone with theirs: one list, listed, never ranked.
  expect(r.games.map((g) => [g.game, g.seed, g.settings, g.rows.map((x) => [x.nickname, x.index])])).toEqual([
    ['bullwhip', 'S1', { target: 6 }, [['Sam', 1], ['Ana', 2]]],
    ['bullwhip', '', null, [['Zed', 1], ['Kim', 2]]],
  ]);
  expect(new Set(r.games.map((g) => g.key)).size).toBe(2);
  expect(r.games.map((g) => leaderboard(report, g.rows).map((x) => x.row.nickname))).toEqual([['Sam', 'Ana'], []]);
  expect(r.games[1].rows.map((x) => unrankedReason(report, x))).toEqual([ALONE_REASON, ALONE_REASON]);
  // Two codes of another seed form a group of their own, ranked within it.
  const two = reportOf([make('Sam', [3, 3]), make('Ana', [1, 2, 3]), make('Zed', [3, 3], { seed: 'S2' }), make('Bo', [2, 2, 2], { seed: 'S2' })]);
  expect(two.games.map((g) => [g.seed, leaderboard(report, g.rows).map((x) => x.row.nickname)])).toEqual([
    ['S1', ['Sam', 'Ana']],
    ['S2', ['Zed', 'Bo']],
  ]);
  // One group only (a class, or codes that all share a seed): nothing is "alone".
  expect(reportOf([make('Sam', [3, 3])]).games[0].rows[0].alone).toBeUndefined();
});

test('a half-way code is listed, never ranked, and gives way to the same student’s final code of the same attempt', () => {
  const r = reportOf([
    make('Sam', [3], { inProgress: true }),
    make('Sam', [3, 1], { inProgress: true }),
    make('Lee', [2, 2], { inProgress: true }),
    make('', [1], { inProgress: true }),
    make('sam', [1], { inProgress: true, attempt: 2 }),
    make('SAM', [3, 3]),
    make('Ana', [1, 2, 3]),
  ]);
  expect(r.rejected).toEqual([]);
  const rows = r.games[0].rows;
  // Sam's two half-way codes of attempt 1 give way to the final code ("SAM" is the same nickname); Lee's, the
  // nameless one and Sam's half-way attempt 2 stay.
  expect(r.replaced).toBe(2);
  expect(rows.map((x) => [x.nickname, x.attempt, x.progress && progressWords(x.progress)])).toEqual([
    ['Lee', 1, 'round 4 of 6, in progress'],
    ['', 1, 'round 1 of 6, in progress'],
    ['sam', 2, 'round 1 of 6, in progress'],
    ['SAM', 1, null],
    ['Ana', 1, null],
  ]);
  expect(rows.map((x) => unrankedReason(report, x))).toEqual([
    'Half-way code: round 4 of 6, in progress — not ranked',
    'Half-way code: round 1 of 6, in progress — not ranked',
    'Half-way code: round 1 of 6, in progress — not ranked',
    null,
    null,
  ]);
  expect(leaderboard(report, rows).map((x) => x.row.nickname)).toEqual(['SAM', 'Ana']);
  expect(mainStats(report, rows).values).toEqual([2, 3]);
  const csv = reportCsv(report, rows).slice(CSV_BOM.length).split('\r\n');
  expect(csv[0]).toBe('Simulation,Student,Nickname,Class,Seed,Attempt,Half-way code,Turns,Note,Same moves as');
  expect(csv[1]).toBe('Toy,Student 1,Lee,C-CLASS1,S1,1,"round 4 of 6, in progress",2,"ok, ""fine""",');
  // Of one student's half-way codes, the furthest stays while no final code has come.
  const only = reportOf([make('Sam', [3], { inProgress: true }), make('Sam', [3, 1], { inProgress: true })]);
  expect(only.games[0].rows.map((x) => x.progress?.done)).toEqual([4]);
  expect(only.replaced).toBe(1);
});

test('attempts: each student’s first attempt counts by default, the best on request; a student is a class and a nickname', () => {
  const rows = reportOf([
    make('Sam', [1, 1, 1, 1, 1, 1], { attempt: 1 }),
    make('sam', [3, 3], { attempt: 2 }),
    make('Ana', [2, 2, 2], { attempt: 3 }),
    make('Ana', [3, 3], { attempt: 4 }),
    make('Sam', [3, 3, 3], { attempt: 1, classId: 'C-OTHER2' }),
    make('', [2, 2, 2], { attempt: 2 }),
    make('', [1, 2, 3], { attempt: 1 }),
    make('Lee', [3], { attempt: 1, inProgress: true }),
    make('Lee', [3, 3], { attempt: 2 }),
  ]).games[0].rows;
  expect(rows.map((x) => x.attempt)).toEqual([1, 2, 3, 4, 1, 2, 1, 1, 2]);
  const first = chooseAttempts(report, rows, 'first');
  // Lee's half-way attempt never stands for a result: the final attempt 2 is Lee's only counted code.
  expect(first.students).toBe(2);
  expect([...first.leftOut].map(([r, why]) => [r.nickname, r.attempt, why])).toEqual([
    ['sam', 2, 'Attempt 2: the report counts each student’s first attempt'],
    ['Ana', 4, 'Attempt 4: the report counts each student’s first attempt'],
  ]);
  expect(leaderboard(report, first.counted).map((x) => `${x.row.nickname}#${x.row.attempt}:${x.value}`)).toEqual([
    'Lee#2:2',
    'Ana#3:3',
    'Sam#1:3',
    '#2:3',
    '#1:3',
    'Sam#1:6',
  ]);
  const best = chooseAttempts(report, rows, 'best');
  expect([...best.leftOut].map(([r, why]) => [r.nickname, r.attempt, why])).toEqual([
    ['Sam', 1, 'Attempt 1: the report counts each student’s best attempt'],
    ['Ana', 3, 'Attempt 3: the report counts each student’s best attempt'],
  ]);
  expect(leaderboard(report, best.counted).map((x) => `${x.row.nickname}#${x.row.attempt}:${x.value}`)).toEqual([
    'sam#2:2',
    'Ana#4:2',
    'Lee#2:2',
    'Sam#1:3',
    '#2:3',
    '#1:3',
  ]);
});

test('a student is matched as the roster matches names: case and spaces do not matter', () => {
  const rows = reportOf([make('Ada Lovelace', [3, 3], { attempt: 1 }), make('ada LOVELACE', [1, 2, 3], { attempt: 2 }), make('AdaLovelace', [2, 2, 2], { attempt: 3 })]).games[0].rows;
  expect(chooseAttempts(report, rows, 'first').students).toBe(1);
});
