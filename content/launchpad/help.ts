/**
 * LaunchPad's help and instruction texts that quote a figure or a stage: functions of the constants, so a rule
 * changed in engines/launchpad/constants.ts changes every text that quotes it (docs/architecture.md, "Figures written
 * once").
 */
import * as C from '../../engines/launchpad/constants';

/** The constants the texts quote (a test passes changed ones). */
export interface HelpFigures {
  MAX_STRENGTHS: number;
  MAX_IMPROVEMENT_AREAS: number;
  STAGE1_STEPS: readonly C.Stage1Step[];
  UNIQUENESS_HIGH_AT: number;
  UNIQUENESS_MAX_CHARS: number;
  STAGE: { rivals: number };
  STAGE_TITLES: Record<number, string>;
  WEEK_NAME: string;
}

export const helpTexts = (c: HelpFigures = C) => ({
  stage1Step: (step: C.Stage1Step) => `Step ${c.STAGE1_STEPS.indexOf(step) + 1} of ${c.STAGE1_STEPS.length}`,
  strengthsLead: `Pick up to ${c.MAX_STRENGTHS} strengths that describe you best. Every founder brings something different.`,
  improvementsLead: `Pick up to ${c.MAX_IMPROVEMENT_AREAS} areas to improve. Knowing your weak spots is a founder superpower.`,
  uniquenessHint: `Say who it is for and what you do that these rivals do not. ${c.UNIQUENESS_HIGH_AT} characters or more stands out.`,
  uniquenessCount: (chars: number) => `${C.fmt(chars)} / ${C.fmt(c.UNIQUENESS_MAX_CHARS)} characters`,
  uniquenessLimit: `That is the limit: answers keep the first ${C.fmt(c.UNIQUENESS_MAX_CHARS)} characters.`,
  badgeText: `You completed ${c.WEEK_NAME}. Your startup has a founder, a problem to solve, a customer and a plan.`,
  pdfFailed: 'The PDF could not be made in this browser. Please try again.',
  pdfFixAnswer: `To change your answer, go back to ${c.STAGE_TITLES[c.STAGE.rivals]} (stage ${c.STAGE.rivals}).`,
});

export const HELP = helpTexts();
