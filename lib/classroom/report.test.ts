import { encodeCode } from '@/engines/core/code';
import { GAME_PROMPTS, GENERAL_PROMPTS } from '@/content/classroom/debrief';
import {
  SOLO_SEED_TEXT,
  seedText,
  buildReport,
  csvCell,
  debriefFacts,
  findAll,
  histogram,
  leaderboard,
  mainStats,
  progressText,
  rejectedByReason,
  reportCsv,
  selectPrompts,
  seriesBands,
  toCsv,
  verifyInChunks,
  CSV_BOM,
  csvColumn,
  sameMovesAs,
  sameMovesCount,
  verifySlice,
  yieldToPage,
} from './report';
import { privateSeed } from '@/engines/core/streams';

import { codecs, make, toy, toyReport } from './testing';

const sam = make('Sam', [3, 3]);
const ana = make('Ana', [1, 2, 3]);
const copy = make('Copycat', [3, 3]);
const noName = make('', [1, 1, 1, 1, 2]);

describe('finding codes', () => {
  test('codes in noise, repeats merged and counted, the text cut at the limit', () => {
    const f = findAll(`Sam: ${sam}\n"${ana}",x\n${sam} again\n junk VQ1.#### VQ9`);
    expect(f.codes).toEqual([sam, ana]);
    expect(f.repeats).toBe(1);
    expect(f.cutChars).toBe(0);
    expect(findAll('x'.repeat(5_000_010)).cutChars).toBe(10);
  });
});

describe('chunked verification', () => {
  test('verifySlice verifies exactly its slice', () => {
    const v = verifySlice([sam, 'VQ1.nonsense', ana], 1, 3, codecs, {});
    expect(v.map((x) => x.verdict)).toEqual(['checksum', 'verified']);
  });

  test('verifyInChunks gives the page a turn between chunks and reports progress', async () => {
    const codes = Array.from({ length: 230 }, (_, i) => (i % 2 ? sam : `VQ1.junk${i}`));
    let pauses = 0;
    const progress: number[] = [];
    const out = await verifyInChunks(codes, {
      codecs,
      chunkSize: 50,
      chunkMs: Infinity,
      pause: async () => void pauses++,
      onProgress: (n, total) => progress.push(n) && expect(total).toBe(230),
    });
    expect(out).toHaveLength(230);
    expect(progress).toEqual([50, 100, 150, 200, 230]);
    expect(pauses).toBe(4);
    expect(out!.filter((v) => v.verdict === 'verified')).toHaveLength(115);
  });

  test('a task ends when its time is up, whatever the count', async () => {
    let clock = 0;
    const codes = Array.from({ length: 10 }, () => sam);
    // Each code advances the clock 5 ms: three fit a 12 ms task (0, 5, 10 → stop at 15).
    const p2: number[] = [];
    await verifyInChunks(codes, {
      codecs: { bullwhip: { ...codecs.bullwhip!, replay: (...a: Parameters<NonNullable<typeof codecs.bullwhip>['replay']>) => ((clock += 5), codecs.bullwhip!.replay(...a)) } },
      chunkMs: 12,
      now: () => clock,
      pause: async () => {},
      onProgress: (n) => {
        p2.push(n);
      },
    });
    expect(p2).toEqual([3, 6, 9, 10]);
  });

  test('cancelling stops it between chunks', async () => {
    const ac = new AbortController();
    const codes = Array.from({ length: 500 }, () => sam);
    let chunks = 0;
    const out = await verifyInChunks(codes, {
      codecs,
      chunkSize: 50,
      signal: ac.signal,
      pause: async () => {
        if (++chunks === 2) ac.abort();
      },
    });
    expect(out).toBeNull();
    expect(chunks).toBe(2);
  });

  test('the class expectation is applied to every code', async () => {
    const other = make('Zed', [3, 3], { classId: 'C-OTHER' });
    const out = await verifyInChunks([sam, other], { codecs, expect: { classId: 'C-CLASS1' }, pause: async () => {} });
    expect(out!.map((v) => v.verdict)).toEqual(['verified', 'other-class']);
  });

  test('yieldToPage lets a task queued before it run first (a render React scheduled, a click)', async () => {
    const order: string[] = [];
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      order.push('queued task');
      ch.port1.close();
    };
    ch.port2.postMessage(null);
    await yieldToPage();
    order.push('after the yield');
    expect(order).toEqual(['queued task', 'after the yield']);
  });

  test('progressText counts with thousands separators', () => {
    expect(progressText(1200, 10000)).toBe('Checked 1,200 of 10,000…');
  });
});

describe('the report', () => {
  const tampered = sam.slice(0, -3) + (sam.at(-3) === 'A' ? 'B' : 'A') + sam.slice(-2);
  const unfinished = encodeCode(toy, { classId: 'C-CLASS1', nickname: 'Lee', seed: 'S1', settings: { target: 6 }, moves: [1], summary: { total: 1, turns: 1, moves: [1] } });
  const found = findAll([sam, ana, copy, noName, tampered, unfinished, sam].join('\n'));
  const report = buildReport(found, verifySlice(found.codes, 0, found.codes.length, codecs, {}));

  test('only verified codes count; the others are listed with their reason', () => {
    expect(report.verifiedCount).toBe(4);
    expect(report.games.map((g) => g.game)).toEqual(['bullwhip']);
    expect(report.rejected.map((r) => [r.verdict, r.message])).toEqual([
      ['checksum', 'The checksum is wrong: the code was changed or copied incompletely.'],
      ['unfinished', 'The game in this code is not finished.'],
    ]);
    expect(report.rejected[1].nickname).toBe('Lee');
    expect(rejectedByReason(report.rejected)).toHaveLength(2);
    expect(found.repeats).toBe(1);
  });

  test('rows carry the replayed summary and a student number; identical moves are flagged both ways', () => {
    const rows = report.games[0].rows;
    expect(rows.map((r) => [r.nickname, r.index])).toEqual([
      ['Sam', 1],
      ['Ana', 2],
      ['Copycat', 3],
      ['', 4],
    ]);
    expect(rows[0].summary).toEqual({ total: 6, turns: 2, moves: [3, 3] });
    expect(sameMovesAs(rows[0])).toEqual(['Copycat']);
    expect(sameMovesAs(rows[2])).toEqual(['Sam']);
    expect(sameMovesAs(rows[1])).toEqual([]);
    expect(rows.map(sameMovesCount)).toEqual([1, 0, 1, 0]);
  });

  test('same moves with another seed are not flagged', () => {
    const other = make('Zed', [3, 3], { seed: 'S2' });
    const f = findAll(`${sam} ${other}`);
    const r = buildReport(f, verifySlice(f.codes, 0, 2, codecs, {}));
    expect(r.games.flatMap((g) => g.rows).map((x) => sameMovesAs(x))).toEqual([[], []]);
  });

  test('20,000 codes with the same moves under different nicknames: one shared group, names drawn only when asked', () => {
    const codes = Array.from({ length: 20_000 }, (_, i) => make(`N${i}`, [3, 3]));
    const f = findAll(codes.join('\n'));
    const v = verifySlice(f.codes, 0, f.codes.length, codecs, {});
    expect(v[0]).not.toHaveProperty('code.moves'); // the moves are dropped once keyed
    const r = buildReport(f, v);
    const rows = r.games[0].rows;
    expect(rows).toHaveLength(20_000);
    expect(new Set(rows.map((x) => x.sameMoves)).size).toBe(1);
    expect(sameMovesCount(rows[7])).toBe(19_999);
    expect(sameMovesAs(rows[0], 3)).toEqual(['N1', 'N2', 'N3']);
    const csv = reportCsv(toyReport, rows.slice(0, 2)).split('\r\n')[1];
    expect(csv.endsWith('N1; N2; N3; N4; N5 and 19994 more')).toBe(true);
  });

  test('main figure: mean, median, distribution and leaderboard (ties share a rank, lower is better here)', () => {
    const rows = report.games[0].rows;
    const st = mainStats(toyReport, rows);
    expect(st.values).toEqual([2, 3, 2, 5]);
    expect(st.mean).toBe(3);
    expect(st.median).toBe(2.5);
    const board = leaderboard(toyReport, rows);
    expect(board.map((b) => [b.row.nickname, b.rank])).toEqual([
      ['Sam', 1],
      ['Copycat', 1],
      ['Ana', 3],
      ['', 4],
    ]);
    const bins = histogram(st.values);
    expect(bins.reduce((a, b) => a + b.count, 0)).toBe(4);
    expect(bins[0].from).toBeLessThanOrEqual(2);
    expect(bins.at(-1)!.to).toBeGreaterThanOrEqual(5);
  });

  test('histogram: one bin for equal values, nice widths, every value counted once', () => {
    expect(histogram([])).toEqual([]);
    expect(histogram([7, 7, 7])).toEqual([{ from: 7, to: 7, count: 3 }]);
    const values = Array.from({ length: 100 }, (_, i) => i * 1.37);
    const bins = histogram(values);
    expect(bins.length).toBeLessThanOrEqual(10);
    expect(bins.reduce((a, b) => a + b.count, 0)).toBe(100);
    for (const v of values) expect(bins.filter((b) => v >= b.from && (v < b.to || b === bins.at(-1))).length).toBeGreaterThanOrEqual(1);
  });

  test('series bands: median and range per round across students', () => {
    const bands = seriesBands(toyReport, report.games[0].rows);
    expect(bands.map((b) => b.label)).toEqual(['Your adds', 'Customer demand']);
    expect(bands[0].points[0]).toEqual({ round: 0, median: 2, min: 1, max: 3, n: 4 });
    expect(bands[0].points.at(-1)).toEqual({ round: 4, median: 2, min: 2, max: 2, n: 1 });
  });

  test('CSV: one row per verified code, quoting, and a formula-injection guard', () => {
    const csv = reportCsv(toyReport, report.games[0].rows);
    expect(csv.startsWith(CSV_BOM)).toBe(true); // UTF-8 with a byte-order mark, so Excel reads "Zoë" right
    const lines = csv.slice(CSV_BOM.length).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Simulation,Student,Nickname,Class,Seed,Attempt,Half-way code,Turns,Note,Same moves as');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe('Toy,Student 1,Sam,C-CLASS1,S1,1,,2,"ok, ""fine""",Copycat');
    expect(lines[4]).toBe("Toy,Student 4,,C-CLASS1,S1,1,,5,'=cmd|calc,");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe('-2'); // a plain number is written bare
    expect(csvCell('-2.5')).toBe('-2.5');
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(toCsv([['a', 'b']])).toBe(`${CSV_BOM}a,b\r\n`);
  });

  test('CSV numbers are numbers: ASCII minus, no + or thousands separators, the unit in the heading, no number an empty cell', () => {
    expect(csvColumn('Cost', ['$1,544', '$12', '$0'])).toEqual({ heading: 'Cost ($)', cells: ['1544', '12', '0'] });
    expect(csvColumn('Against', ['+48.0', '\u221212.5', '0.0'])).toEqual({ heading: 'Against', cells: ['48.0', '-12.5', '0.0'] });
    expect(csvColumn('Service', ['93.4%', '100.0%'])).toEqual({ heading: 'Service (%)', cells: ['93.4', '100.0'] });
    expect(csvColumn('Ratio', ['2.35×', '—', '0.00×'])).toEqual({ heading: 'Ratio (×)', cells: ['2.35', '', '0.00'] });
    // a column that is not all numbers stays as shown
    expect(csvColumn('Survivors', ['3 of 5', '5 of 5'])).toEqual({ heading: 'Survivors', cells: ['3 of 5', '5 of 5'] });
    expect(csvColumn('Mixed', ['$5', '7%'])).toEqual({ heading: 'Mixed', cells: ['$5', '7%'] });
    expect(csvColumn('Grade', ['A+', 'B'])).toEqual({ heading: 'Grade', cells: ['A+', 'B'] });
  });
});

test('CSV: a solo code’s private seed (Everest) reads as a solo game, a class seed as it is', () => {
  const digest = privateSeed('my own seed words');
  expect(digest).toMatch(/^~/);
  const f = findAll(`${make('Solo', [3, 3], { classId: '', seed: digest })} ${make('Cls', [1, 2, 3])}`);
  const rows = buildReport(f, verifySlice(f.codes, 0, f.codes.length, codecs, {})).games.flatMap((g) => g.rows);
  const lines = reportCsv(toyReport, rows).slice(CSV_BOM.length).trimEnd().split('\r\n');
  expect(lines[1].split(',').slice(0, 5)).toEqual(['Toy', 'Student 1', 'Solo', '', SOLO_SEED_TEXT]);
  // Each alone with its seed: one list of codes, listed and not ranked.
  expect(lines[2].split(',').slice(0, 5)).toEqual(['Toy', 'Student 2', 'Cls', 'C-CLASS1', 'S1']);
  expect(lines.join('\n')).not.toContain(digest);
  expect(seedText('CLASS-ABC_1')).toBe('CLASS-ABC_1');
});

describe('debrief prompts', () => {
  const rowsFor = (movesList: number[][]) => {
    const f = findAll(movesList.map((m, i) => make(`P${i}`, m)).join(' '));
    return buildReport(f, verifySlice(f.codes, 0, f.codes.length, codecs, {})).games[0].rows;
  };

  test('a variance ratio prompt appears only when the orders swung more than demand', () => {
    const swingy = rowsFor([
      [3, 1, 3, 1, 3],
      [3, 1, 3],
      [1, 3, 3],
    ]);
    const facts = debriefFacts(toyReport, swingy, () => 'Toy · target 6');
    expect(facts.varianceRatio).toBeGreaterThan(1.2);
    const prompts = selectPrompts(facts, GAME_PROMPTS.bullwhip, GENERAL_PROMPTS);
    expect(prompts[0]).toMatch(/^In this class \(Toy · target 6\), the median student ordered \d+(\.\d)?× more variably than customers bought — ask why/);
    expect(prompts.length).toBeLessThanOrEqual(3);

    const steady = rowsFor([
      [1, 2, 1, 2, 1, 2],
      [1, 2, 1, 2, 1, 2],
    ]);
    const f2 = debriefFacts(toyReport, steady);
    expect(f2.varianceRatio).toBe(1);
    expect(selectPrompts(f2, GAME_PROMPTS.bullwhip, GENERAL_PROMPTS).join(' ')).not.toMatch(/more variably/);
  });

  test('no prompt without data, at most three, none repeated, a throwing prompt is skipped', () => {
    const facts = debriefFacts(toyReport, []);
    expect(selectPrompts(facts, GAME_PROMPTS.bullwhip, GENERAL_PROMPTS)).toEqual([]);
    const rows = rowsFor([[3, 3], [1, 2, 3], [1, 1, 1, 1, 2], [2, 2, 2]]);
    const f = debriefFacts(toyReport, rows);
    const boom = () => {
      throw new Error('x');
    };
    const picked = selectPrompts(f, [boom, () => 'A', () => 'A', () => 'B', () => 'C', () => 'D'], GENERAL_PROMPTS);
    expect(picked).toEqual(['A', 'B', 'C']);
    // The best-ranked student is named first ("Student n" unless the teacher shows names), then the range.
    expect(selectPrompts(f, [], GENERAL_PROMPTS).slice(0, 2)).toEqual([
      'Student 1 had the best turns in the class (2.0). Ask them to walk the class through their first few moves and the rule they followed.',
      'Turns ranged from 2.0 to 5.0 (median 3.0). Ask a student from each end what they did differently in their first few moves.',
    ]);
    const named = debriefFacts(toyReport, rows.map((r, i) => ({ ...r, nickname: `N${i}` })), undefined, true);
    expect(named.leader).toEqual({ name: 'N0', value: 2 });
  });

  test('yes/no columns: an Everest-style summit prompt counts the yeses', () => {
    const facts = {
      ...debriefFacts(toyReport, rowsFor([[3, 3], [1, 2, 3]])),
      n: 4,
      columns: {
        summit: { label: 'Summit', values: [1, 1, 0, 1], texts: [] },
        home: { label: 'Home safely', values: [1, 0, 0, 1], texts: [] },
      },
    };
    expect(selectPrompts(facts, GAME_PROMPTS.everest, [])[0]).toBe(
      '3 of 4 teams reached the summit, but only 2 came home safely. Was the summit worth the risk? Ask when they should have turned back.',
    );
  });

  test('Bullwhip: beating the autopilot means a chain cost below the autopilot’s in the same seat (its own column is not read)', () => {
    const facts = {
      ...debriefFacts(toyReport, []),
      n: 3,
      columns: {
        autopilotChainCost: { label: 'Autopilot’s chain cost', values: [100, 100, 100], texts: [] },
        versus: { label: 'Chain cost against the autopilot', values: [-5, 10, 20], texts: [] },
      },
    };
    expect(selectPrompts(facts, GAME_PROMPTS.bullwhip, [])).toEqual([
      '1 of 3 students beat the autopilot: their whole chain cost less than with the autopilot in their seat, on the same demand. Ask one of them to explain their rule for ordering.',
    ]);
    const none = { ...facts, columns: { ...facts.columns, versus: { ...facts.columns.versus, values: [0, 10, 20] } } };
    expect(selectPrompts(none, GAME_PROMPTS.bullwhip, [])[0]).toMatch(/^No one ran the chain for less than the autopilot/);
  });
});
