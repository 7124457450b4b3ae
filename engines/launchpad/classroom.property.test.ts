/**
 * Property tests of LaunchPad's result code (docs/classroom.md, "Result codes"): random weeks played as a student
 * clicks (back-and-forth, refused clicks, a typed answer of any length) → code → verifyCode is 'verified' and the
 * replay's summary is the end screen's; single-character changes are never verified; every code is URL-safe.
 */
import { verifyCode } from '../core/code';
import { Rng, seedRng } from '../core/prng';
import { CODECS } from '../classroom';
import { IMPROVEMENT_AREAS, INDUSTRIES, PERSONA_STEPS, PRIORITIES, STRENGTHS } from './constants';
import { codeMoves, replay, start } from '../core/record';
import { manifest, rules } from './manifest';
import { codeFor, summaryOf, type CodedMove } from './classroom';
import { fromCoded } from './moves';
import { playMove, type PlayedWeek } from './play';
import { competitorsFor } from './selectors';
import type { LaunchpadState, Move } from './types';
import { choicesOf } from './testkit';

type Action = Move;

const WORDS = ['club', 'tutor', 'app', '  ', 'é', '🚀', 'local', 'teens', 'swap', '\n'];

function randomAction(rng: Rng, s: LaunchpadState): Action {
  const r = rng.next();
  if (r < 0.22) return { type: 'continue' };
  if (r < 0.27) return { type: 'back' };
  switch (s.currentStage) {
    case 1:
      return s.stage1Step === 'strengths' ? { type: 'toggleStrength', strength: rng.pick(STRENGTHS) } : { type: 'toggleImprovement', area: rng.pick(IMPROVEMENT_AREAS) };
    case 2:
      return rng.chance(0.7) ? { type: 'clickIndustry', industry: rng.pick(INDUSTRIES) } : { type: 'selectIndustry', industry: rng.pick(INDUSTRIES) };
    case 5: {
      const x = rng.next();
      if (x < 0.1 && s.selectedGapIdeas.length) return { type: 'removeGap', gap: rng.int(0, 4) };
      return x < 0.5 ? { type: 'interestedInGap' } : { type: 'skipGap' };
    }
    case 6: {
      const def = PERSONA_STEPS[s.personaStep - 1];
      return { type: 'setPersona', field: def.field, value: rng.pick(def.options) };
    }
    case 7:
      return rng.chance(0.5)
        ? { type: 'selectCompetitor', rival: rng.int(0, competitorsFor(s.selectedIndustry).length - 1) }
        : { type: 'setUniquenessText', text: Array.from({ length: rng.int(0, rng.chance(0.1) ? 800 : 25) }, () => rng.pick(WORDS)).join(' ') };
    case 8:
      return { type: 'moveGoal', from: rng.pick(PRIORITIES), fromIndex: rng.int(0, 3), to: rng.pick(PRIORITIES), toIndex: rng.int(0, 4) };
    default:
      return { type: 'continue' };
  }
}

function randomWeek(seed: string): PlayedWeek {
  const rng = new Rng(seedRng(`walk-${seed}`));
  let w = start(rules, {}, seed);
  for (let i = 0; i < 3000 && w.state.currentStage < 9; i++) w = playMove(w, randomAction(rng, w.state)).played;
  // Sometimes the student looks back from the summary and comes again.
  if (w.state.currentStage === 9 && rng.chance(0.3)) {
    w = playMove(w, { type: 'back' }).played;
    w = playMove(w, { type: 'continue' }).played;
  }
  return w;
}

const pick = choicesOf;

describe('random weeks', () => {
  const weeks = Array.from({ length: 150 }, (_, i) => ({ seed: `LP-P${i}`, week: randomWeek(`LP-P${i}`) }))
    .filter((w) => w.week.state.currentStage === 9);
  test('enough weeks reach stage 9', () => {
    expect(weeks.length).toBeGreaterThan(100);
  });
  test('code → verified; the replayed summary is the end screen summary; the replay keeps every choice the rules keep', () => {
    for (const { seed, week } of weeks) {
      const state = week.state;
      const code = codeFor(week, { classId: 'C-PROP01', nickname: 'P' });
      expect(code).toMatch(/^VQ2\.[A-Za-z0-9_-]+$/);
      expect(encodeURIComponent(code)).toBe(code);
      const v = verifyCode(code, CODECS, { game: 'launchpad', classId: 'C-PROP01', seed, settings: {} });
      expect(v.verdict).toBe('verified');
      expect(v.replayed).toEqual(summaryOf(state));
      const r = replay(rules, { ...week.record, moves: (codeMoves(manifest, week.record.moves) as CodedMove[]).map(fromCoded) });
      if (!r.ok) throw new Error(r.refusal.message);
      expect(pick(r.state)).toEqual(pick(state));
      expect(r.state.personaName).toBe(state.personaName);
    }
  });
  test('a sample of single-character changes is never verified', () => {
    const rng = new Rng(seedRng('tamper'));
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    let tried = 0;
    for (const { week } of weeks.slice(0, 40)) {
      const code = codeFor(week, { classId: '', nickname: 'N' });
      for (let k = 0; k < 25; k++) {
        const at = rng.int(0, code.length - 1);
        const ch = code[at] === '.' ? 'x' : alphabet[(alphabet.indexOf(code[at]) + rng.int(1, 63)) % 64];
        const changed = code.slice(0, at) + ch + code.slice(at + 1);
        if (changed === code) continue;
        tried++;
        expect(verifyCode(changed, CODECS).verdict).not.toBe('verified');
      }
    }
    expect(tried).toBeGreaterThan(900);
  });
});
