/**
 * The teacher's pages rendered with a toy game registered (the real games register in engines/classroom.ts as they
 * land): the class form is built from the game's fields, and a report section shows the table, the charts with their
 * table equivalents, the flag for identical moves and the debrief prompts.
 */
import { renderToString } from 'react-dom/server';
import { DistributionChart } from './Charts';
import { encodeCode, type GameCodec } from '@/engines/core/code';
import type { ClassSpec } from '@/engines/core/classLink';
import type { GameReport } from '@/engines/core/report';
import { buildReport, findAll, verifySlice } from '@/lib/classroom/report';

type Settings = { role: 'R' | 'W'; rounds: number };
type Summary = { orders: number[]; demand: number[]; cost: number };

const codec: GameCodec<Settings, number, Summary> = {
  game: 'bullwhip',
  rulesVersion: 1,
  writeSettings: (w, s) => void w.oneOf(s.role, ['R', 'W']).uint(s.rounds),
  readSettings: (r) => ({ role: r.oneOf(['R', 'W'] as const), rounds: r.uint(50) }),
  writeMoves: (w, ms) => {
    w.uint(ms.length);
    for (const m of ms) w.uint(m);
  },
  readMoves: (r) => r.list(50, (x) => x.uint(99)),
  writeSummary: (w, s) => {
    for (const list of [s.orders, s.demand]) {
      w.uint(list.length);
      for (const v of list) w.uint(v);
    }
    w.uint(s.cost);
  },
  readSummary: (r) => ({ orders: r.list(50, (x) => x.uint(99)), demand: r.list(50, (x) => x.uint(99)), cost: r.uint() }),
  replay: (s, _seed, moves) => {
    const demand = moves.map((_, i) => 4 + (i % 2));
    return { ok: true, finished: moves.length === s.rounds, summary: { orders: [...moves], demand, cost: moves.reduce((a, m, i) => a + Math.abs(m - demand[i]), 0) } };
  },
};

const classSpec: ClassSpec<Settings> = {
  game: 'bullwhip',
  route: '/simulation/game-theory',
  title: 'Bullwhip Rush',
  paramNames: ['role', 'rounds'],
  fields: [
    { param: 'role', label: 'Role', kind: 'choice', options: [{ value: 'R', label: 'Retailer' }, { value: 'W', label: 'Wholesaler' }] },
    { param: 'rounds', label: 'Rounds', kind: 'int', min: 3, max: 40 },
  ],
  defaults: { role: 'R', rounds: 4 },
  toParams: (s) => ({ role: s.role, rounds: String(s.rounds) }),
  fromParams: (p) => ({ settings: { role: p.role === 'W' ? 'W' : 'R', rounds: Number(p.rounds ?? 4) }, problems: [] }),
  describe: (s) => `Bullwhip Rush · you play the ${s.role === 'W' ? 'Wholesaler' : 'Retailer'}`,
};

const report: GameReport<Summary> = {
  game: 'bullwhip',
  title: 'Bullwhip Rush',
  columns: [{ key: 'cost', label: 'Cost', text: (s) => `$${s.cost}`, value: (s) => s.cost }],
  main: { label: 'Cost', value: (s) => s.cost, higherIsBetter: false, format: (n) => `$${n.toFixed(0)}` },
  series: (s) => [
    { label: 'Your orders', values: s.orders },
    { label: 'Customer demand', values: s.demand },
  ],
};

jest.mock('@/engines/classroom', () => ({ CLASSROOM: {} }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const registry = require('@/engines/classroom') as { CLASSROOM: Record<string, unknown> };
registry.CLASSROOM.bullwhip = { codec, classSpec, report };
// The class form reads the class specs alone (engines/classSpecs.ts): the same test game there.
jest.mock('@/engines/classSpecs', () => ({ CLASS_SPECS: {} }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const specs = require('@/engines/classSpecs') as { CLASS_SPECS: Record<string, unknown> };
specs.CLASS_SPECS.bullwhip = classSpec;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { default: TeacherApp } = require('./TeacherApp') as typeof import('./TeacherApp');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { GameSection, PAGE_ROWS } = require('./GameSection') as typeof import('./GameSection');

const W: Settings = { role: 'W', rounds: 4 };
function code(nickname: string, moves: number[]): string {
  const r = codec.replay(W, 'S', moves);
  if (!r.ok) throw new Error(r.message);
  return encodeCode(codec, { classId: 'C-CLASS1', nickname, seed: 'S', settings: W, moves, summary: r.summary });
}

test('the class form is built from the game’s fields: a select for a choice, a number input with its range', () => {
  const html = renderToString(<TeacherApp />);
  expect(html).toContain('Bullwhip Rush');
  expect(html).toMatch(/<select[^>]*>.*<option value="R"[^>]*>Retailer<\/option><option value="W"[^>]*>Wholesaler<\/option>/s);
  expect(html).toMatch(/<input[^>]*type="number"[^>]*min="3"[^>]*max="40"/);
  expect(html).toContain('Bullwhip Rush · you play the Retailer');
  // The seed: a wrapping text box (a 64-character seed is seen whole), holding a generated join seed (the class then
  // also has a join code: engines/core/joinCode.ts).
  expect(html).toMatch(/<textarea[^>]*class="seed"[^>]*>J[0-9A-HJKMNP-TV-Z]{6}<\/textarea>/);
  expect(html).toContain('Create class link');
});

test('a report section: table, flag for identical moves, distribution and round-by-round charts with tables, prompts', () => {
  const codes = [code('Sam', [9, 1, 9, 1]), code('Ana', [4, 5, 4, 5]), code('Copy', [9, 1, 9, 1]), code('Lee', [8, 2, 7, 3])];
  const found = findAll(codes.join('\n'));
  const r = buildReport(found, verifySlice(found.codes, 0, found.codes.length, { bullwhip: codec }, {}));
  expect(r.verifiedCount).toBe(4);
  const html = renderToString(<GameSection game="bullwhip" rows={r.games[0].rows} />).replace(/<!-- -->/g, "");
  expect(html).toContain('4 verified codes · Bullwhip Rush · you play the Wholesaler');
  expect(html).toContain('Same moves as 1 other code');
  expect(html).toMatch(/<svg[^>]*role="img"[^>]*data-testid="distribution-chart"/);
  expect(html).toMatch(/<svg[^>]*role="img"[^>]*data-testid="series-chart"/);
  expect(html).toContain('<title');
  expect(html).toContain('The chart as a table');
  expect(html).toMatch(/the median student ordered \d+(\.\d)?× more variably than customers bought — ask why/);
  expect(html).toContain('Show leaderboard for projecting');
  expect(html).toContain('Export CSV');
});

test('a class of 120 codes draws one page of the table: the rest is behind Next page', () => {
  const codes = Array.from({ length: 120 }, (_, i) => code(`N${i}`, [9, 1, 9, i % 2 ? 2 : 1]));
  const found = findAll(codes.join('\n'));
  const r = buildReport(found, verifySlice(found.codes, 0, found.codes.length, { bullwhip: codec }, {}));
  const html = renderToString(<GameSection game="bullwhip" rows={r.games[0].rows} />).replace(/<!-- -->/g, '');
  const table = html.slice(html.indexOf('data-testid="table-bullwhip"'), html.indexOf('</table>'));
  expect((table.match(/<tr>/g) ?? []).length).toBe(PAGE_ROWS + 1); // the heading row and one page
  expect(html).toContain(`Rows 1–${PAGE_ROWS} of 120`);
  expect(html).toContain('Next page');
  // 60 codes share each move list: the cell says how many, and no name is drawn until asked
  expect(html).toContain('Same moves as 59 other codes');
  expect(html).not.toContain('N119');
});

test('the distribution chart names its average and median lines in a legend outside the plot, told apart by dash', () => {
  const bins = [
    { from: 0, to: 10, count: 3 },
    { from: 10, to: 20, count: 5 },
  ];
  const html = renderToString(<DistributionChart bins={bins} mean={11.5} median={12} label="Cost" format={(n) => n.toFixed(1)} />).replace(/<!-- -->/g, '');
  const legend = html.slice(html.indexOf('data-testid="distribution-legend"'));
  expect(legend).toContain('Class average 11.5 (dashed line)');
  expect(legend).toContain('Median 12.0 (solid line)');
  // no label drawn inside the plot, where it would sit on the bars
  const plot = html.slice(0, html.indexOf('data-testid="distribution-legend"'));
  expect(plot).not.toMatch(/<text[^>]*>Class average/);
});
