/**
 * Every figure a LaunchPad text quotes comes from the constants: change one and the text follows (docs/architecture.md,
 * "Figures written once").
 */
import * as C from '@/engines/launchpad/constants';
import { HELP, helpTexts } from './help';

describe('help texts quote the constants', () => {
  it('with the real constants they read as before', () => {
    expect(HELP.strengthsLead).toBe('Pick up to 3 strengths that describe you best. Every founder brings something different.');
    expect(HELP.improvementsLead).toBe('Pick up to 3 areas to improve. Knowing your weak spots is a founder superpower.');
    expect(HELP.uniquenessHint).toBe('Say who it is for and what you do that these rivals do not. 50 characters or more stands out.');
    expect(HELP.uniquenessCount(1234)).toBe('1,234 / 2,000 characters');
    expect(HELP.stage1Step('improvements')).toBe('Step 2 of 2');
    expect(HELP.badgeText).toContain('You completed Week 1: LaunchPad.');
    expect(HELP.pdfFixAnswer).toBe('To change your answer, go back to Rival Radar (stage 7).');
  });
  it('changed constants change every text that quotes them', () => {
    const t = helpTexts({
      ...C,
      MAX_STRENGTHS: 4,
      MAX_IMPROVEMENT_AREAS: 5,
      UNIQUENESS_HIGH_AT: 60,
      UNIQUENESS_MAX_CHARS: 3000,
      STAGE: { ...C.STAGE, rivals: 8 },
      STAGE_TITLES: { ...C.STAGE_TITLES, 8: 'Rivals' },
      WEEK_NAME: 'Week 2: Pitch',
      STAGE1_STEPS: ['strengths', 'improvements', 'strengths'],
    });
    expect(t.strengthsLead).toContain('up to 4 strengths');
    expect(t.improvementsLead).toContain('up to 5 areas');
    expect(t.uniquenessHint).toContain('60 characters');
    expect(t.uniquenessLimit).toContain('3,000 characters');
    expect(t.uniquenessCount(10)).toBe('10 / 3,000 characters');
    expect(t.badgeText).toContain('Week 2: Pitch');
    expect(t.pdfFixAnswer).toBe('To change your answer, go back to Rivals (stage 8).');
    expect(t.stage1Step('improvements')).toBe('Step 2 of 3');
  });
  it('the engine messages are built from the same figures', () => {
    expect(C.MSG.tooManyStrengths).toBe('You can only select up to 3 strengths');
    expect(C.MSG.tooManyImprovements).toBe('You can only select up to 3 areas to improve');
    expect(C.MSG.uniquenessTooLong).toBe('Your answer can be at most 2,000 characters, so the extra text was cut.');
    const m = C.makeMessages({ MAX_STRENGTHS: 2, MAX_IMPROVEMENT_AREAS: 4, UNIQUENESS_MAX_CHARS: 1500, STAGE: { gaps: 4, rivals: 6 }, RECORD_MOVES_MAX: 3000 });
    expect(m.tooManyStrengths).toBe('You can only select up to 2 strengths');
    expect(m.tooManyImprovements).toBe('You can only select up to 4 areas to improve');
    expect(m.uniquenessTooLong).toContain('at most 1,500 characters');
    expect(m.industryChanged).toContain('in stages 4 and 6.');
    expect(m.weekFull).toContain('reached 3,000 moves');
  });
});
