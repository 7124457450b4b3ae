/**
 * "If home from the summit today" (docs/rules/everest.md, "Score"): the figure the screen shows before the end is
 * exactly the time bonus the final breakdown gives a team that comes home at the end of today.
 *
 * Defined precisely: for a state `s` where a day action is about to be taken, let `home(s)` be the same expedition
 * after the summit, standing at Camp I in its descent (summited, highest camp the summit, everything else as in `s`:
 * day, difficulty, team, supplies), and descending today. The descent takes one day, so it arrives at Base Camp at the
 * end of today. The figure must equal `scoreOf(home(s)).time`, the final breakdown's time bonus, at every day of
 * every game played here. And when a real game ends by coming home with a one-day last action, the figure shown on
 * the morning of that day equals its final breakdown's time bonus.
 */
import * as C from './constants';
import { init, step } from './engine';
import { careful, rush } from './policies';
import { refusal, scoreOf, timeBonusIfHomeToday } from './selectors';
import type { EverestAction, EverestState } from './types';
import { DAY_ACTION_VALUES } from './types';
import { Rng, seedRng } from '../core/prng';

/** The expedition `s`, moved to Camp I on its way down from the summit, descending today. */
function homeAtEndOfToday(s: EverestState): EverestState {
  const descending: EverestState = { ...s, phase: 'DESCENT', location: 'C1', summited: true, highestCamp: 'SUMMIT', restRequired: 0 };
  const r = step(descending, { type: 'descend' });
  if (r.refusal) throw new Error(r.refusal.message);
  return r.state;
}

type Next = (s: EverestState, rng: Rng) => EverestAction;
const randomDay: Next = (s, rng) => {
  const legal = DAY_ACTION_VALUES.map((type) => ({ type }) as EverestAction).filter((a) => refusal(s, a) === null);
  return legal.length ? rng.pick(legal) : { type: 'rest' };
};
const PLAYERS: [string, Next][] = [
  ['careful', (s) => careful.next(s)],
  ['rush', (s) => rush.next(s)],
  ['uniform random', randomDay],
];

test.each(C.DIFFICULTY_LIST.map((d) => [d]))('%s: at every day, the figure is the final time bonus of coming home at the end of that day', (difficulty) => {
  let checked = 0;
  let realHomecomings = 0;
  for (const [name, next] of PLAYERS) {
    for (let k = 0; k < 15; k++) {
      const rng = new Rng(seedRng(`home-today|${name}|${k}`));
      let s = init({ difficulty }, `home-${k}`);
      while (s.phase !== 'END') {
        const figure = timeBonusIfHomeToday(s);
        const home = homeAtEndOfToday(s);
        expect(home.endReason).toBe('returned');
        expect(home.day).toBe(s.day + 1);
        expect({ day: s.day + 1, figure }).toEqual({ day: s.day + 1, figure: scoreOf(home).time });
        checked++;
        const a = next(s, rng);
        const after = step(s, refusal(s, a) === null ? a : { type: 'rest' }).state;
        if (after.phase === 'END' && after.endReason === 'returned' && after.day === s.day + 1) {
          expect(figure).toBe(scoreOf(after).time);
          realHomecomings++;
        }
        s = after;
      }
    }
  }
  expect(checked).toBeGreaterThan(300);
  // The careful policy comes home from the summit: the comparison with real final breakdowns did happen.
  expect(realHomecomings).toBeGreaterThan(0);
});

test('day 20 of 22 (Easy): home at the end of it pays 200 × 2 / 22, rounded (18), as the final breakdown does', () => {
  const s: EverestState = { ...init({ difficulty: 'Easy' }, 'day-20'), day: 19 };
  expect(timeBonusIfHomeToday(s)).toBe(18);
  expect(scoreOf(homeAtEndOfToday(s)).time).toBe(18);
});
