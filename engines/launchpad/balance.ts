/**
 * LaunchPad in the balance runner (engines/core/balance.ts). LaunchPad has no score on the class report; what a
 * student can chase is XP. The balance figure is the XP one device's record holds after a student plays a number of
 * weeks on it, one after another ("Start a new week" between them), each finished week awarded exactly as the end
 * screen awards it (engines/progress/award.ts `award`, keyed on `finishSignature`). The documented bound is one
 * finish's XP per week played (docs/rules/launchpad.md "Balance"); the rule it shows is that a week earns that XP only
 * when its final choices differ from every week before it: the same clicks again earn nothing.
 *
 * A decision is one answer on the screen (a strength ticked, an industry chosen, a gap card taken, a persona answer, a
 * rival, the answer's length, a goal moved) or Continue. Each question is answered at most once per visit of a stage
 * and a goal moves at most once, out of its starting column and only when that column keeps a goal (a second answer
 * to a question only changes the route, and the finish key ignores routes); Back is left out for the same reason. So
 * every policy reaches the Founder Summary.
 * `npm run balance launchpad` prints the table; balance.test.ts asserts the targets.
 */
import { greedySearch, uniformRandom, type BalanceGame, type BalancePolicy, type BalanceSuite } from '../core/balance';
import type { Rng } from '../core/prng';
import { award, emptyRecord, finishId, xpFor } from '../progress/award';
import type { ProgressRecord } from '../progress/types';
import { codeFor, finishSignature } from './classroom';
import {
  COUNTRIES,
  DEFAULT_GOALS,
  IMPROVEMENT_AREAS,
  INDUSTRIES,
  LAST_STAGE,
  PERSONA_STEPS,
  PRIORITIES,
  STAGE,
  STRENGTHS,
  UNIQUENESS_HIGH_AT,
  UNIQUENESS_MEDIUM_AT,
  type Industry,
} from './constants';
import { start } from '../core/record';
import { refusal } from './engine';
import { rules } from './manifest';
import { playMove, type PlayedWeek } from './play';
import { chosenCompetitor, competitorsFor, gapDeck, uniquenessLength } from './selectors';
import type { Move } from './types';

/** One decision: the clicks of one answer (a gap card is the Skips to it and "I'm interested"), or Continue. */
export interface Choice {
  /** What it answers: 'continue', 'strength', 'improvement', 'industry', 'country', 'gap', 'persona', 'rival', 'answer', 'goal'. */
  kind: string;
  moves: Move[];
}

/** A case: how many weeks the student plays on one device. */
export interface LaunchpadSetup {
  weeks: number;
}

/** One device: the week being played, the weeks finished on it and its XP record. */
export interface Session {
  weeks: number;
  /** The week being played: its record and state. */
  week: PlayedWeek;
  /** The finished weeks, oldest first. */
  finished: PlayedWeek[];
  /** The answers chosen in each finished week, and in the one being played (for "repeat the same clicks"). */
  choices: Choice[][];
  current: Choice[];
  record: ProgressRecord;
}

/** What one finished week is worth (all nine stages): the documented bound per week. */
export const WEEK_XP = xpFor({ game: 'launchpad', id: 'week', result: { stagesDone: LAST_STAGE } }).total;

/** The XP record's date: the balance runner has no clock. */
const AT = '2026-01-01T00:00:00.000Z';

const CONTINUE: Choice = { kind: 'continue', moves: [{ type: 'continue' }] };
const one = (kind: string, move: Move): Choice => ({ kind, moves: [move] });
function describeMove(m: Move): string {
  switch (m.type) {
    case 'continue':
      return 'Continue';
    case 'toggleStrength':
      return m.strength;
    case 'toggleImprovement':
      return `improve ${m.area}`;
    case 'clickIndustry':
      return m.industry;
    case 'setPersona':
      return `${m.field} ${m.value}`;
    case 'selectCompetitor':
      return `rival ${m.rival + 1}`;
    case 'setUniquenessText':
      return `answer of ${uniquenessLength(m.text)} characters`;
    case 'moveGoal':
      return `goal ${m.from} ${m.fromIndex + 1} to ${m.to}`;
    default:
      return JSON.stringify(m).replace(/[{}"]/g, '');
  }
}
/** A choice in a few words: a gap card is "gap after n skips". */
export function describeChoice(c: Choice): string {
  if (c.kind === 'gap') return `gap after ${c.moves.length - 1} skips`;
  if (c.kind === 'industry') return describeMove(c.moves[0]);
  return c.moves.map(describeMove).join(' + ');
}

/** The moves made since this stage (or persona step, or stage-1 step) was entered. */
function thisVisit(w: PlayedWeek): Move[] {
  const moves = w.record.moves;
  let i = moves.length;
  while (i > 0 && moves[i - 1].type !== 'continue') i--;
  return moves.slice(i);
}

const legal = (w: PlayedWeek, m: Move) => refusal(w.state, m) === null;

/** The answers open now (not Continue), each question at most once per visit. */
function answers(w: PlayedWeek): Choice[] {
  const s = w.state;
  const done = thisVisit(w);
  const answered = (type: Move['type']) => done.some((m) => m.type === type);
  switch (s.currentStage) {
    case STAGE.profile:
      return s.stage1Step === 'strengths'
        ? STRENGTHS.filter((x) => !s.strengths.includes(x)).map((strength) => one('strength', { type: 'toggleStrength', strength }))
        : IMPROVEMENT_AREAS.filter((x) => !s.improvementAreas.includes(x)).map((area) => one('improvement', { type: 'toggleImprovement', area }));
    case STAGE.industry:
      if (s.selectedIndustry !== null && done.some((m) => m.type === 'clickIndustry')) return [];
      return INDUSTRIES.filter((x) => x !== s.selectedIndustry).map((industry) => ({
        kind: 'industry',
        moves: [
          { type: 'clickIndustry', industry },
          { type: 'clickIndustry', industry },
        ],
      }));
    case STAGE.country:
      return answered('selectCountry') ? [] : COUNTRIES.filter((c) => c.code !== s.selectedCountry).map((c) => one('country', { type: 'selectCountry', code: c.code }));
    case STAGE.gaps: {
      const deck = gapDeck(s.selectedIndustry);
      const taken = new Set(s.selectedGapIdeas.map((g) => g.id));
      return deck.flatMap((g, i): Choice[] => {
        if (taken.has(g.id)) return [];
        const skips = (i - s.gapIndex + deck.length) % deck.length;
        return [{ kind: 'gap', moves: [...Array.from({ length: skips }, (): Move => ({ type: 'skipGap' })), { type: 'interestedInGap' }] }];
      });
    }
    case STAGE.persona: {
      if (answered('setPersona')) return [];
      const step = PERSONA_STEPS[Math.min(PERSONA_STEPS.length, Math.max(1, s.personaStep)) - 1];
      return (step.options as readonly string[]).filter((v) => v !== s.customerPersona[step.field]).map((value) => one('persona', { type: 'setPersona', field: step.field, value }));
    }
    case STAGE.rivals: {
      const out: Choice[] = [];
      if (!answered('selectCompetitor')) {
        const current = chosenCompetitor(s)?.id;
        competitorsFor(s.selectedIndustry).forEach((c, rival) => c.id !== current && out.push(one('rival', { type: 'selectCompetitor', rival })));
      }
      if (!answered('setUniquenessText')) {
        const now = uniquenessLength(s.competitorSelection.uniquenessText);
        // One length in each band of the uniqueness indicator (low, medium, high).
        for (const length of [UNIQUENESS_MEDIUM_AT - 1, UNIQUENESS_MEDIUM_AT, UNIQUENESS_HIGH_AT])
          if (length !== now) out.push(one('answer', { type: 'setUniquenessText', text: 'x'.repeat(length) }));
      }
      return out;
    }
    case STAGE.goals: {
      // A goal moves at most once a week, out of the column it starts in, and only when that column keeps a goal.
      const start = new Map<string, string>(DEFAULT_GOALS.map((g) => [g.id, g.priority]));
      const out: Choice[] = [];
      for (const from of PRIORITIES) {
        const column = s.goals.filter((g) => g.priority === from);
        if (column.length < 2) continue;
        column.forEach((g, fromIndex) => {
          if (start.get(g.id) !== from) return;
          for (const to of PRIORITIES) if (to !== from) out.push(one('goal', { type: 'moveGoal', from, fromIndex, to, toIndex: 0 }));
        });
      }
      return out;
    }
    default:
      return [];
  }
}

/** Continue (first, when the rules allow it), then the answers open now. */
export function choicesOf(w: PlayedWeek): Choice[] {
  const list = answers(w).filter((c) => legal(w, c.moves[0]));
  return legal(w, CONTINUE.moves[0]) ? [CONTINUE, ...list] : list;
}

export function startSession(setup: LaunchpadSetup, seed: string): Session {
  return { weeks: setup.weeks, week: start(rules, {}, seed), finished: [], choices: [], current: [], record: emptyRecord() };
}

/** Plays one answer; a week that reaches the Founder Summary is awarded, and the next week begins ("Start a new week"). */
export function applyChoice(s: Session, c: Choice): Session | { refused: string } {
  let week = s.week;
  for (const m of c.moves) {
    const out = playMove(week, m);
    if (out.step.refusal) return { refused: out.step.refusal.message };
    week = out.played;
  }
  const current = [...s.current, c];
  if (week.state.currentStage !== LAST_STAGE) return { ...s, week, current };
  const record = award(s.record, { game: 'launchpad', id: finishId('', finishSignature(week.state)), result: { stagesDone: LAST_STAGE } }, AT).record;
  const finished = [...s.finished, week];
  // "Start a new week": a new record on the same device, with the same seed.
  const next = finished.length < s.weeks ? start(rules, {}, week.record.seed) : week;
  return { ...s, week: next, finished, choices: [...s.choices, current], current: [], record };
}

/** How many of the finished weeks differ (by the finish key) from every earlier one. */
export const differentWeeks = (s: Session): number => new Set(s.finished.map((w) => finishId('', finishSignature(w.state)))).size;

export const game: BalanceGame<Session, Choice, LaunchpadSetup> = {
  id: 'launchpad',
  title: 'LaunchPad',
  cases: [
    { name: 'one week', setup: { weeks: 1 } },
    { name: 'five weeks on one device', setup: { weeks: 5 } },
  ],
  start: startSession,
  options: (s) => (s.finished.length >= s.weeks ? [] : choicesOf(s.week)),
  apply: applyChoice,
  done: (s) => s.finished.length >= s.weeks,
  score: (s) => s.record.xp,
  higherIsBetter: true,
  bound: (setup) => WEEK_XP * setup.weeks,
  metrics: {
    'different weeks': differentWeeks,
    'finishes counted': (s) => s.record.counts.launchpad,
    'industries tried': (s) => new Set(s.finished.map((w) => w.state.selectedIndustry)).size,
  },
  describe: describeChoice,
  // A week takes at most about 60 decisions (every answer there is, then Continue); five weeks stay well inside.
  maxDecisions: 600,
};

/* ------------------------------------------------------------------ the policies */

export type Policy = BalancePolicy<Session, Choice>;

const byKind = (options: readonly Choice[], kind: string) => options.filter((o) => o.kind === kind);

/** Continue as soon as the rules allow it, else the first answer: the fewest clicks, the same week every time. */
export const alwaysFirst: Policy = { name: 'always the first option (Continue as soon as allowed)', kind: 'degenerate', choose: (_s, options) => options[0] };

/** Every answer's last option, and every answer there is before Continue. */
export const alwaysLast: Policy = { name: 'always the last option', kind: 'degenerate', choose: (_s, options) => options[options.length - 1] };

/**
 * The teacher guide's advice, as code. It follows:
 * - "Pick a customer who is a real kind of person, not everyone." — every persona step answered;
 * - "Industry by habit. Students often pick the industry their friends pick. Ask what they know about its
 *   customers." and the debrief's "Which industries did the class choose, and which did nobody choose? Why might
 *   those be the better opportunity?" — each new week on the device tries an industry it has not tried;
 * - "Gaps that are products. A market gap is a problem, not an app." — one gap taken, the one the student picks;
 * - "Short answers in Rival Radar. The uniqueness indicator rises at 20 and 50 characters" and "Students who finish
 *   early can improve their answer" — an answer of the high band;
 * - "Everything urgent. In the Goal Grid, every column needs a goal. Ask why one goal can wait." — one goal moved to
 *   Low Priority before Continue.
 * Up to two strengths and two areas to improve ("up to 3 strengths and 3 areas to improve"), drawn by the policy's
 * own generator, as are the persona, gap and rival.
 */
export const sensible: Policy = {
  name: 'the guide: a clear customer, a new industry each week, a full answer, one goal that can wait',
  kind: 'sensible',
  choose: (s, options, rng) => {
    const w = s.week.state;
    const go = options.find((o) => o.kind === 'continue');
    const pick = (kind: string, filter: (c: Choice) => boolean = () => true) => {
      const list = byKind(options, kind).filter(filter);
      return list.length ? rng.pick(list) : undefined;
    };
    const visit = thisVisit(s.week);
    let c: Choice | undefined;
    switch (w.currentStage) {
      case STAGE.profile:
        c = (w.stage1Step === 'strengths' ? w.strengths.length : w.improvementAreas.length) < 2 ? pick(w.stage1Step === 'strengths' ? 'strength' : 'improvement') : undefined;
        break;
      case STAGE.industry: {
        const tried = new Set<Industry | null>(s.finished.map((f) => f.state.selectedIndustry));
        c = w.selectedIndustry === null ? (pick('industry', (o) => !tried.has(industryOf(o))) ?? pick('industry')) : undefined;
        break;
      }
      case STAGE.gaps:
        c = w.selectedGapIdeas.length === 0 ? pick('gap') : undefined;
        break;
      case STAGE.persona:
        c = visit.some((m) => m.type === 'setPersona') ? undefined : pick('persona');
        break;
      case STAGE.rivals:
        c = chosenCompetitor(w) === null ? pick('rival') : uniquenessLength(w.competitorSelection.uniquenessText) < UNIQUENESS_HIGH_AT ? pick('answer', (o) => lengthOf(o) >= UNIQUENESS_HIGH_AT) : undefined;
        break;
      case STAGE.goals:
        c = visit.some((m) => m.type === 'moveGoal') ? undefined : pick('goal', (o) => o.moves[0].type === 'moveGoal' && o.moves[0].to === 'low');
        break;
    }
    return c ?? go ?? options[0];
  },
};

const industryOf = (c: Choice): Industry | null => (c.moves[0].type === 'clickIndustry' ? c.moves[0].industry : null);
const lengthOf = (c: Choice): number => (c.moves[0].type === 'setUniquenessText' ? uniquenessLength(c.moves[0].text) : -1);

/**
 * The farmer: the guide's first week, then the very same answers in every later week (what "play it again for more
 * XP" looks like). Later weeks replay the first week's choices in order.
 */
export const repeatSameClicks: Policy = {
  name: 'repeat the same clicks every week',
  kind: 'degenerate',
  choose: (s, options, rng: Rng) => {
    if (s.choices.length === 0) return sensible.choose(s, options, rng);
    const want = s.choices[0][s.current.length];
    const same = want && options.find((o) => describeChoice(o) === describeChoice(want));
    return same ?? options[0];
  },
};

export const policies = (): readonly (() => Policy)[] => [
  () => sensible,
  () => alwaysFirst,
  () => alwaysLast,
  () => repeatSameClicks,
  () => uniformRandom(),
  () => greedySearch(game, { rollout: alwaysFirst, width: 4 }),
];

export const balance: BalanceSuite<Session, Choice, LaunchpadSetup> = {
  game,
  policies,
  seeds: 50,
  codeOf: (s, nickname) => codeFor(s.finished[s.finished.length - 1] ?? s.week, { classId: '', nickname }),
  // The search plays the rest of every week for each option it tries: fewer seeds keep the run short.
  seedsFor: (p, seeds) => (p.kind === 'search' ? seeds.slice(0, 10) : seeds),
};
