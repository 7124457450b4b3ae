import { actionTexts } from '../../content/everest/text';
import { replay, start } from '../core/record';
import { codeFor } from './classroom';
import * as C from './constants';
import { rules } from './index';
import type { EverestPlayed } from './manifest';
import { careful, playOut, rush } from './policies';
import { campIndex, segmentFrom } from './selectors';
import type { EverestAction, EverestState } from './types';
import { ACTION_WORDS, altitudeByDay, dayProblem, dayRange, everestWhatIf, recordOfCode } from './whatIf';

const expedition = (seed: string, policy = careful, difficulty: 'Easy' | 'Normal' = 'Easy'): EverestPlayed =>
  playOut(policy, start(rules, { difficulty }, seed));

/** The record's moves played before day `day` (the state's day reaches day − 1), by hand. */
function before(played: EverestPlayed, day: number): { state: EverestState; at: number } {
  let state = rules.init(played.record.setup, played.record.seed);
  let at = 0;
  while (at < played.record.moves.length && state.day < day - 1) state = rules.step(state, played.record.moves[at++]).state;
  return { state, at };
}

const stepOk = (s: EverestState, a: EverestAction): EverestState => {
  const out = rules.step(s, a);
  if (out.refusal) throw new Error(`${a.type}: ${out.refusal.message}`);
  return out.state;
};

/** Seeds whose careful expedition reaches the summit (the push the rest-day policy delays). */
const SEEDS = Array.from({ length: 40 }, (_, i) => `S${i}`);

describe('Everest "what if?"', () => {
  it('one more rest day before the summit push equals an explicit replay: the record to day N, then its moves by hand with a rest before the push', () => {
    let checked = 0;
    for (const seed of SEEDS.slice(0, 12)) {
      const played = expedition(seed);
      for (const fromDay of [1, 6]) {
        const out = everestWhatIf(played.record, fromDay, 'restDay');
        let { state: s, at } = before(played, fromDay);
        let rested = false;
        const moves = played.record.moves.slice(0, at);
        let refused = null as string | null;
        while (s.phase !== 'END' && at < played.record.moves.length) {
          const next = played.record.moves[at];
          const isPush = next.type === 'move' && s.phase === 'ASCENT' && segmentFrom(s.location)?.to === 'SUMMIT';
          const a: EverestAction = !rested && isPush ? { type: 'rest' } : next;
          if (a === next) at++;
          else rested = true;
          const step = rules.step(s, a);
          if (step.refusal) {
            refused = step.refusal.message;
            break;
          }
          s = step.state;
          moves.push(a);
        }
        expect(out.result.state).toEqual(s);
        expect(out.result.moves).toEqual(moves);
        expect(out.stopped?.message ?? null).toBe(refused);
        checked++;
      }
    }
    expect(checked).toBe(24);
  });

  it('turning around at Camp III equals an explicit replay: the record to day N, its moves up to Camp III, then down and rest at Base Camp', () => {
    for (const [seed, policy] of [['S0', careful], ['S1', careful], ['S0', rush], ['S2', rush]] as const) {
      const played = expedition(seed, policy);
      const out = everestWhatIf(played.record, 3, 'turnaround');
      let { state: s, at } = before(played, 3);
      while (s.phase !== 'END' && !(s.phase === 'ASCENT' && campIndex(s.location) >= campIndex('C3'))) s = stepOk(s, played.record.moves[at++]);
      while (s.phase !== 'END') s = stepOk(s, { type: s.location === 'BC' ? 'rest' : 'descend' });
      expect(out.result.state).toEqual(s);
      expect(out.stopped).toBeNull();
      expect(out.whatIfOutcome.summit).toBe(false);
      expect(out.whatIfOutcome.home).toBe(true);
      expect(out.sentence).toMatch(/^With a turn-around at Camp III \(from day 3\), the expedition would end home safe without the summit after \d+ days, score -?\d+ \(grade [A-F][+-]?\), instead of /);
    }
  });

  it('a move the rules refuse stops the replay there, and the sentence names the move and the refusal', () => {
    // An extra rest day at Camp IV: the night's altitude sickness roll falls on another day, and a team that must rest
    // cannot make the student's push the next morning.
    const hit = SEEDS.map((seed) => everestWhatIf(expedition(seed).record, 1, 'restDay')).find((w) => w.result.stopped?.refusal.code === 'rest-ams');
    expect(hit).toBeDefined();
    const w = hit!;
    expect(w.result.stopped!.move).toEqual({ type: 'move' });
    expect(w.stopped).toEqual({ day: w.result.state.day + 1, move: 'Move up', message: C.MSG.restAms });
    expect(w.result.state.location).toBe('C4');
    expect(w.sentence).toContain(`the replay stops on day ${w.stopped!.day}: your next move, “Move up”, is refused (“${w.stopped!.message}”).`);
    // The line stops where the replay stopped.
    expect(w.whatIf).toHaveLength(w.result.state.day + 1);
  });

  it('a change that never comes into play says so, and the lines are the same', () => {
    const played = expedition('S0', rush); // rush never reaches Camp IV on S0
    const out = everestWhatIf(played.record, 1, 'restDay');
    expect(out.inPlay).toBe(false);
    expect(out.whatIf).toEqual(out.actual);
    expect(out.sentence).toMatch(/^With one more rest day before the summit push \(from day 1\), nothing changes: there is no summit push from that day\. Your expedition ended /);
  });

  it('is deterministic: the same record, day and policy give the same lines and sentence', () => {
    const played = expedition('S3');
    expect(everestWhatIf(played.record, 4, 'turnaround')).toEqual(everestWhatIf(played.record, 4, 'turnaround'));
    expect(everestWhatIf(played.record, 2, 'restDay')).toEqual(everestWhatIf(played.record, 2, 'restDay'));
  });

  it('the actual line is the student’s expedition: Base Camp on day 0, one altitude per day to the last', () => {
    const played = expedition('S1', careful, 'Normal');
    const out = everestWhatIf(played.record, 1, 'turnaround');
    expect(out.actual).toHaveLength(played.state.day + 1);
    expect(out.actual[0]).toBe(C.ALTITUDES.BC);
    expect(out.actual[played.state.day]).toBe(C.ALTITUDES[played.state.location]);
    expect(out.actual.every((a) => Object.values(C.ALTITUDES).includes(a))).toBe(true);
    // A slow move takes two days: the first is spent at the camp it leaves.
    const slow = playOut({ ...rush, settings: { ...rush.settings, pace: 'Slow' } }, start(rules, { difficulty: 'Easy' }, 'S4'));
    const states = [rules.init(slow.record.setup, slow.record.seed)];
    for (const m of slow.record.moves) states.push(rules.step(states[states.length - 1], m).state);
    const line = altitudeByDay(states);
    expect(line).toHaveLength(slow.state.day + 1);
    expect(line[1]).toBe(C.ALTITUDES.BC);
  });

  it('a report row’s record (decoded from the code made by playing) gives the same lines', () => {
    for (const seed of ['S0', 'S2', 'S5']) {
      const played = expedition(seed);
      const code = codeFor(played, { classId: '', nickname: 'Ana', attempt: 1 })!;
      const fromCode = recordOfCode(code)!;
      expect(fromCode).not.toBeNull();
      // A solo code carries the seed's private form: the very same expedition.
      expect(fromCode.seed).not.toBe(played.record.seed);
      const again = replay(rules, fromCode);
      expect(again.ok && again.state.day).toBe(played.state.day);
      for (const policy of ['turnaround', 'restDay'] as const) {
        const row = everestWhatIf(fromCode, 5, policy);
        const own = everestWhatIf(played.record, 5, policy);
        expect(row.actual).toEqual(own.actual);
        expect(row.whatIf).toEqual(own.whatIf);
        expect(row.whatIfOutcome).toEqual(own.whatIfOutcome);
        expect(row.stopped).toEqual(own.stopped);
      }
    }
    expect(recordOfCode('VQ2.nope')).toBeNull();
  });

  it('the day must be one of the expedition', () => {
    const played = expedition('S0');
    expect(dayRange(played.record)).toEqual({ min: 1, max: played.state.day });
    expect(dayProblem(played.record, 1)).toBeNull();
    expect(dayProblem(played.record, 0)).toBe(`Choose a day from 1 to ${played.state.day}.`);
    expect(dayProblem(played.record, played.state.day + 1)).toBe(`Choose a day from 1 to ${played.state.day}.`);
  });

  it('names the moves as the buttons do', () => {
    for (const a of actionTexts()) expect(ACTION_WORDS[a.type]).toBe(a.label);
  });
});
