/**
 * The week's record (docs/engines.md, "The record"): random games played as the screen plays them (`playMove`: every
 * move kind, refused ones) → the record holds one move per applied move that changed the state, in order, and nothing
 * for a refused one or a no-op; typing the answer is one move; replaying the record from its seed gives the very same
 * state; the code made from the record verifies. And the core's random runner over the rules alone.
 */
import { verifyCode } from '../core/code';
import { Rng, seedRng } from '../core/prng';
import { replay, start } from '../core/record';
import { expectRefusal, randomRun } from '../core/testkit';
import { CODECS } from '../classroom';
import { CODE_MOVES_MAX, INDUSTRIES, PERSONA_STEPS, PRIORITIES, RECORD_MOVES_MAX, STRENGTHS, IMPROVEMENT_AREAS } from './constants';
import { rules } from './manifest';
import { codeFor, noCodeReason, summaryOf } from './classroom';
import { playMove, type PlayedWeek } from './play';
import { competitorsFor } from './selectors';
import type { LaunchpadState, Move } from './types';

function anyMove(rng: Rng, s: LaunchpadState): Move {
  const r = rng.next();
  if (r < 0.2) return { type: 'continue' };
  if (r < 0.24) return { type: 'back' };
  if (r < 0.25) return rng.pick<Move>([{ type: 'nextStage' }, { type: 'previousStage' }, { type: 'goToStage', stage: rng.int(-2, 12) }]);
  if (r < 0.27) return rng.pick([{ type: 'toggleStrength', strength: 'Nope' }, { type: 'selectCompetitor', rival: 7 }, { type: 'removeGap', gap: 9 }] as Move[]);
  switch (s.currentStage) {
    case 1:
      return s.stage1Step === 'strengths' ? { type: 'toggleStrength', strength: rng.pick(STRENGTHS) } : { type: 'toggleImprovement', area: rng.pick(IMPROVEMENT_AREAS) };
    case 2:
      return rng.chance(0.7) ? { type: 'clickIndustry', industry: rng.pick(INDUSTRIES) } : { type: 'selectIndustry', industry: rng.pick(INDUSTRIES) };
    case 4:
      return { type: 'selectCountry', code: 'US' } as unknown as Move;
    case 5:
      if (rng.chance(0.15) && s.selectedGapIdeas.length) return { type: 'removeGap', gap: rng.int(0, 4) };
      return rng.chance(0.5) ? { type: 'interestedInGap' } : { type: 'skipGap' };
    case 6: {
      const def = PERSONA_STEPS[s.personaStep - 1];
      return { type: 'setPersona', field: def.field, value: rng.pick(def.options) };
    }
    case 7:
      return rng.chance(0.4)
        ? { type: 'selectCompetitor', rival: rng.int(0, competitorsFor(s.selectedIndustry).length - 1) }
        : { type: 'setUniquenessText', text: 'ab '.repeat(rng.int(0, 30)) };
    case 8:
      return { type: 'moveGoal', from: rng.pick(PRIORITIES), fromIndex: rng.int(0, 3), to: rng.pick(PRIORITIES), toIndex: rng.int(0, 7) };
    default:
      return { type: 'continue' };
  }
}

describe('the week\'s record', () => {
  test('a new week has its seed and no move', () => {
    const w = start(rules, {}, 'LP-SEED1');
    expect(w.record.seed).toBe('LP-SEED1');
    expect(w.record.moves).toEqual([]);
  });

  test('random games: one move per applied change, none for a refusal or a no-op; the replay is the very state; the code verifies', () => {
    let applied = 0;
    let refusedCount = 0;
    let finished = 0;
    for (let g = 0; g < 80; g++) {
      const rng = new Rng(seedRng(`log-${g}`));
      const seed = `LP-L${g}`;
      let w: PlayedWeek = start(rules, {}, seed);
      for (let i = 0; i < 500 && w.state.currentStage < 9; i++) {
        const m = anyMove(rng, w.state);
        const before = w.record.moves;
        const out = playMove(w, m);
        if (out.step.refusal || out.step.state === w.state) {
          // Refused, or applied without changing anything: the very same objects, nothing recorded.
          expect(out.played).toBe(w);
          expect(out.step.state).toBe(w.state);
          if (out.step.refusal) refusedCount++;
          continue;
        }
        applied++;
        const moves = out.played.record.moves;
        expect(moves[moves.length - 1].type).toBe(m.type);
        // The earlier moves unchanged (the same objects); consecutive answer edits are one move.
        const kept = m.type === 'setUniquenessText' && before[before.length - 1]?.type === 'setUniquenessText' ? before.length - 1 : before.length;
        if (moves.length !== kept + 1 || before.slice(0, kept).some((x, k) => x !== moves[k])) throw new Error(`record not appended at ${g}/${i}`);
        w = out.played;
      }
      const end = replay(rules, w.record);
      expect(end).toEqual({ ok: true, state: w.state });
      if (w.state.currentStage === 9) {
        finished++;
        const v = verifyCode(codeFor(w, { classId: 'C-LOG001', nickname: 'L' }), CODECS, { game: 'launchpad', classId: 'C-LOG001', seed, settings: {} });
        expect(v.verdict).toBe('verified');
        expect(v.replayed).toEqual(summaryOf(w.state));
      }
    }
    expect(applied).toBeGreaterThan(3000);
    expect(refusedCount).toBeGreaterThan(300);
    expect(finished).toBeGreaterThan(40);
  });

  test('the core\'s random runner: every refusal leaves the state, every record replays to the very state', () => {
    for (let g = 0; g < 30; g++) {
      const rng = new Rng(seedRng(`run-${g}`));
      const run = randomRun(rules, {}, `LP-R${g}`, (s): Move[] => (s.currentStage === 9 ? [] : [anyMove(rng, s), anyMove(rng, s), { type: 'continue' }]), `runner-${g}`, 800);
      expect(run.refused).toBeGreaterThan(0);
    }
  });

  test('typing the answer is one move however many edits, kept as the rules cut it; a new week is a new record', () => {
    let w = start(rules, {}, 'S');
    for (const t of ['a', 'ab', 'abc', 'ab']) w = playMove(w, { type: 'setUniquenessText', text: t }).played;
    expect(w.record.moves).toEqual([{ type: 'setUniquenessText', text: 'ab' }]);
    w = playMove(w, { type: 'setUniquenessText', text: 'y'.repeat(2500) }).played;
    expect(w.record.moves).toEqual([{ type: 'setUniquenessText', text: 'y'.repeat(2000) }]);
    w = playMove(w, { type: 'toggleStrength', strength: 'Natural leader' }).played;
    w = playMove(w, { type: 'setUniquenessText', text: 'c' }).played;
    expect(w.record.moves.map((m) => m.type)).toEqual(['setUniquenessText', 'toggleStrength', 'setUniquenessText']);
    const next = start(rules, {}, w.record.seed);
    expect(next.record.moves).toEqual([]);
    expect(replay(rules, w.record)).toEqual({ ok: true, state: w.state });
  });

  test(`past ${CODE_MOVES_MAX} moves a week has no code; past ${RECORD_MOVES_MAX} a move is refused until a new week starts`, () => {
    let w = start(rules, {}, 'S');
    w = { ...w, record: { ...w.record, moves: Array.from({ length: CODE_MOVES_MAX }, (): Move => ({ type: 'skipGap' })) } };
    expect(noCodeReason(w.record)).toBeNull();
    w = playMove(w, { type: 'skipGap' }).played;
    expect(noCodeReason(w.record)).toMatch(/more than 600 moves/);
    const full = { ...w, record: { ...w.record, moves: Array.from({ length: RECORD_MOVES_MAX }, (): Move => ({ type: 'skipGap' })) } };
    const out = playMove(full, { type: 'toggleStrength', strength: 'Natural leader' });
    expectRefusal(out.step, 'week-full');
    expect(out.played).toBe(full);
    // A refused move is still refused for its own reason; a new week plays on.
    expectRefusal(playMove(full, { type: 'continue' }).step, 'no-strength');
    expect(playMove(start(rules, {}, 'S'), { type: 'toggleStrength', strength: 'Natural leader' }).played.record.moves).toHaveLength(1);
  });
});
