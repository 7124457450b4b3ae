'use client';
/**
 * Present mode from the class report: one simulation's results as slides, each one chart (drawn `big`) beside at most
 * one debrief prompt, or a prompt alone in large text. Which prompt goes with which chart is lib/classroom/slides.ts;
 * this draws it. Loaded only when the teacher presses "Present results".
 */
import type { CodeGame } from '@/engines/core/code';
import type { GameReport } from '@/engines/core/report';
import { REPORT_TEXT } from '@/content/classroom/teacher';
import { GAME_PROMPTS, GENERAL_PROMPTS } from '@/content/classroom/debrief';
import { choiceChart, promptCharts, resultSlides, type ChartRef } from '@/lib/classroom/slides';
import { ChoiceChart, DistributionChart, SeriesChart } from './Charts';
import type { Figures } from './GameSection';
import { titleOf } from './names';
import Present, { type Slide } from './Present';
import { DrawDemand, DRAW_TEXT } from './DrawDemand';
import styles from './Present.module.css';

/** What a report section hands to present mode: its figures as the section drew them. */
export interface PresentResults {
  game: CodeGame;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  main: GameReport<any>['main'];
  figures: Figures;
  choices: { key: string; label: string; counts: { answer: string; count: number }[] }[];
}

/** The charts this section draws, in the report's order, each with its title. */
function chartsOf({ main, figures, choices }: PresentResults): { chart: ChartRef; title: string }[] {
  const out: { chart: ChartRef; title: string }[] = [];
  if (main && figures.stats.values.length && figures.bins.length) out.push({ chart: 'distribution', title: REPORT_TEXT.distribution(main.label) });
  for (const c of choices) if (c.counts.length) out.push({ chart: choiceChart(c.key), title: REPORT_TEXT.choiceTitle(c.label) });
  if (figures.bands.length && figures.bands.some((b) => b.points.length)) out.push({ chart: 'series', title: REPORT_TEXT.seriesTitle });
  return out;
}

/** The slides of one section, ready for Present. */
export function slidesOf(results: PresentResults): Slide[] {
  const { game, main, figures, choices } = results;
  const from = [...(GAME_PROMPTS[game] ?? []), ...GENERAL_PROMPTS];
  const charts = promptCharts(figures.facts, from, figures.prompts);
  const plan = resultSlides(
    chartsOf(results),
    figures.prompts.map((text, i) => ({ text, chart: charts[i] })),
    REPORT_TEXT.presentDebrief(titleOf(game)),
  );
  const draw = (chart: ChartRef) => {
    if (chart === 'distribution' && main)
      return <DistributionChart big bins={figures.bins} mean={figures.stats.mean} median={figures.stats.median} label={main.label} format={main.format} />;
    if (chart === 'series') return <SeriesChart big bands={figures.bands} />;
    const c = choices.find((x) => choiceChart(x.key) === chart);
    return c ? <ChoiceChart big label={c.label} counts={c.counts} /> : null;
  };
  const slides: Slide[] = plan.map((s) => ({
    title: s.title,
    body: s.chart ? (
      <div className={styles.result} data-testid="result-slide">
        <div className={styles.resultChart}>{draw(s.chart)}</div>
        {s.prompt && (
          <p className={styles.resultPrompt} data-testid="slide-prompt">
            {s.prompt}
          </p>
        )}
      </div>
    ) : (
      <p className={styles.textPrompt} data-testid="slide-prompt">
        {s.prompt}
      </p>
    ),
  }));
  // Bullwhip's debrief opens with "Draw the demand": the room sketches customer demand before seeing it.
  const demand = game === 'bullwhip' ? figures.bands.find((b) => b.label === 'Customer demand') : undefined;
  if (demand && demand.points.length > 1) slides.unshift({ title: DRAW_TEXT.title, body: <DrawDemand demand={demand.points.map((p) => p.median)} /> });
  return slides;
}

export default function ResultSlides({ results, onClose }: { results: PresentResults; onClose: () => void }) {
  const slides = slidesOf(results);
  if (!slides.length) slides.push({ title: titleOf(results.game), body: <p className={styles.prompt}>{REPORT_TEXT.debriefNone}</p> });
  return <Present slides={slides} onClose={onClose} />;
}
