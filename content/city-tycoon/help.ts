/**
 * How to Play and the help sheet (short, plain words for ages 13–18). Every figure they quote is read from the
 * engine's constants: the texts are functions of a constants object (`howToPlay(C)`, `helpSections(C)`), so a
 * changed rule changes its help (help.test.ts renders them with changed constants).
 */
import * as Constants from '@/engines/city-tycoon/constants';
import { grouped } from '@/engines/core/format';

/** The constants the texts read (a test passes a changed copy). */
type Widen<T> = T extends number ? number : T;
export type HelpConstants = { [K in keyof typeof Constants]: Widen<(typeof Constants)[K]> };

const usd = (n: number) => `$${grouped(n)}`;
/** 0.5 → "half", else "N %". */
const share = (rate: number) => (rate === 0.5 ? 'half' : `${Math.round(rate * 100)} %`);
const list = (xs: readonly (string | number)[], last = 'or') => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} ${last} ${xs[xs.length - 1]}`);

/** The unmortgage rule in the words of the ruling (docs/rules/city-tycoon.md, "Unmortgage"); the help and the tile drawer both show it. */
export const unmortgageRule = (C: HelpConstants) =>
  `Lifting a mortgage repays the mortgage (${share(C.MORTGAGE_RATE)} the price) plus ${Math.round(C.UNMORTGAGE_INTEREST_RATE * 100)} % of the price, rounded up.`;

export const howToPlay = (C: HelpConstants): readonly string[] => [
  `Take turns on one device. Press Roll: two dice move your token clockwise around the ${C.BOARD_SIZE} tiles.`,
  `Land on an unowned property, transit hub or utility to buy it. Decline, and every player with cash can bid in an auction (bids rise by ${usd(C.AUCTION_STEP)}).`,
  `Land on a tile someone else owns and you pay them rent. Passing City Hall pays you ${usd(C.START_BONUS)}.`,
  `Own every tile of a colour set to ${C.FULL_SET_RENT_MULTIPLIER === 2 ? 'double' : `multiply by ${C.FULL_SET_RENT_MULTIPLIER}`} its base rent and to build shops (then a tower). Build evenly across the set.`,
  `Short of cash? Sell buildings for ${share(C.SELL_REFUND_RATE)} their cost, or mortgage a tile for ${share(C.MORTGAGE_RATE)} its price (it charges no rent while mortgaged).`,
  'If you cannot pay what you owe, you are bankrupt. The game ends at the turn cap (or when one player is left); the highest net worth wins.',
];

export interface HelpSection {
  title: string;
  items: readonly string[];
}

/** Build costs grouped by cost: "Clay and Aqua $50, Lavender and Orange $100, …". */
function buildCosts(C: HelpConstants): string {
  const groups: { cost: number; labels: string[] }[] = [];
  for (const id of C.SET_ORDER) {
    const { label, buildCost } = C.SETS[id];
    const g = groups.find((x) => x.cost === buildCost);
    if (g) g.labels.push(label);
    else groups.push({ cost: buildCost, labels: [label] });
  }
  return groups.map((g) => `${list(g.labels, 'and')} ${usd(g.cost)}`).join(', ');
}

export const helpSections = (C: HelpConstants): readonly HelpSection[] => [
  {
    title: 'Your turn',
    items: [
      `Roll the dice. Doubles let you roll again; ${C.DOUBLES_TO_DETENTION === 3 ? 'three' : C.DOUBLES_TO_DETENTION} doubles in a row send you to Detention.`,
      'With Auto End Turn ON, the turn passes as soon as your move is settled. With it OFF, press End Turn when you are done.',
      'Build, sell and mortgage before you roll or after your move: click a tile to open its card.',
    ],
  },
  {
    title: 'Tiles',
    items: [
      `City Hall: collect ${usd(C.START_BONUS)} each time you pass it. Free Plaza: nothing happens.`,
      `City Tax ${usd(C.CITY_TAX)} and Asset Levy ${usd(C.ASSET_LEVY)} (you never pay more than you have).`,
      `City Event: draw the next of ${C.EVENT_CARDS.length} event cards (the deck is reshuffled when it runs out).`,
      'Detention and Go to Detention: you are held in Detention.',
      `Transit hubs (${usd(C.TRANSIT_PRICE)}): rent ${list(C.TRANSIT_RENTS)} by how many hubs the owner holds.`,
      `Utilities (${usd(C.UTILITY_PRICE)}): rent is the dice total × ${C.UTILITY_ONE_MULT}, or × ${C.UTILITY_BOTH_MULT} when one player owns both.`,
    ],
  },
  {
    title: 'Building',
    items: [
      'Own the whole set first. Build evenly: a tile may only get a building when no tile of its set has fewer.',
      `Four shops, then a tower (the tower replaces the shops). There are ${C.HOUSE_SUPPLY} shops and ${C.TOWER_SUPPLY} towers in the supply.`,
      `Build costs per shop or tower: ${buildCosts(C)}.`,
      `Selling returns ${share(C.SELL_REFUND_RATE)} the build cost; sell from the tiles with the most buildings first.`,
    ],
  },
  {
    title: 'Money trouble',
    items: [
      `Mortgage: the bank pays ${share(C.MORTGAGE_RATE)} the price; sell the set’s buildings first. A mortgaged tile charges no rent.`,
      `Unmortgage: ${unmortgageRule(C)}`,
      `Detention: pay ${usd(C.JAIL_FEE)} to leave, or roll for doubles (free; you move by that roll). After ${C.JAIL_TRIES} failed tries you pay ${usd(C.JAIL_FEE)} and go.`,
      'Bankrupt: if you cannot pay a player, they get your cash and tiles; if you owe the bank, your tiles return to the bank.',
    ],
  },
  {
    title: 'Winning',
    items: [
      `Net worth = cash − debt + each tile’s price (${share(C.MORTGAGE_RATE)} if mortgaged) + what was spent on its buildings.`,
      'The game ends at the turn cap or when only one player is left.',
    ],
  },
];

/** The texts with the game's real constants. */
export const UNMORTGAGE_RULE = unmortgageRule(Constants);
export const HOW_TO_PLAY = howToPlay(Constants);
export const HELP = helpSections(Constants);
