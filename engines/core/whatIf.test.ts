import { applied, refusedAs, type Step } from './contract';
import { playMoves } from './testkit';
import { movesBefore, whatIf } from './whatIf';
import type { Rules } from './record';

/** A counter that must reach 5: "add" adds 1 or 2; adding past 5 is refused. */
type Move = { type: 'add'; n: 1 | 2 };
interface State {
  total: number;
}
const rules: Rules<State, Move, null> = {
  id: 'counter',
  RULES_VERSION: 1,
  init: () => ({ total: 0 }),
  refusal: (s, m) => (s.total + m.n > 5 ? { code: 'too-far', message: 'That goes past 5.' } : null),
  step(s, m): Step<State> {
    const no = this.refusal(s, m);
    return no ? refusedAs(s, no.code!, no.message) : applied({ total: s.total + m.n });
  },
};
const over = (s: State) => s.total === 5;

describe('what if? replays', () => {
  const record = playMoves(rules, null, 'seed', [{ type: 'add', n: 2 }, { type: 'add', n: 2 }, { type: 'add', n: 1 }]).record;

  it('keeps the moves before the change and lets the policy play the rest', () => {
    const out = whatIf(rules, record, 1, (): Move => ({ type: 'add', n: 1 }), over);
    expect(out.moves).toEqual([{ type: 'add', n: 2 }, { type: 'add', n: 1 }, { type: 'add', n: 1 }, { type: 'add', n: 1 }]);
    expect(out.states.map((s) => s.total)).toEqual([2, 3, 4, 5]);
    expect(out.stopped).toBeUndefined();
  });

  it('stops where the rules refuse a policy move, and says why', () => {
    const out = whatIf(rules, record, 2, (): Move => ({ type: 'add', n: 2 }), over);
    expect(out.state.total).toBe(4);
    expect(out.stopped).toEqual({ at: 2, move: { type: 'add', n: 2 }, refusal: { code: 'too-far', message: 'That goes past 5.' } });
  });

  it('replaying from the end changes nothing', () => {
    const out = whatIf(rules, record, 3, (): Move => ({ type: 'add', n: 1 }), over);
    expect(out.moves).toEqual(record.moves);
    expect(out.state.total).toBe(5);
  });

  it('a policy with nothing to play ends the replay', () => {
    expect(whatIf(rules, record, 0, () => null, over).moves).toEqual([]);
  });
});

describe('movesBefore', () => {
  const record = playMoves(rules, null, 'seed', [{ type: 'add', n: 2 }, { type: 'add', n: 2 }, { type: 'add', n: 1 }]).record;
  it('counts the record’s moves played before a point is reached', () => {
    expect(movesBefore(rules, record, (s) => s.total >= 0)).toBe(0);
    expect(movesBefore(rules, record, (s) => s.total >= 3)).toBe(2);
    expect(movesBefore(rules, record, (s) => s.total >= 9)).toBe(3);
  });
});
