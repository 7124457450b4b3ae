/** Help texts are functions of the constants (docs/rules/city-tycoon.md, "The screen"): change a figure, and every text quoting it follows. */
import * as C from '@/engines/city-tycoon/constants';
import { SPEC } from '@/engines/city-tycoon/fixtures/spec';
import { HELP, HOW_TO_PLAY, helpSections, howToPlay, unmortgageRule, type HelpConstants } from './help';
import { TILE_TEXTS, tileTexts } from './tiles';

const all = (k: HelpConstants) => [...howToPlay(k), ...helpSections(k).flatMap((s) => s.items), ...tileTexts(k).map((t) => t.tip)].join('\n');

test('the texts shown quote the real constants', () => {
  const shown = [...HOW_TO_PLAY, ...HELP.flatMap((s) => s.items), ...TILE_TEXTS.map((t) => t.tip)].join('\n');
  for (const figure of [C.AUCTION_STEP, C.START_BONUS, C.CITY_TAX, C.ASSET_LEVY, C.JAIL_FEE, C.TRANSIT_PRICE, C.UTILITY_PRICE, C.HOUSE_SUPPLY, C.TOWER_SUPPLY])
    expect(shown).toContain(`$${figure}`.replace('$32', '32').replace('$12', '12'));
  expect(shown).toContain(C.TRANSIT_RENTS.join(', '));
  expect(shown).toContain(`× ${C.UTILITY_ONE_MULT}`);
  expect(shown).toContain('double its base rent');
});

test('a changed figure changes every text that quotes it (no figure typed twice)', () => {
  const changed: HelpConstants = {
    ...C,
    AUCTION_STEP: 25,
    START_BONUS: 250,
    CITY_TAX: 175,
    ASSET_LEVY: 95,
    JAIL_FEE: 65,
    JAIL_TRIES: 4,
    TRANSIT_PRICE: 210,
    TRANSIT_RENTS: [30, 60, 120, 240] as unknown as typeof C.TRANSIT_RENTS,
    UTILITY_PRICE: 155,
    UTILITY_ONE_MULT: 5,
    UTILITY_BOTH_MULT: 12,
    HOUSE_SUPPLY: 30,
    TOWER_SUPPLY: 11,
    FULL_SET_RENT_MULTIPLIER: 3,
    MORTGAGE_RATE: 0.6,
    SELL_REFUND_RATE: 0.4,
    UNMORTGAGE_INTEREST_RATE: 0.15,
    SETS: { ...C.SETS, aqua: { ...C.SETS.aqua, buildCost: 55 }, yellow: { ...C.SETS.yellow, buildCost: 160 } },
  };
  const text = all(changed);
  for (const s of ['$25', '$250', '$175', '$95', '$65', 'After 4 failed tries', '$210', '30, 60, 120 or 240', '30, 60, 120, 240', '$240 a visit', '$155', '× 5', '× 12', '5×', '12×', '30 shops and 11 towers', 'multiply by 3', 'triples unbuilt rent', '60 %', '40 %', '15 % of the price', 'Aqua $55', '($55 a shop)', '($160)'])
    expect(text).toContain(s);
  // The real figures are gone from the texts that quoted them.
  const S = SPEC;
  for (const s of [`$${S.auctionStep})`, `pays you $${S.startBonus}`, `collect $${S.startBonus}`, `Every lap pays $${S.startBonus}`, `City Tax $${S.cityTax}`, `hubs ($${S.transitPrice})`, `$${S.jailFee} to`, `After ${S.jailTries} failed`, S.transitRents.slice(0, 2).join(', '), `× ${S.utilityOneMult}`, `${S.shops} shops`, 'double its', 'doubles unbuilt', '10 % of the price', `($${S.buildCost.aqua} a shop)`, `($${S.buildCost.yellow})`])
    expect(text).not.toContain(s);
  expect(unmortgageRule(changed)).toBe('Lifting a mortgage repays the mortgage (60 % the price) plus 15 % of the price, rounded up.');
});

test('the event card texts are written from their effects', () => {
  for (const card of C.EVENT_CARDS) {
    const e = card.effect;
    if (e.type === 'cash') expect(card.text).toContain(`$${Math.abs(e.amount)}`);
    if (e.type === 'repairs') expect(card.text).toContain(`$${e.perShop} per shop and $${e.perTower} per tower`);
    if (e.type === 'perShopBonus') expect(card.text).toContain(`$${e.perShop} per shop`);
    if (e.type === 'nearestUtility') expect(card.text).toContain(`${e.diceMultiplier} times the dice`);
    if (e.type === 'advanceToStart') expect(card.text).toContain(`$${C.START_BONUS}`);
    if (e.type === 'detourTransit') expect(card.text).toContain(`pay ${C.timesWord(e.rentMultiplier)} transit rent`);
  }
});
