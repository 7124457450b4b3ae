/**
 * The real Everest screen rendered to HTML with a given state: the score before and at the end, the carry's
 * destination, the weather, and the refusals shown as reasons (docs/rules/everest.md). Where focus goes when a dialog
 * closes is components/ui/Dialog's `fallbackFocus`, checked in e2e/everest.spec.ts (the keyboard test: the day that
 * closes the window disables Rest, so focus lands on the Actions heading).
 */
import { renderToString } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import { init, replay, withAltitudeSickness } from '@/engines/everest/engine';
import { careful, playOut } from '@/engines/everest/policies';
import { refusal, scoreOf, stormChance, weatherKind, weatherOfDay } from '@/engines/everest/selectors';
import type { EverestState } from '@/engines/everest/types';
import * as C from '@/engines/everest/constants';
import { WEATHER_WORDS, gradeLine, pct, weatherLine } from '@/content/everest/text';
import Game from './Game';
import { everestAtom } from './store';

function html(state: EverestState): string {
  const store = createStore();
  store.set(everestAtom, state);
  const out = renderToString(
    <Provider store={store}>
      <Game />
    </Provider>,
  );
  // Text only, so assertions read what a student reads.
  return out
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('score: "if the expedition ended now" before the end, "Final score" at the end (docs/rules/everest.md, "Score")', () => {
  test('day 1 shows the score if it ended now, without the time bonus', () => {
    const s = init({ difficulty: 'Easy' }, 'render-1');
    const text = html(s);
    const sc = scoreOf(s);
    expect(text).toContain(`Score if the expedition ended now ${sc.total} · grade ${sc.grade}`);
    expect(sc.time).toBe(0);
    // Home at the end of day 1 of 22: 200 × 21 / 22, rounded.
    expect(text).toContain('No time bonus yet: 191 if home from the summit today');
    expect(text).not.toContain('Final score');
  });

  test('a finished expedition shows its final score', () => {
    const s = playOut(careful, init({ difficulty: 'Easy' }, 'render-2'));
    const sc = scoreOf(s);
    const text = html(s);
    expect(text).toContain(`Final score ${sc.total} · grade ${sc.grade}`);
    expect(text).not.toContain('if the expedition ended now');
    expect(text).not.toContain('No time bonus yet');
  });
});

test('the grade thresholds and score weights shown are the constants (figures written once)', () => {
  const finished = playOut(careful, init({ difficulty: 'Easy' }, 'render-5'));
  const text = html(finished);
  expect(text).toContain(gradeLine());
  for (const g of C.GRADES.filter((x) => Number.isFinite(x.min))) expect(text).toContain(`${g.grade} ${g.min}`);
  expect(text).toContain(`(Health + morale) × ${C.SCORE_HEALTH_MORALE}`);
  expect(text).toContain(`Supplies (${C.SCORE_OXYGEN} per O₂, ${C.SCORE_FOOD} per food)`);
  expect(text).toContain(`Rescues (${C.SCORE_RESCUE} per hazard injury treated)`);
});

describe('carrying oxygen says where it goes before it is taken (docs/rules/everest.md, "Oxygen and caches")', () => {
  test('at Base Camp: to the Camp I cache, below 7000 m, never breathed', () => {
    const text = html(init({}, 'render-3'));
    expect(text).toContain('Take 1 O₂ unit up to the Camp I (6065 m) cache and come back.');
    expect(text).toContain('Camp I (6065 m) is below 7000 m: oxygen is only breathed from 7000 m up, so O₂ left there is never used');
  });

  test('at Camp II: to the Camp III cache, breathed there, no warning', () => {
    const s = replay({ seed: 'render-4', difficulty: 'Easy' }, []);
    const atC2: EverestState = { ...s, location: 'C2', highestCamp: 'C2' };
    const text = html(atC2);
    expect(text).toContain('Take 1 O₂ unit up to the Camp III (7100 m) cache and come back. The team breathes it first on days it spends at Camp III.');
    expect(text).not.toContain('below 7000 m: oxygen is only breathed');
  });

  test('the caches table says which caches are breathed', () => {
    const text = html(init({}, 'EVEREST-1'));
    expect(text).toContain('Camp I 6065 m 0 No: below 7000 m');
    expect(text).toContain('Camp III 7100 m 0 Yes');
  });
});

test('altitude sickness is shown apart from an injury', () => {
  const s = withAltitudeSickness(init({}, 'EVEREST-1'), 3);
  const text = html(s);
  expect(text).toContain('Altitude sickness — rest to recover');
  expect(text).not.toContain('Injured — rest to treat');
});

test('the weather: one classification for today and the forecast, and the storm chance the weather is drawn with', () => {
  for (const difficulty of C.DIFFICULTY_LIST) {
    const s = init({ difficulty }, `WEATHER-${difficulty}`);
    const text = html(s);
    expect(text).toContain(`Weather today ${WEATHER_WORDS[weatherKind(weatherOfDay(s))].icon} ${WEATHER_WORDS[weatherKind(weatherOfDay(s))].label}`);
    for (const w of s.weather.slice(1, 1 + C.FORECAST_DAYS)) expect(text).toContain(`Day ${w.day} ${WEATHER_WORDS[weatherKind(w)].icon} ${weatherLine(w)}`);
    expect(text).toContain(`Storm chance ${pct(stormChance(s))} a day on ${difficulty}.`);
  }
});

test('after the end, the settings are refused with the engine’s reason, as the day actions are', () => {
  const over = playOut(careful, init({ difficulty: 'Easy' }, 'render-6'));
  const why = refusal(over, { type: 'setPace', pace: over.pace })!.message;
  expect(why).toBe(C.MSG.over);
  const out = html(over);
  expect(out.split(why).length - 1).toBe(3 + 9); // three settings and nine day actions
  const live = html(init({ difficulty: 'Easy' }, 'render-6'));
  expect(live).not.toContain(why);
});
