/** Texts of the Bullwhip Rush screen (rules and figures live in the engine). */
import type { ScenarioId, Tier } from '@/engines/bullwhip/types';

export const TAGLINE =
  'A reimagined classic supply-chain teaching game: you order once per week, delays multiply mistakes, and you minimise costs across a 4-node supply chain.';

export const HOW_TO_PLAY: string[] = [
  'Pick a scenario and the tier you want to run, then press Start. The other three tiers are run by the computer.',
  'Each week, type how many units to order from your supplier and press Resolve Round.',
  'Your order reaches your supplier next week, and what they ship takes two more weeks to arrive. The factory’s own production takes one week.',
  'Every unit in stock costs 0.5 a week. Every unit you owe your customer (backlog) costs 1 a week.',
  'After 12 weeks, see your total cost, your service, and how orders swung up the chain.',
];

export const ROLE_BLURBS: Record<Tier, string> = {
  R: 'Sells to customers and sees their demand first.',
  W: 'Supplies the retailer and only sees the retailer’s orders.',
  D: 'Supplies the wholesaler, two steps away from customers.',
  F: 'Makes the product: up to 12 units a week (20 with overtime).',
};

export const TRAFFIC_TEXT = {
  red: { label: 'Red', detail: 'backlog: you owe customers units' },
  yellow: { label: 'Yellow', detail: 'low stock: under 5 units' },
  green: { label: 'Green', detail: 'stock is fine, nothing owed' },
} as const;

/** What each scenario is like, without giving away the numbers week by week. */
export const SCENARIO_BLURBS: Record<ScenarioId, string> = {
  classic: 'Steady customer demand that steps up once, part-way through.',
  noisy: 'Customer demand wobbles a little from week to week (the same wobble for everyone).',
  promo: 'A short promotion lifts demand, then it dips before settling again.',
};
