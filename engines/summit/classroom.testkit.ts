/** Test helpers for Summit's classroom tests: play whole expeditions through the engine. */
import { STORY } from '../../content/summit/story';
import { initialState, optionsFor, step } from './engine';
import type { Product, RoleId, SummitAction, SummitState } from './types';

export const run = (s: SummitState, ...actions: SummitAction[]) =>
  actions.reduce((acc, a) => {
    const r = step(acc, a);
    if (r.refusal) throw new Error(`${a.type}: ${r.refusal.message}`);
    return r.state;
  }, s);

export const PRODUCT: Product = {
  productConcept: 'Zebra Quokka Launcher',
  targetMarket: 'Marmalade-loving teens',
  pricingStrategy: 'Freemium',
  marketingChannel: 'Local events',
  businessModel: 'Subscription',
};

/** A whole expedition: option choices[i] in round i, every round advanced. */
export function playSummit(seed: string, role: RoleId, choices: number[], product: Product = PRODUCT, extra: Partial<SummitAction> = {}): SummitState {
  let s = run(initialState(seed), { type: 'selectRole', role }, { type: 'confirmRole' }, { type: 'startSimulation' });
  s = run(s, { type: 'setupProduct', product, ...extra } as SummitAction);
  for (let i = 0; s.phase !== 'final'; i++) {
    const opts = optionsFor(STORY, s.round, role);
    s = run(s, { type: 'submitDecision', role, optionId: opts[(choices[i] ?? 0) % opts.length].id }, { type: 'advance' });
  }
  return s;
}

