/** How to Play and the help sheet (short, plain words for ages 13–18). */

/** The unmortgage rule in the words of the ruling (DECISIONS.md); the help and the tile drawer both show it. */
export const UNMORTGAGE_RULE = 'Lifting a mortgage repays the mortgage (half the price) plus 10 % of the price, rounded up.';
export const HOW_TO_PLAY: readonly string[] = [
  'Take turns on one device. Press Roll: two dice move your token clockwise around the 40 tiles.',
  'Land on an unowned property, transit hub or utility to buy it. Decline, and every player with cash can bid in an auction (bids rise by $10).',
  'Land on a tile someone else owns and you pay them rent. Passing City Hall pays you $200.',
  'Own every tile of a colour set to double its base rent and to build shops (then a tower). Build evenly across the set.',
  'Short of cash? Sell buildings for half their cost, or mortgage a tile for half its price (it charges no rent while mortgaged).',
  'If you cannot pay what you owe, you are bankrupt. The game ends at the turn cap (or when one player is left); the highest net worth wins.',
];

export interface HelpSection {
  title: string;
  items: readonly string[];
}

export const HELP: readonly HelpSection[] = [
  {
    title: 'Your turn',
    items: [
      'Roll the dice. Doubles let you roll again; three doubles in a row send you to Detention.',
      'With Auto End Turn ON, the turn passes as soon as your move is settled. With it OFF, press End Turn when you are done.',
      'Build, sell and mortgage before you roll or after your move: click a tile to open its card.',
    ],
  },
  {
    title: 'Tiles',
    items: [
      'City Hall: collect $200 each time you pass it. Free Plaza: nothing happens.',
      'City Tax $200 and Asset Levy $100 (you never pay more than you have).',
      'City Event: draw the next of 9 event cards (the deck is reshuffled when it runs out).',
      'Detention and Go to Detention: you are held in Detention.',
      'Transit hubs ($200): rent 24, 48, 96 or 192 by how many hubs the owner holds.',
      'Utilities ($150): rent is the dice total × 4, or × 10 when one player owns both.',
    ],
  },
  {
    title: 'Building',
    items: [
      'Own the whole set first. Build evenly: a tile may only get a building when no tile of its set has fewer.',
      'Four shops, then a tower (the tower replaces the shops). There are 32 shops and 12 towers in the supply.',
      'Build costs per shop or tower: Clay and Aqua $50, Lavender and Orange $100, Red and Yellow $150, Green and Navy $200.',
      'Selling returns half the build cost; sell from the tiles with the most buildings first.',
    ],
  },
  {
    title: 'Money trouble',
    items: [
      'Mortgage: the bank pays half the price; sell the set’s buildings first. A mortgaged tile charges no rent.',
      `Unmortgage: ${UNMORTGAGE_RULE}`,
      'Detention: pay $50 to leave, or roll for doubles (free; you move by that roll). After 3 failed tries you pay $50 and go.',
      'Bankrupt: if you cannot pay a player, they get your cash and tiles; if you owe the bank, your tiles return to the bank.',
    ],
  },
  {
    title: 'Winning',
    items: ['Net worth = cash − debt + each tile’s price (half if mortgaged) + what was spent on its buildings.', 'The game ends at the turn cap or when only one player is left.'],
  },
];
