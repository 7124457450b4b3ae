/**
 * Debrief prompts for the class report: each is a function of this class's figures and returns its text only when the
 * data supports it (else null). lib/classroom/report.ts `selectPrompts` picks one to three per simulation: the game's
 * own prompts first, then the general ones. `about(chart, …)` names the chart a prompt talks about: present mode shows
 * the prompt beside that chart (lib/classroom/slides.ts); a prompt without one gets a slide of text.
 *
 * Columns are found by their heading (each game's report in engines/<game>/classroom.ts names them), so a prompt
 * whose figure a game does not report simply does not appear.
 */
import type { CodeGame } from '@/engines/core/code';
import {
  DEFAULT_GOALS as LAUNCHPAD_DEFAULT_GOALS,
  INDUSTRIES as LAUNCHPAD_INDUSTRIES,
  PRIORITY_TITLES as LAUNCHPAD_PRIORITY_TITLES,
  SUMMARY as LAUNCHPAD_SUMMARY,
} from '@/engines/launchpad/constants';
import { EXHAUSTED_BELOW, WIN_PROGRESS } from '@/engines/summit/constants';
import type { DebriefColumn, DebriefFacts } from '@/lib/classroom/report';
import { about, choiceChart, type ChartPrompt } from '@/lib/classroom/slides';

const one = (n: number) => (Math.abs(n) >= 10 ? n.toFixed(0) : n.toFixed(1));
const pct = (part: number, whole: number) => `${Math.round((100 * part) / whole)}%`;

/** The first column whose heading matches. */
function column(f: DebriefFacts, heading: RegExp): DebriefColumn | undefined {
  return Object.values(f.columns).find((c) => heading.test(c.label));
}

/** How many rows say yes in a yes/no column (a value of 1, or the text "Yes"). */
function yesCount(c: DebriefColumn, n: number): number | null {
  if (c.values.length === n && c.values.every((v) => v === 0 || v === 1)) return c.values.filter((v) => v === 1).length;
  if (c.texts.length === n && c.texts.every((t) => /^(yes|no)\b/i.test(t.trim()))) return c.texts.filter((t) => /^yes\b/i.test(t.trim())).length;
  return null;
}

const LAUNCHPAD_GOAL_COUNT = LAUNCHPAD_DEFAULT_GOALS.length;

const inClass = (f: DebriefFacts) => (f.settingsWords ? ` (${f.settingsWords})` : '');

/** Prompts for every simulation. */
export const GENERAL_PROMPTS: ChartPrompt[] = [
  about('distribution', (f) =>
    f.leader && f.n >= 2
      ? `${f.leader.name} had the best ${f.main.label.toLowerCase()} in the class (${f.main.format(f.leader.value)}). Ask them to walk the class through their first few moves and the rule they followed.`
      : null),
  about('distribution', (f) =>
    f.n >= 3 && f.main.max > f.main.min
      ? `${f.main.label} ranged from ${f.main.format(f.main.min)} to ${f.main.format(f.main.max)} (median ${f.main.format(f.main.median)}). Ask a student from each end what they did differently in their first few moves.`
      : null),
  about('distribution', (f) => {
    const range = f.main.max - f.main.min;
    if (f.n < 5 || !(range > 0) || Math.abs(f.main.mean - f.main.median) < 0.15 * range) return null;
    return `The class average of ${f.main.label.toLowerCase()} (${f.main.format(f.main.mean)}) is pulled away from the median (${f.main.format(f.main.median)}) by a few results. Which describes the class better, and what made those results so different?`;
  }),
  about('distribution', (f) =>
    f.n >= 3 && f.main.max === f.main.min
      ? `Everyone got the same ${f.main.label.toLowerCase()} (${f.main.format(f.main.min)}). Was the game too easy to get wrong, or did the class agree on a plan? Ask one student to explain it.`
      : null),
];

/** Each simulation's own prompts. */
export const GAME_PROMPTS: Record<CodeGame, ChartPrompt[]> = {
  bullwhip: [
    about('distribution', (f) => {
      // "Chain cost against the autopilot": the student's chain cost minus the chain's cost with the autopilot in the
      // student's seat on the same demand (below 0 = beat it). The score is the chain's cost, never the variance ratio.
      const c = column(f, /against the autopilot/i);
      if (!c || c.values.length !== f.n || f.n < 2) return null;
      const better = c.values.filter((v) => v < 0).length;
      return better === 0
        ? `No one ran the chain for less than the autopilot does in their seat on the same demand. What does a simple rule know that a person watching the numbers forgets?`
        : `${better} of ${f.n} students beat the autopilot: their whole chain cost less than with the autopilot in their seat, on the same demand. Ask one of them to explain their rule for ordering.`;
    }),
    about('series', (f) =>
      f.n >= 2 && f.varianceRatio >= 1.2
        ? `In this class${inClass(f)}, the median student ordered ${one(f.varianceRatio)}× more variably than customers bought — ask why. Where did the extra swings come from: the delays, the backlog, or guessing?`
        : null),
    about('series', (f) =>
      f.n >= 2 && f.varianceRatio > 0 && f.varianceRatio < 1
        ? `The median student's orders swung less than demand (${one(f.varianceRatio)}× its variance). Ask how they kept orders steady, and what it cost them in backlog or stock.`
        : null),
  ],
  everest: [
    about('distribution', (f) => {
      const summit = column(f, /summit/i);
      const home = column(f, /home/i);
      const s = summit ? yesCount(summit, f.n) : null;
      const h = home ? yesCount(home, f.n) : null;
      if (s === null || f.n < 2) return null;
      if (h !== null && h < s)
        return `${s} of ${f.n} teams reached the summit, but only ${h} came home safely. Was the summit worth the risk? Ask when they should have turned back.`;
      return `${s} of ${f.n} teams (${pct(s, f.n)}) reached the summit. Ask the others what made them turn back, and whether it was the right call.`;
    }),
    (f) => {
      const days = column(f, /days/i);
      if (!days || days.values.length < 3) return null;
      const lo = Math.min(...days.values);
      const hi = Math.max(...days.values);
      return hi - lo >= 5 ? `Expeditions took from ${lo} to ${hi} days. Did the fastest teams take more risk with the weather?` : null;
    },
  ],
  summit: [
    about('distribution', (f) => {
      const out = column(f, /outcome/i);
      if (!out || f.n < 2) return null;
      const counts = new Map<string, number>();
      for (const t of out.texts) if (t) counts.set(t, (counts.get(t) ?? 0) + 1);
      if (counts.size < 2) return null;
      const parts = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([t, k]) => `${k} × ${t}`);
      return `Outcomes: ${parts.join(', ')}. Which decision round split the class? Ask two students with different outcomes to compare their votes.`;
    }),
    (f) => {
      // Progress short of the summit: the team rested too often, or was too exhausted to climb (docs/rules/summit.md).
      const p = column(f, /progress/i);
      if (!p || p.values.length < 2) return null;
      const short = p.values.filter((v) => v < WIN_PROGRESS).length;
      return short > 0
        ? `${short} of ${p.values.length} teams ended short of progress ${WIN_PROGRESS}. Ask them in which round morale first fell below ${EXHAUSTED_BELOW} (too exhausted to climb), or how many rounds they spent resting.`
        : null;
    },
    (f) => {
      const s = column(f, /survivor/i);
      if (!s || s.values.length < 2) return null;
      const lost = s.values.filter((v) => v < Math.max(...s.values)).length;
      return lost > 0 ? `${lost} of ${f.n} teams lost at least one teammate. What would the team have needed to hear earlier?` : null;
    },
  ],
  'city-tycoon': [
    about('distribution', (f) => {
      const w = column(f, /net worth/i);
      if (!w || w.values.length < 2) return null;
      const lo = Math.min(...w.values);
      const hi = Math.max(...w.values);
      return lo > 0 && hi / lo >= 2
        ? `The richest result was ${one(hi / lo)}× the poorest. Ask the winners when they stopped buying and started building — and whether debt helped or hurt.`
        : null;
    }),
  ],
  launchpad: [
    // LaunchPad has no score (docs/rules/launchpad.md "On the report"): its prompts read the class's choices.
    about(choiceChart('industry'), (f) => {
      const ind = column(f, /^industry$/i);
      if (!ind || f.n < 3) return null;
      const distinct = new Set(ind.texts.filter((t) => t && t !== LAUNCHPAD_SUMMARY.noIndustry)).size;
      const unchosen = LAUNCHPAD_INDUSTRIES.length - distinct;
      if (distinct === 0) return null;
      return distinct >= 2
        ? `The class chose ${distinct} different industries; ${unchosen === 0 ? 'every industry was chosen' : `${unchosen} of ${LAUNCHPAD_INDUSTRIES.length} were chosen by nobody`}. Ask two students in different industries what gap they found, and who their customer is — and why nobody chose the others.`
        : `Everyone chose the same industry. Why? Ask what would change for a founder in a different one.`;
    }),
    about(choiceChart('gap'), (f) => {
      const gap = column(f, /market gap/i);
      if (!gap || f.n < 3) return null;
      const distinct = new Set(gap.texts.filter((t) => t && t !== LAUNCHPAD_SUMMARY.noGap)).size;
      return distinct >= 2
        ? `The class found ${distinct} different market gaps. Pick two: who has that problem today, and what do they do about it? A gap is a problem, not an app.`
        : null;
    }),
    about(choiceChart('goals'), (f) => {
      const urgent = column(f, /urgent & important/i);
      if (!urgent || urgent.values.length !== f.n || f.n < 3) return null;
      const lo = Math.min(...urgent.values);
      const hi = Math.max(...urgent.values);
      const title = LAUNCHPAD_PRIORITY_TITLES.urgent;
      return hi > lo
        ? `Students put between ${lo} and ${hi} of the ${LAUNCHPAD_GOAL_COUNT} goals under “${title}”. Ask one student from each end: if you could do only one thing this week, which, and why?`
        : `Every student put ${lo} of the ${LAUNCHPAD_GOAL_COUNT} goals under “${title}”. Did anyone move a goal? Ask why one goal can wait.`;
    }),
  ],
};
