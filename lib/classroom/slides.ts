/**
 * Present mode's result slides for one simulation of the class report: one chart with at most one debrief prompt per
 * slide. Each prompt names the chart it talks about (content/classroom/debrief.ts, `about`); a prompt goes on a slide
 * with that chart, or on a plain text slide when it names none or the report has no such chart. A chart no prompt
 * talks about still gets a slide of its own. Pure: components/teacher/ResultSlides.tsx draws what this returns.
 */
import type { DebriefFacts, DebriefPrompt } from './report';

/** A chart of the report: the distribution of the main figure, one of the game's choices, or the round-by-round lines. */
export type ChartRef = 'distribution' | 'series' | `choice:${string}`;

/** A debrief prompt that may name the chart it talks about. */
export type ChartPrompt = DebriefPrompt & { chart?: ChartRef };

/** Marks a debrief prompt as talking about `chart`. */
export function about(chart: ChartRef, prompt: DebriefPrompt): ChartPrompt {
  return Object.assign(prompt, { chart });
}

export const choiceChart = (key: string): ChartRef => `choice:${key}`;

/**
 * The chart each selected prompt talks about (null: none), found by running the prompts the selection came from on
 * the same facts: the first whose text is the prompt's names its chart.
 */
export function promptCharts(facts: DebriefFacts, from: readonly ChartPrompt[], selected: readonly string[]): (ChartRef | null)[] {
  const byText = new Map<string, ChartRef | null>();
  for (const p of from) {
    let text: string | null = null;
    try {
      text = p(facts);
    } catch {
      text = null;
    }
    if (text && !byText.has(text)) byText.set(text, p.chart ?? null);
  }
  return selected.map((t) => byText.get(t) ?? null);
}

export interface ResultSlide {
  /** The chart drawn on the slide; null for a slide of text only. */
  chart: ChartRef | null;
  /** The slide's visible title: the chart's title, or `textTitle` for a slide of text only. */
  title: string;
  /** At most one debrief prompt. */
  prompt: string | null;
}

/**
 * The slides, in the report's order of charts: each chart with each prompt about it (one slide per prompt), or alone;
 * then the prompts about no chart the report draws, one text slide each.
 */
export function resultSlides(
  charts: readonly { chart: ChartRef; title: string }[],
  prompts: readonly { text: string; chart: ChartRef | null }[],
  textTitle: string,
): ResultSlide[] {
  const drawn = new Set(charts.map((c) => c.chart));
  const slides: ResultSlide[] = [];
  for (const c of charts) {
    const mine = prompts.filter((p) => p.chart === c.chart);
    if (!mine.length) slides.push({ chart: c.chart, title: c.title, prompt: null });
    for (const p of mine) slides.push({ chart: c.chart, title: c.title, prompt: p.text });
  }
  for (const p of prompts) if (!p.chart || !drawn.has(p.chart)) slides.push({ chart: null, title: textTitle, prompt: p.text });
  return slides;
}
