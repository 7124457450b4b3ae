/**
 * Teacher guides (docs/classroom.md, "The teacher's pages and guides"): one printable page per simulation, at
 * /teacher/guides/<simulation id>, written in content/teacher-guides/<simulation id>.mdx, plus the index at
 * /teacher/guides. Every guide has the same five sections, in this order; the page renders each section's heading from
 * GUIDE_SECTIONS, so no guide can rename one.
 *
 * Figures a simulation already holds are never typed here or in a guide: durations come from the catalogue
 * (content/simulations.ts), rounds, days and limits from each engine's constants.
 */
import { simulations, type SimulationEntry } from '@/content/simulations';
import { STAGE_COUNT } from '@/engines/launchpad/constants';
import { SCENARIOS, SCENARIO_NAMES } from '@/engines/bullwhip/constants';
import { DIFFICULTY_LIST } from '@/engines/everest/constants';

/** 'A, B or C'. */
const orList = (xs: readonly string[]) => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`);

/** The three class-side paths the guides send a teacher to (the teacher's pages, built beside these guides). */
export const TEACHER_PATH = '/teacher';
export const REPORT_PATH = '/teacher/report';
export const GUIDES_PATH = '/teacher/guides';

/** How long the brief before play takes: the guides' "5-minute brief" (docs/classroom.md). */
export const BRIEF_MINUTES = 5;
/** Copying the result code at the end and pasting it where the teacher collects them (a chat, the LMS). */
export const CODES_MINUTES = 2;
/** The class discussion after play, with the class report on the projector. */
export const DEBRIEF_MINUTES = { min: 10, max: 15 } as const;

export type GuideSectionId = 'objectives' | 'brief' | 'timings' | 'watch' | 'debrief';

/** The five sections every guide has, in order. */
export const GUIDE_SECTIONS: readonly { id: GuideSectionId; title: string }[] = [
  { id: 'objectives', title: 'Learning objectives' },
  { id: 'brief', title: `The ${BRIEF_MINUTES}-minute brief` },
  { id: 'timings', title: 'Timings' },
  { id: 'watch', title: 'What to watch for' },
  { id: 'debrief', title: 'Debrief questions' },
];

export interface TeacherGuide {
  /** The simulation's catalogue id, also the guide's slug. */
  id: string;
  path: string;
  /** The page title (metadata and h1). */
  title: string;
  /** One sentence for metadata and the index card. */
  description: string;
  /** What the teacher sets in the class link for this simulation, in words. */
  classSettings: string;
  /**
   * The class report's figures for this simulation (docs/classroom.md, "The teacher's pages and guides"). Every debrief
   * question is tied to one of them (<Q figure="…">), and the guide test checks that each figure has at least one
   * question.
   */
  reportFigures: readonly string[];
}

const GUIDE_TEXT: Record<string, Omit<TeacherGuide, 'id' | 'path' | 'title'>> = {
  launchpad: {
    description:
      `Teacher guide to LaunchPad, Week 1: objectives, a ${BRIEF_MINUTES}-minute brief, timings, what to watch for and debrief questions on stages finished, industry, market gap and goal grid.`,
    classSettings: `No settings: every student plays the same ${STAGE_COUNT} stages.`,
    reportFigures: ['Stages finished', 'Industry', 'Market gap', 'Goal grid'],
  },
  bullwhip: {
    description:
      `Teacher guide to Bullwhip Rush: objectives, a ${BRIEF_MINUTES}-minute brief, timings, what to watch for and debrief questions on the chain's cost, service, order variance and the autopilot.`,
    classSettings: `Scenario (${orList(SCENARIOS.map((x) => SCENARIO_NAMES[x]))}) and the role every student plays.`,
    reportFigures: ['Chain cost', 'Your tier’s cost', 'Service', 'Order-variance ratio', 'Chain cost against the autopilot', 'Orders vs demand by round'],
  },
  summit: {
    description:
      `Teacher guide to Summit of Decisions: objectives, a ${BRIEF_MINUTES}-minute brief, timings, what to watch for and debrief questions on outcome, survivors and the final gauges.`,
    classSettings: 'The role every student plays.',
    reportFigures: ['Outcome', 'Survivors', 'Final gauges'],
  },
  'city-tycoon': {
    description:
      `Teacher guide to City Tycoon: objectives, a ${BRIEF_MINUTES}-minute brief, timings, what to watch for and debrief questions on each table’s ranking and net worth.`,
    classSettings: 'Players per table, starting cash and the turn cap.',
    reportFigures: ['Ranking', 'Net worth'],
  },
  everest: {
    description:
      `Teacher guide to the Everest Expedition: objectives, a ${BRIEF_MINUTES}-minute brief, timings, what to watch for and debrief questions on summit, home, days, score and grade.`,
    classSettings: `Difficulty (${orList(DIFFICULTY_LIST)}).`,
    reportFigures: ['Summit', 'Home', 'Days', 'Score', 'Grade'],
  },
};

function guideOf(s: SimulationEntry): TeacherGuide {
  const text = GUIDE_TEXT[s.id];
  if (!text) throw new Error(`content/teacher-guides: no guide text for the simulation ${s.id}.`);
  return { id: s.id, path: `${GUIDES_PATH}/${s.id}`, title: `Teacher guide: ${s.title}`, ...text };
}

/** One guide per simulation in the catalogue, in the catalogue's order. */
export const TEACHER_GUIDES: readonly TeacherGuide[] = simulations.map(guideOf);

export function findGuide(id: string): TeacherGuide | undefined {
  return TEACHER_GUIDES.find((g) => g.id === id);
}

export const GUIDES_INDEX = {
  path: GUIDES_PATH,
  title: 'Teacher guides',
  description:
    'A printable guide for each simulation: learning objectives, what to say before students start, timings, what to watch for and debrief questions tied to the class report.',
} as const;

/**
 * The guide routes' metadata entries (lib/metadata.ts adds them to ROUTES, which also gives the sitemap its entries
 * and scripts/og-images.mjs their preview images): the index, then one per simulation.
 */
export const TEACHER_GUIDE_ROUTES: readonly { path: string; title: string; description: string }[] = [
  GUIDES_INDEX,
  ...TEACHER_GUIDES.map(({ path, title, description }) => ({ path, title, description })),
];

/** A lesson plan's rows for one simulation: minutes from the constants above and the catalogue's playing time. */
export interface TimingRow {
  part: string;
  /** e.g. '5 min' or the catalogue's '10–15 minutes'. */
  time: string;
  min: number;
  max: number;
}

const span = (min: number, max: number) => (min === max ? `${min} min` : `${min}–${max} min`);

export function timingRows(s: SimulationEntry): TimingRow[] {
  return [
    { part: 'Brief', time: span(BRIEF_MINUTES, BRIEF_MINUTES), min: BRIEF_MINUTES, max: BRIEF_MINUTES },
    { part: 'Play', time: s.duration, min: s.minutes.min, max: s.minutes.max },
    { part: 'Copy and hand in result codes', time: span(CODES_MINUTES, CODES_MINUTES), min: CODES_MINUTES, max: CODES_MINUTES },
    { part: 'Debrief with the class report', time: span(DEBRIEF_MINUTES.min, DEBRIEF_MINUTES.max), min: DEBRIEF_MINUTES.min, max: DEBRIEF_MINUTES.max },
  ];
}

export function lessonTotal(s: SimulationEntry): { min: number; max: number; time: string } {
  const rows = timingRows(s);
  const min = rows.reduce((a, r) => a + r.min, 0);
  const max = rows.reduce((a, r) => a + r.max, 0);
  return { min, max, time: span(min, max) };
}
