/**
 * Figures written once (docs/rules/bullwhip.md "The screen"): every text that quotes a rule's figure reads it from the constants.
 * Each text is called with a copy of the constants in which one figure is changed, and must quote the new figure.
 */
import * as C from '@/engines/bullwhip/constants';
import { SPEC } from '@/engines/bullwhip/fixtures/spec';
import {
  HOW_TO_PLAY,
  TAGLINE,
  fig,
  historyTitle,
  howToPlay,
  percent,
  naivePolicyText,
  policyText,
  powerHelp,
  ratioText,
  ratioVerdict,
  roleBlurbs,
  tagline,
  trafficText,
  type Figures,
} from './texts';

type Key = keyof typeof C;
const withFigure = (key: Key, value: unknown): Figures => ({ ...C, [key]: value }) as Figures;

/** Each text, and the constants it quotes (with how a changed value is written in it). */
const CASES: { name: string; text: (c: Figures) => string; quotes: Key[] }[] = [
  {
    name: 'how to play',
    text: (c) => howToPlay(c).join(' '),
    quotes: ['HOLDING_COST', 'BACKLOG_COST', 'MAX_ROUNDS', 'SHIPPING_DELAY', 'PRODUCTION_DELAY', 'ORDER_DELAY', 'AUTO_DESIRED_STOCK', 'PIPELINE_START'],
  },
  { name: 'factory blurb', text: (c) => roleBlurbs(c).F, quotes: ['FACTORY_CAPACITY', 'OVERTIME_CAPACITY'] },
  { name: 'yellow light', text: (c) => trafficText(c).yellow.detail, quotes: ['LOW_INVENTORY'] },
  { name: 'expedite', text: (c) => powerHelp('expedite', 'W', c), quotes: ['EXPEDITE_COST'] },
  { name: 'factory expedite', text: (c) => powerHelp('expedite', 'F', c), quotes: ['EXPEDITE_COST', 'FACTORY_CAPACITY', 'OVERTIME_CAPACITY', 'PRODUCTION_DELAY'] },
  { name: 'overtime', text: (c) => powerHelp('overtime', 'F', c), quotes: ['OVERTIME_CAPACITY', 'FACTORY_CAPACITY', 'OVERTIME_COST'] },
  { name: 'broker buy', text: (c) => powerHelp('brokerBuy', 'D', c), quotes: ['BROKER_UNITS', 'BROKER_UNIT_PRICE', 'BROKER_COST'] },
  { name: 'info sync', text: (c) => powerHelp('infoSync', 'W', c), quotes: ['INFO_SYNC_COST'] },
  { name: 'info sync (retailer)', text: (c) => powerHelp('infoSync', 'R', c), quotes: ['INFO_SYNC_COST'] },
  { name: 'autopilot', text: policyText, quotes: ['AUTO_LAST_WEIGHT', 'AUTO_MEAN_WEIGHT', 'AUTO_MEAN_WINDOW', 'AUTO_DESIRED_STOCK'] },
  { name: 'naive autopilot', text: naivePolicyText, quotes: ['AUTO_LAST_WEIGHT', 'AUTO_MEAN_WEIGHT', 'AUTO_MEAN_WINDOW'] },
  { name: 'bullwhip ratio', text: ratioText, quotes: ['BULLWHIP_RATIO'] },
  { name: 'history title', text: historyTitle, quotes: ['HISTORY_ROUNDS'] },
];

describe('texts quote the constants, never a copy of them', () => {
  it.each(CASES.flatMap((c) => c.quotes.map((k) => [c.name, k, c] as const)))('%s follows %s', (_, key, c) => {
    const changed = 37; // written "37" in every text (above twelve, so never put in words)
    const before = c.text(C);
    const after = c.text(withFigure(key, changed));
    expect(after).not.toBe(before);
    expect(after).toContain('37');
  });

  it('decimal figures are written as they are (weights, costs, the buffer as a percentage)', () => {
    expect(naivePolicyText(withFigure('AUTO_SAFETY', 0.35))).toContain('+ 35% buffer');
    expect(naivePolicyText(C)).toContain(`${fig(C.AUTO_LAST_WEIGHT)} × last demand`);
    expect(naivePolicyText(C)).toContain(`+ ${percent(C.AUTO_SAFETY)} buffer`);
    expect(policyText(C)).toContain(`${fig(C.AUTO_LAST_WEIGHT)} × last demand`);
    expect(howToPlay(withFigure('HOLDING_COST', 0.75))[3]).toContain('costs 0.75 a week');
    expect(powerHelp('brokerBuy', 'W', C)).toContain(`Costs ${C.BROKER_COST} (${C.BROKER_UNIT_PRICE} a unit)`);
    expect(powerHelp('infoSync', 'W', withFigure('INFO_SYNC_COST', 5))).toMatch(/Costs 5\.$/);
  });

  it('the tagline counts the tiers (the spec’s "4-node supply chain")', () => {
    expect(TAGLINE).toBe(tagline(C));
    expect(TAGLINE).toContain(`${C.TIERS.length}-node supply chain`);
    expect(tagline(withFigure('TIERS', ['R', 'W', 'F']))).toContain('3-node supply chain');
  });

  it('the debrief’s verdict turns at the threshold constant', () => {
    expect(ratioVerdict(C.BULLWHIP_RATIO + 0.5)).toBe('amplified');
    expect(ratioVerdict(C.BULLWHIP_RATIO - 0.5)).toBe('damped');
    expect(ratioVerdict(1.5, withFigure('BULLWHIP_RATIO', 2))).toBe('damped');
  });

  it('with the real constants, the how-to-play steps read as before (the no-JavaScript page reuses them)', () => {
    expect(HOW_TO_PLAY).toEqual(howToPlay(C));
    expect(HOW_TO_PLAY[4]).toBe('The chain starts steady: every shipment and every order already on its way is 4 units.');
    expect(HOW_TO_PLAY[5]).toMatch(/^Your score is the whole chain’s cost: the four tiers’ costs added up, lower is better/);
    expect(HOW_TO_PLAY[2]).toBe(
      'Your order reaches your supplier next week, and what they ship takes two more weeks to arrive. The factory’s own production takes one week.',
    );
    expect(HOW_TO_PLAY[3]).toBe(`Every unit in stock costs ${SPEC.holdingCost} a week. Every unit you owe your customer (backlog) costs ${SPEC.backlogCost} a week.`);
  });
});
