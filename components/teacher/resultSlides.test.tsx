/**
 * Present mode's result slides (lib/classroom/slides.ts, drawn by ResultSlides.tsx): for a class of every game, made of
 * real codes through the report's own steps, each slide holds one chart and at most one debrief prompt, every prompt
 * chosen for the report is on exactly one slide, next to the chart it talks about, and every chart of the report is
 * on a slide. The big charts draw every label at 28 units or more, inside the picture.
 */
import { renderToString } from 'react-dom/server';
import { playGame, seedsFor } from '@/engines/core/balance';
import { BALANCE } from '@/engines/balance';
import { CLASSROOM, CODECS } from '@/engines/classroom';
import type { CodeGame } from '@/engines/core/code';
import { GAME_PROMPTS, GENERAL_PROMPTS } from '@/content/classroom/debrief';
import { REPORT_TEXT } from '@/content/classroom/teacher';
import {
  buildReport,
  choiceCounts,
  debriefFacts,
  findAll,
  histogram,
  leaderboard,
  mainStats,
  selectPrompts,
  seriesBands,
  verifySlice,
  type Codecs,
} from '@/lib/classroom/report';
import { promptCharts, resultSlides } from '@/lib/classroom/slides';
import { PRESENT_LOOK } from './Charts';
import { slidesOf, type PresentResults } from './ResultSlides';

/** A class of one game: a few seeds of each of its policies (not the slow searches), through the report's steps. */
function classOf(id: CodeGame): PresentResults {
  const suite = BALANCE.find((s) => s.game.id === id)!;
  const c = suite.game.cases[0];
  const codes: string[] = [];
  for (const p of suite.policies(c).map((make) => make()).filter((x) => x.kind !== 'search'))
    seedsFor(3, 'slides').forEach((seed) => codes.push(suite.codeOf(playGame(suite.game, c, p, seed).state, `S${codes.length}`)));
  const found = findAll(codes.join('\n'));
  const rows = buildReport(found, verifySlice(found.codes, 0, found.codes.length, CODECS as Codecs, {})).games[0].rows;
  const room = CLASSROOM[id]!;
  const { report } = room;
  const stats = mainStats(report, rows);
  const facts = debriefFacts(report, rows, (s) => room.classSpec.describe(s));
  return {
    game: id,
    main: report.main,
    figures: {
      stats,
      bins: histogram(stats.values),
      bands: seriesBands(report, rows),
      ranked: leaderboard(report, rows),
      prompts: selectPrompts(facts, GAME_PROMPTS[id], GENERAL_PROMPTS),
      facts,
      settingsWords: facts.settingsWords,
    },
    choices: (report.choices ?? []).map((ch) => ({ key: ch.key, label: ch.label, counts: choiceCounts(report, rows, ch.key) })),
  };
}

const html = (node: React.ReactNode) => renderToString(<>{node}</>);
const count = (s: string, part: string) => s.split(part).length - 1;

describe.each(BALANCE.map((s) => [s.game.id as CodeGame]))('%s', (id) => {
  const results = classOf(id);
  const slides = slidesOf(results);
  const bodies = slides.map((s) => html(s.body));

  test('one debrief prompt at most per slide; every prompt of the report on exactly one slide', () => {
    expect(results.figures.prompts.length).toBeGreaterThan(0);
    for (const b of bodies) expect(count(b, 'data-testid="slide-prompt"')).toBeLessThanOrEqual(1);
    const escape = (t: string) => html(<p>{t}</p>).slice(3, -4);
    for (const p of results.figures.prompts) expect(bodies.filter((b) => b.includes(escape(p)))).toHaveLength(1);
    expect(bodies.filter((b) => b.includes('slide-prompt'))).toHaveLength(results.figures.prompts.length);
  });

  test('every chart of the report has a slide, with the chart drawn and titled', () => {
    const { main, figures, choices } = results;
    const titles = slides.map((s) => s.title);
    if (main && figures.bins.length) expect(titles).toContain(REPORT_TEXT.distribution(main.label));
    for (const c of choices) if (c.counts.length) expect(titles).toContain(REPORT_TEXT.choiceTitle(c.label));
    if (figures.bands.length) expect(titles).toContain(REPORT_TEXT.seriesTitle);
    slides.forEach((s, i) => {
      if (s.title === REPORT_TEXT.seriesTitle) expect(bodies[i]).toContain('data-testid="series-chart"');
      if (main && s.title === REPORT_TEXT.distribution(main.label)) expect(bodies[i]).toContain('data-testid="distribution-chart"');
      if (s.title.startsWith(REPORT_TEXT.choiceTitle(''))) expect(bodies[i]).toContain('data-testid="choice-chart"');
    });
  });

  test('big charts: every label at least 28 units, its anchor inside the picture, no table', () => {
    for (const b of bodies) {
      expect(b).not.toContain('<details');
      for (const m of b.matchAll(/<text([^>]*)>/g)) {
        const size = Number(/font-size:([\d.]+)px/.exec(m[1])?.[1]);
        const x = Number(/ x="([\d.-]+)"/.exec(m[1])?.[1]);
        expect(size).toBeGreaterThanOrEqual(28);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(PRESENT_LOOK.W);
      }
    }
  });
});

test('each game pairs its own prompts with the chart they talk about', () => {
  const bullwhip = classOf('bullwhip');
  const charts = promptCharts(bullwhip.figures.facts, [...GAME_PROMPTS.bullwhip, ...GENERAL_PROMPTS], bullwhip.figures.prompts);
  bullwhip.figures.prompts.forEach((p, i) => expect(charts[i]).toBe(/variably|swung less/.test(p) ? 'series' : 'distribution'));

  const launchpad = classOf('launchpad');
  const lp = promptCharts(launchpad.figures.facts, [...GAME_PROMPTS.launchpad, ...GENERAL_PROMPTS], launchpad.figures.prompts);
  launchpad.figures.prompts.forEach((p, i) =>
    expect(lp[i]).toBe(/different industries|same industry/.test(p) ? 'choice:industry' : /market gaps/.test(p) ? 'choice:gap' : 'choice:goals'),
  );
});

describe('resultSlides', () => {
  const charts = [
    { chart: 'distribution' as const, title: 'D' },
    { chart: 'series' as const, title: 'S' },
  ];
  test('two prompts about one chart: two slides of that chart, one prompt each, in the report order of charts', () => {
    const slides = resultSlides(
      charts,
      [
        { text: 'on series', chart: 'series' },
        { text: 'a', chart: 'distribution' },
        { text: 'b', chart: 'distribution' },
      ],
      'T',
    );
    expect(slides).toEqual([
      { chart: 'distribution', title: 'D', prompt: 'a' },
      { chart: 'distribution', title: 'D', prompt: 'b' },
      { chart: 'series', title: 'S', prompt: 'on series' },
    ]);
  });
  test('a chart no prompt talks about stands alone; a prompt about no drawn chart gets a text slide', () => {
    const slides = resultSlides(
      charts,
      [
        { text: 'none', chart: null },
        { text: 'gone', chart: 'choice:rival' },
      ],
      'T',
    );
    expect(slides).toEqual([
      { chart: 'distribution', title: 'D', prompt: null },
      { chart: 'series', title: 'S', prompt: null },
      { chart: null, title: 'T', prompt: 'none' },
      { chart: null, title: 'T', prompt: 'gone' },
    ]);
  });
  test('no charts and no prompts: no slides', () => {
    expect(resultSlides([], [], 'T')).toEqual([]);
  });
});
