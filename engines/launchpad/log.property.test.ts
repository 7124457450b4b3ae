/**
 * The engine's own move log (docs/architecture.md, "The move log"): random games through `engine.step` (every action
 * kind, refused ones, new weeks) → the log holds one move per applied action that changed the state, in order, and
 * nothing for a refused one; replaying the log from the state's seed gives the very same state (the answer's words
 * aside); the code made from the state alone verifies.
 */
import { verifyCode } from '../core/code';
import { Rng, seedRng } from '../core/prng';
import { CODECS } from '../classroom';
import { INDUSTRIES, PERSONA_STEPS, PRIORITIES, STRENGTHS, IMPROVEMENT_AREAS } from './constants';
import { engine } from './index';
import { codeFor, summaryOf } from './classroom';
import { MAX_MOVES, nextLog, sameRuleState, type Move } from './moves';
import { competitorsFor } from './selectors';
import { replayMoves } from './validate';
import type { Action, LaunchpadState } from './types';

function anyAction(rng: Rng, s: LaunchpadState): Action {
  const r = rng.next();
  if (r < 0.2) return { type: 'continue' };
  if (r < 0.24) return { type: 'back' };
  if (r < 0.25) return rng.pick<Action>([{ type: 'nextStage' }, { type: 'previousStage' }, { type: 'goToStage', stage: rng.int(-2, 12) }]);
  if (r < 0.252) return { type: 'reset' };
  if (r < 0.27) return rng.pick<Action>([{ type: 'toggleStrength', strength: 'Nope' }, { type: 'selectCompetitor', id: 'x' }, { type: 'removeGap', id: 'gap-x' }]);
  switch (s.currentStage) {
    case 1:
      return s.stage1Step === 'strengths' ? { type: 'toggleStrength', strength: rng.pick(STRENGTHS) } : { type: 'toggleImprovement', area: rng.pick(IMPROVEMENT_AREAS) };
    case 2:
      return rng.chance(0.7) ? { type: 'clickIndustry', industry: rng.pick(INDUSTRIES) } : { type: 'selectIndustry', industry: rng.pick(INDUSTRIES) };
    case 4:
      return { type: 'selectCountry', code: 'US' };
    case 5:
      if (rng.chance(0.15) && s.selectedGapIdeas.length) return { type: 'removeGap', id: rng.pick(s.selectedGapIdeas).id };
      return rng.chance(0.5) ? { type: 'interestedInGap' } : { type: 'skipGap' };
    case 6: {
      const def = PERSONA_STEPS[s.personaStep - 1];
      return { type: 'setPersona', field: def.field, value: rng.pick(def.options) };
    }
    case 7:
      return rng.chance(0.4) ? { type: 'selectCompetitor', id: rng.pick(competitorsFor(s.selectedIndustry)).id } : { type: 'setUniquenessText', text: 'ab '.repeat(rng.int(0, 30)) };
    case 8:
      return {
        type: 'moveGoal',
        source: { droppableId: rng.pick(PRIORITIES), index: rng.int(0, 3) },
        destination: rng.chance(0.1) ? null : { droppableId: rng.pick(PRIORITIES), index: rng.int(0, 7) },
      };
    default:
      return { type: 'continue' };
  }
}

/** The move type an action is logged as (the rest of the move is the rules' own words: checked by the replay). */
const loggedType = (a: Action): Move['type'] => (a.type === 'setUniquenessText' ? 'answer' : (a.type as Move['type']));

describe('the log inside the state', () => {
  test('a new week has its seed and an empty log', () => {
    const s = engine.init(undefined, 'LP-SEED1');
    expect(s.seed).toBe('LP-SEED1');
    expect(s.log).toEqual([]);
  });

  test('random games: one move per applied change, none for a refusal or a no-op; the replay is the very state; the code verifies', () => {
    let applied = 0;
    let refusedCount = 0;
    let finished = 0;
    for (let g = 0; g < 80; g++) {
      const rng = new Rng(seedRng(`log-${g}`));
      const seed = `LP-L${g}`;
      let s = engine.init(undefined, seed);
      for (let i = 0; i < 500 && s.currentStage < 9; i++) {
        const a = anyAction(rng, s);
        const before = s.log!;
        const out = engine.step(s, a);
        if (out.refusal || out.state === s) {
          // Refused, or applied without changing anything: the very same object, nothing logged.
          expect(out.state).toBe(s);
          if (out.refusal) refusedCount++;
          continue;
        }
        applied++;
        const log = out.state.log!;
        const last = log[log.length - 1];
        expect(last.type).toBe(loggedType(a));
        if (a.type === 'reset') expect(log.every((m) => m.type === 'reset')).toBe(true);
        else {
          // The earlier moves unchanged (the same objects); consecutive answer edits are one move.
          const kept = a.type === 'setUniquenessText' && before[before.length - 1]?.type === 'answer' ? before.length - 1 : before.length;
          if (log.length !== kept + 1 || before.slice(0, kept).some((m, k) => m !== log[k])) throw new Error(`log not appended at ${g}/${i}`);
        }
        s = out.state;
      }
      const end = replayMoves(seed, s.log!);
      expect(end).not.toBeNull();
      expect(sameRuleState(end!, s)).toBe(true);
      expect([end!.personaName, end!.rng, end!.seed, end!.log]).toEqual([s.personaName, s.rng, s.seed, s.log]);
      if (s.currentStage === 9) {
        finished++;
        const v = verifyCode(codeFor(s, { classId: 'C-LOG001', nickname: 'L' }), CODECS, { game: 'launchpad', classId: 'C-LOG001', seed, settings: {} });
        expect(v.verdict).toBe('verified');
        expect(v.replayed).toEqual(summaryOf(s));
      }
    }
    expect(applied).toBeGreaterThan(3000);
    expect(refusedCount).toBeGreaterThan(300);
    expect(finished).toBeGreaterThan(40);
  });

  test('typing the answer is one move however many edits; a new week keeps only the new weeks before it', () => {
    let s = engine.init(undefined, 'S');
    for (const t of ['a', 'ab', 'abc', 'ab']) s = engine.step(s, { type: 'setUniquenessText', text: t }).state;
    expect(s.log).toEqual([{ type: 'answer', length: 2 }]);
    s = engine.step(s, { type: 'toggleStrength', strength: 'Natural leader' }).state;
    s = engine.step(s, { type: 'reset' }).state;
    s = engine.step(s, { type: 'toggleStrength', strength: 'Natural leader' }).state;
    s = engine.step(s, { type: 'reset' }).state;
    expect(s.log).toEqual([{ type: 'reset' }, { type: 'reset' }]);
    expect(replayMoves('S', s.log!)!.personaName).toBe(s.personaName);
  });

  test('past MAX_MOVES the log is no longer kept; a new week starts a new one', () => {
    let log: Move[] | null = [];
    for (let i = 0; i < MAX_MOVES; i++) log = nextLog(log, { type: 'skipGap' });
    expect(log).toHaveLength(MAX_MOVES);
    expect(nextLog(log, { type: 'skipGap' })).toBeNull();
    expect(nextLog(null, { type: 'skipGap' })).toBeNull();
    expect(nextLog(null, { type: 'reset' })).toEqual([]);
    let s: LaunchpadState = { ...engine.init(undefined, 'S'), log: null };
    s = engine.step(s, { type: 'toggleStrength', strength: 'Natural leader' }).state;
    expect(s.log).toBeNull();
    expect(engine.step(s, { type: 'reset' }).state.log).toEqual([]);
  });
});
