/**
 * Texts of the Bullwhip Rush screen. Every figure a text quotes is read from the engine's constants (passed in as
 * `c`, so a test can hand in changed figures and see the text follow): no number of the rules is typed here.
 */
import * as C from '@/engines/bullwhip/constants';
import type { Light, PowerName, ScenarioId, Tier } from '@/engines/bullwhip/types';

/** The figures a text may quote: the constants module (or a changed copy of it in a test). */
export type Figures = typeof C;

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
/** A whole number in words up to twelve, in digits above. */
export const inWords = (n: number): string => (Number.isInteger(n) && n >= 0 && n < WORDS.length ? WORDS[n] : String(n));
/** "one week", "two weeks", "13 weeks". */
export const weeks = (n: number): string => `${inWords(n)} week${n === 1 ? '' : 's'}`;
/** A price or a weight as written in a sentence: 0.5, 1, 300. */
export const fig = (n: number): string => String(n);
/** A share as a percentage: 0.2 → "20%". */
export const percent = (x: number): string => `${Math.round(x * 100)}%`;
/** "two more weeks", "one more week". */
const moreWeeks = (n: number) => `${inWords(n)} more week${n === 1 ? '' : 's'}`;
/** "next week" for a delay of one, "in three weeks" otherwise. */
const delayPhrase = (n: number) => (n === 1 ? 'next week' : n === 0 ? 'at once' : `in ${weeks(n)}`);

export const tagline = (c: Figures = C): string =>
  `A reimagined classic supply-chain teaching game: you order once per week, delays multiply mistakes, and you minimise costs across a ${c.TIERS.length}-node supply chain.`;

export const howToPlay = (c: Figures = C): string[] => [
  `Pick a scenario and the tier you want to run, then press Start. The other ${inWords(c.TIERS.length - 1)} tiers are run by the autopilot: each week it orders its forecast, closes ${share(c.AUTO_GAP_SHARE)} of the gap to a stock of ${c.AUTO_DESIRED_STOCK} and counts what it already has on order.`,
  'Each week, type how many units to order from your supplier and press Resolve Round.',
  `Your order reaches your supplier ${delayPhrase(c.ORDER_DELAY)}, and what they ship takes ${moreWeeks(c.SHIPPING_DELAY)} to arrive. The factory’s own production takes ${weeks(c.PRODUCTION_DELAY)}.`,
  `Every unit in stock costs ${fig(c.HOLDING_COST)} a week. Every unit you owe your customer (backlog) costs ${fig(c.BACKLOG_COST)} a week.`,
  `The chain starts steady: every shipment and every order already on its way is ${c.PIPELINE_START} units.`,
  `Your score is the whole chain’s cost: the ${inWords(c.TIERS.length)} tiers’ costs added up, lower is better; your own tier’s cost is shown beside it. After ${c.MAX_ROUNDS} weeks, compare it with the autopilot playing your tier on the same demand, and see how orders swung up the chain.`,
];

export const roleBlurbs = (c: Figures = C): Record<Tier, string> => ({
  R: 'Sells to customers and sees their demand first.',
  W: 'Supplies the retailer and only sees the retailer’s orders.',
  D: 'Supplies the wholesaler, two steps away from customers.',
  F: `Makes the product: up to ${c.FACTORY_CAPACITY} units a week (${c.OVERTIME_CAPACITY} with overtime).`,
});

export const trafficText = (c: Figures = C): Record<Light, { label: string; detail: string }> => ({
  red: { label: 'Red', detail: 'backlog: you owe customers units' },
  yellow: { label: 'Yellow', detail: `low stock: under ${c.LOW_INVENTORY} units` },
  green: { label: 'Green', detail: 'stock is fine, nothing owed' },
});

const costs = (n: number) => (n === 0 ? 'Free.' : `Costs ${fig(n)}.`);

/** One-line explanation of a power, where it is offered, for the player's tier. */
export function powerHelp(power: PowerName, role: Tier, c: Figures = C): string {
  switch (power) {
    case 'expedite':
      // The factory's "shipment" is its own production (docs/rules/bullwhip.md "The screen").
      return role === 'F'
        ? `Your production skips its ${inWords(c.PRODUCTION_DELAY)}-week wait: what you order this round (up to ${c.FACTORY_CAPACITY}, ${c.OVERTIME_CAPACITY} with overtime) is made now and is in stock before you ship this round. ${costs(c.EXPEDITE_COST)}`
        : `Everything on its way to you arrives this week instead of later. ${costs(c.EXPEDITE_COST)}`;
    case 'overtime':
      return `Your factory can start ${c.OVERTIME_CAPACITY} units this week instead of ${c.FACTORY_CAPACITY}. ${costs(c.OVERTIME_COST)}`;
    case 'brokerBuy':
      return `Buy ${c.BROKER_UNITS} units on the spot market; they are in stock this week. Costs ${fig(c.BROKER_COST)} (${fig(c.BROKER_UNIT_PRICE)} a unit).`;
    case 'infoSync':
      // The retailer holds infoSync too (spec: "infoSync true" for every tier), but it already sees customer demand.
      return role === 'R'
        ? `As the retailer you already see true customer demand, so this changes nothing for you. ${costs(c.INFO_SYNC_COST)}`
        : `From this week on you see the true customer demand at the retailer. ${costs(c.INFO_SYNC_COST)}`;
  }
}

/** A share in words where it is a simple fraction (a quarter, a third, a half), else as a percentage. */
export const share = (x: number): string => ({ 0.25: 'a quarter', 0.5: 'a half', 1: 'all' } as Record<number, string>)[x] ?? (Math.abs(x - 1 / 3) < 1e-9 ? 'a third' : percent(x));

/** The forecast both autopilots use, in one line. */
const forecastText = (c: Figures) => `${fig(c.AUTO_LAST_WEIGHT)} × last demand + ${fig(c.AUTO_MEAN_WEIGHT)} × ${c.AUTO_MEAN_WINDOW}-week mean`;

/** The autopilot (the automated tiers' rule) in one line, as the debrief quotes it. */
export const policyText = (c: Figures = C): string =>
  `forecast (${forecastText(c)}), + ${share(c.AUTO_GAP_SHARE)} of what brings stock net of backlog back to ${c.AUTO_DESIRED_STOCK}, + ${share(c.AUTO_GAP_SHARE)} of (the forecast for each week an order is on its way − what is already on order)`;

/** The naive autopilot (section 9's formula as written) in one line. */
export const naivePolicyText = (c: Figures = C): string =>
  `${forecastText(c)}, + backlog, + ${percent(c.AUTO_SAFETY)} buffer − stock`;

/** Why the naive autopilot swings, in one sentence (the debrief). */
export const NAIVE_WHY =
  'The naive autopilot swings because it re-orders the same shortage every week: it never counts what is already on its way, so when the backlog it ordered for arrives, far too much comes at once.';

/** How the debrief reads the variance ratio. */
export const ratioText = (c: Figures = C): string =>
  `Order variance ÷ customer-demand variance. Above ${fig(c.BULLWHIP_RATIO)}, a tier’s orders swung more than what customers actually bought; the higher up the chain, the bigger the swing. It is not a score: steady orders have a ratio of 0.`;

/** A tier's ratio against the threshold, in words (so the bar's length is never the only signal). */
export const ratioVerdict = (ratio: number, c: Figures = C): string =>
  ratio > c.BULLWHIP_RATIO ? 'amplified' : ratio < c.BULLWHIP_RATIO ? 'damped' : 'passed on';

/** The history panel's title. */
export const historyTitle = (c: Figures = C): string => `Last ${c.HISTORY_ROUNDS} rounds`;

/** What each scenario is like, without giving away the numbers week by week. */
export const SCENARIO_BLURBS: Record<ScenarioId, string> = {
  classic: 'Steady customer demand that steps up once, part-way through.',
  noisy: 'Customer demand wobbles a little from week to week (the same wobble for everyone).',
  promo: 'A short promotion lifts demand, then it dips before settling again.',
};

/** The texts with the real figures (content/howToPlay.ts reuses the steps for the no-JavaScript page). */
export const TAGLINE = tagline();
export const HOW_TO_PLAY = howToPlay();
export const ROLE_BLURBS = roleBlurbs();
export const TRAFFIC_TEXT = trafficText();
