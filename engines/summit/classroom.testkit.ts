/** Test helpers for Summit's classroom tests: play whole expeditions as the core keeps them (record and state). */
import { isRefused } from '../core/contract';
import { play, start } from '../core/record';
import { STORY } from '../../content/summit/story';
import { optionsFor, step } from './engine';
import { rules } from './index';
import type { SummitPlayed } from './classroom';
import type { Product, RoleId, SummitAction, SummitState } from './types';

/** Steps the rules (not the record): throws on a refusal. */
export const run = (s: SummitState, ...actions: SummitAction[]) =>
  actions.reduce((acc, a) => {
    const r = step(acc, a);
    if (r.refusal) throw new Error(`${a.type}: ${r.refusal.message}`);
    return r.state;
  }, s);

/** Plays moves onto a record: throws on a refusal. */
export const playOn = (p: SummitPlayed, ...actions: SummitAction[]): SummitPlayed =>
  actions.reduce((acc, a) => {
    const out = play(rules, acc, a);
    if (isRefused(out.step)) throw new Error(`${a.type}: ${out.step.refusal.message}`);
    return out.played;
  }, p);

export const PRODUCT: Product = {
  productConcept: 'Zebra Quokka Launcher',
  targetMarket: 'Marmalade-loving teens',
  pricingStrategy: 'Freemium',
  marketingChannel: 'Local events',
  businessModel: 'Subscription',
};

/** Every round to the end: option choices[i] in round i, every round advanced. */
export function finishRounds(p: SummitPlayed, role: RoleId, choices: number[]): SummitPlayed {
  for (let i = 0; p.state.phase !== 'final'; i++) {
    const opts = optionsFor(STORY, p.state.round, role);
    p = playOn(p, { type: 'submitDecision', role, optionId: opts[(choices[i] ?? 0) % opts.length].id }, { type: 'advance' });
  }
  return p;
}

/** A whole expedition: the role picked and confirmed, the product set up, option choices[i] in round i. */
export function playSummit(seed: string, role: RoleId, choices: number[], product: Product = PRODUCT, extra: Partial<SummitAction> = {}): SummitPlayed {
  let p = playOn(start(rules, { role }, seed), { type: 'confirmRole' }, { type: 'startSimulation' });
  p = playOn(p, { type: 'setupProduct', product, founderProfile: null, rivalProfile: null, ...extra } as SummitAction);
  return finishRounds(p, role, choices);
}
