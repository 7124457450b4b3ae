/**
 * Random streams (docs/rules/everest.md, "Random streams"; docs/engines.md): every draw comes from the seed's stream
 * for its purpose and place — the weather by day, altitude sickness by the day that passes, a move's hazards by day
 * (and segment, for a strike) — so one more rest day before the summit push changes only the draws of the days it
 * moves, and a later "what if?" replay meets the same luck on every day it does not touch.
 */
import { play, replay, start } from '../core/record';
import * as streams from '../core/streams';
import { playMoves } from '../core/testkit';
import * as C from './constants';
import { generateWeather, weatherOn } from './engine';
import { rules } from './index';
import { careful, playOut } from './policies';
import type { EverestAction } from './types';

/** Every draw a replay asks for: its purpose and place, in order. */
function draws(seed: string, moves: readonly EverestAction[]): string[] {
  const spy = jest.spyOn(streams, 'randomFor');
  try {
    playMoves(rules, { difficulty: 'Normal' }, seed, moves);
    return spy.mock.calls.map(([s, purpose, ...place]) => {
      expect(s).toBe(seed);
      return `${purpose}:${place.join('.')}`;
    });
  } finally {
    spy.mockRestore();
  }
}

test('the weather of a day is that day’s own stream: the same whatever the window around it', () => {
  const { days, volatility } = C.DIFFICULTIES.Normal;
  const s = rules.init({ difficulty: 'Normal' }, 'STREAM-W');
  expect(s.weather).toEqual(generateWeather('STREAM-W', days, volatility));
  s.weather.forEach((w, i) => expect(w).toEqual(weatherOn('STREAM-W', i + 1, volatility)));
  // A longer window only adds days: the shared days are the same.
  expect(generateWeather('STREAM-W', days + 10, volatility).slice(0, s.weather.length)).toEqual(s.weather);
});

test('each purpose has its own stream: weather by day; illness by the day that passes; a move’s ladder, queue, turnaround by its day, a strike by day and segment', () => {
  const p = playOut(careful, start(rules, { difficulty: 'Normal' }, 'STREAM-P'));
  const seen = new Set(draws('STREAM-P', p.record.moves).map((d) => d.split(':')[0]));
  expect([...seen].sort()).toEqual([C.STREAMS.hazard, C.STREAMS.illness, C.STREAMS.ladderJam, C.STREAMS.queue, C.STREAMS.turnaround, C.STREAMS.weather].sort());
});

describe('one more rest day before the summit push changes only the days it must', () => {
  /**
   * The careful policy's game, and the same game with one more rest day just before its summit push (its last move up),
   * on the first seed where the push is still allowed after the extra day (that day has its own altitude sickness
   * roll, which may force another rest).
   */
  const what = (seed: string) => {
    const base = playOut(careful, start(rules, { difficulty: 'Normal' }, seed)).record.moves;
    const push = base.reduce((at, m, i) => (m.type === 'move' ? i : at), -1);
    const withRest: EverestAction[] = [...base.slice(0, push), { type: 'rest' }, ...base.slice(push)];
    return { seed, base, push, withRest };
  };
  const { seed, base, push, withRest } = Array.from({ length: 20 }, (_, i) => what(`WHAT-IF-${i + 1}`)).find(
    (w) => replay(rules, { game: 'everest', rulesVersion: rules.RULES_VERSION, setup: { difficulty: 'Normal' }, seed: w.seed, moves: w.withRest }).ok,
  )!;
  const prefix = playMoves(rules, { difficulty: 'Normal' }, seed, base.slice(0, push));

  test('the game is the same up to the extra day, and the weather of every day is the same', () => {
    const a = playMoves(rules, { difficulty: 'Normal' }, seed, base.slice(0, push));
    const b = playMoves(rules, { difficulty: 'Normal' }, seed, withRest.slice(0, push));
    expect(b.state).toEqual(a.state);
    const extra = play(rules, b, { type: 'rest' }).played;
    expect(extra.state.weather).toEqual(a.state.weather);
  });

  test('every draw before the extra day is the same; the push is drawn on the day it is made, one day later', () => {
    const before = draws(seed, base.slice(0, push));
    const a = draws(seed, base);
    const b = draws(seed, withRest);
    expect(a.slice(0, before.length)).toEqual(before);
    expect(b.slice(0, before.length)).toEqual(before);
    const pushDay = prefix.state.day + 1;
    const summit = C.SEGMENTS.findIndex((g) => g.from === prefix.state.location);
    // The push's strike roll is named by its day and segment: the rest day moves it to the next day's stream.
    expect(a).toContain(`${C.STREAMS.hazard}:${pushDay}.${summit}`);
    expect(b).toContain(`${C.STREAMS.hazard}:${pushDay + 1}.${summit}`);
    expect(b).not.toContain(`${C.STREAMS.hazard}:${pushDay}.${summit}`);
  });

  test('a draw is a function of the seed, its purpose and its place alone: the same place gives the same number in both games', () => {
    const a = streams.randomFor(seed, C.STREAMS.illness, 7).next();
    playMoves(rules, { difficulty: 'Normal' }, seed, withRest);
    expect(streams.randomFor(seed, C.STREAMS.illness, 7).next()).toBe(a);
  });
});
