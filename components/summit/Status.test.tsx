/**
 * Motion that teaches (the status panel's moving gauges, components/summit/Status.tsx), the pure part: which gauges move in the outcome on screen, from what to
 * what, and the words that say it (so the change is never shown by colour or movement alone).
 */
import { renderToString } from 'react-dom/server';
import { initialState, optionsFor, step } from '@/engines/summit/engine';
import { gaugeChanges } from '@/engines/summit/selectors';
import type { SummitAction, SummitState } from '@/engines/summit/types';
import { STORY } from '@/content/summit/story';
import { StatusPanel } from './Status';

const PRODUCT = { productConcept: 'StudyBuddy', targetMarket: 'Students', pricingStrategy: 'Freemium', marketingChannel: 'Social media', businessModel: 'Subscription' };
const run = (s: SummitState, ...as: SummitAction[]) => as.reduce((acc, a) => step(acc, a, STORY).state, s);

function atOutcome(round: number): SummitState {
  let s = run(initialState('motion', 'doctor'), { type: 'startSimulation' }, { type: 'setupProduct', product: PRODUCT });
  for (;;) {
    s = run(s, { type: 'submitDecision', role: 'doctor', optionId: optionsFor(STORY, s.round, 'doctor')[0].id });
    if (s.round >= round) return s;
    s = run(s, { type: 'advance' });
  }
}

describe('gauge changes shown with an outcome', () => {
  it('none while a round is open', () => {
    const s = run(atOutcome(1), { type: 'advance' });
    expect(s.phase).toBe('decision');
    expect(gaugeChanges(s)).toEqual([]);
  });

  it('oxygen, morale and progress move from the round’s start values to the new ones', () => {
    const before = run(atOutcome(2), { type: 'advance' });
    const s = run(before, { type: 'submitDecision', role: 'doctor', optionId: optionsFor(STORY, before.round, 'doctor')[0].id });
    expect(gaugeChanges(s)).toEqual([
      { gauge: 'oxygen', before: before.oxygen, after: s.oxygen, delta: s.oxygen - before.oxygen },
      { gauge: 'morale', before: before.morale, after: s.morale, delta: s.morale - before.morale },
      { gauge: 'progress', before: before.progress, after: s.progress, delta: s.progress - before.progress },
    ]);
  });

  it('the status panel says each change in words, e.g. "Oxygen 95 → 90 (−5)", and renders the bars at their new width', () => {
    const s = atOutcome(2);
    const html = renderToString(<StatusPanel state={s} />);
    for (const c of gaugeChanges(s)) {
      const sign = c.delta > 0 ? `+${c.delta}` : c.delta < 0 ? `−${-c.delta}` : '0';
      const name = { oxygen: 'Oxygen', morale: 'Morale', progress: 'Progress' }[c.gauge];
      expect(html.replace(/<!-- -->/g, '')).toContain(`${name} ${c.before} → ${c.after} (${sign})`);
    }
    expect(html).toContain(`width:${s.oxygen}%`);
    expect(html).not.toContain('data-animating'); // nothing moves before the screen is live
  });
});
