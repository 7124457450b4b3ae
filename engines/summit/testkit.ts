/** Test helpers for the Summit engine's tests: a product, steps through the story, whole expeditions. */
import { STORY } from '../../content/summit/story';
import { initialState, optionsFor, step as engineStep } from './engine';
import type { Product, RoleId, SummitAction, SummitState } from './types';

export const PRODUCT: Product = {
  productConcept: 'StudyBuddy',
  targetMarket: 'Students aged 13-18',
  pricingStrategy: 'Freemium',
  marketingChannel: 'Social media',
  businessModel: 'Subscription',
};

export const step = (s: SummitState, a: SummitAction) => engineStep(s, a, STORY);
export const run = (s: SummitState, ...actions: SummitAction[]) => actions.reduce((acc, a) => step(acc, a).state, s);

/** A game at its first round: the role chosen (or none: the Journalist by default) and PRODUCT set up. */
export function started(role: RoleId | null = 'leader', seed = 'T-1'): SummitState {
  let s = initialState(seed, role);
  if (role) s = run(s, { type: 'confirmRole' }, { type: 'startSimulation' });
  return step(s, { type: 'setupProduct', product: PRODUCT }).state;
}

/** Plays a whole expedition: choice i picks option (i mod 3) for the player in round i. Every state, in order. */
export function play(seed: string, role: RoleId, choices: number[]): SummitState[] {
  const states: SummitState[] = [];
  let s = started(role, seed);
  states.push(s);
  for (let i = 0; i < 20 && s.phase !== 'final'; i++) {
    const opts = optionsFor(STORY, s.round, role);
    s = step(s, { type: 'submitDecision', role, optionId: opts[(choices[i] ?? 0) % opts.length].id }).state;
    states.push(s);
    s = step(s, { type: 'advance' }).state;
    states.push(s);
  }
  return states;
}
