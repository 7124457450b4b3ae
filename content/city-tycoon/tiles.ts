/**
 * One short, original story and one local tip per tile (by board index, 0 = City Hall).
 * Tips carry a small business lesson a student can use in the game and beyond.
 */
import * as Constants from '@/engines/city-tycoon/constants';
import { dollars } from '@/engines/core/format';
import type { HelpConstants } from './help';

export interface TileText {
  story: string;
  tip: string;
}

/** The constants the tips read (a test passes a changed copy). */
export type TileTextConstants = HelpConstants;

const repairs = (C: TileTextConstants) => {
  const e = C.EVENT_CARDS.find((c) => c.effect.type === 'repairs')?.effect;
  return e?.type === 'repairs' ? e : { perShop: 0, perTower: 0 };
};
const shopBonus = (C: TileTextConstants) => {
  const e = C.EVENT_CARDS.find((c) => c.effect.type === 'perShopBonus')?.effect;
  return e?.type === 'perShopBonus' ? e.perShop : 0;
};
const towerRent = (C: TileTextConstants, i: number) => {
  const t = C.BOARD[i];
  return t.kind === 'property' ? t.rent[t.rent.length - 1] : 0;
};

/** The texts, with every figure a tip quotes read from the constants. */
export const tileTexts = (C: TileTextConstants): readonly TileText[] => [
  { story: 'The clock tower of City Hall has started every business day in town for a hundred years.', tip: `Every lap pays ${dollars(C.START_BONUS)}: steady income is what lets you take risks elsewhere.` },
  { story: 'Potters and tile makers sell seconds from folding tables every Saturday.', tip: 'Cheap tiles earn little rent, but a full cheap set is the fastest place to build.' },
  { story: 'Posters on the community board announce festivals, fines and fresh chances.', tip: 'Keep a cash cushion: an event can cost you as well as pay you.' },
  { story: 'Old kilns on this row now house studios and a small bakery.', tip: `Completing a set ${C.multipliedBy(C.FULL_SET_RENT_MULTIPLIER)} unbuilt rent — two cheap tiles can beat one dear one.` },
  { story: 'The city funds its buses and parks from the tax desk by the door.', tip: 'Taxes are fixed costs: plan for them before you spend on extras.' },
  { story: 'Union Terminal links every district with trains that run late into the night.', tip: `Transit rent doubles with each hub you own: ${C.TRANSIT_RENTS.join(', ')}.` },
  { story: 'Fishing boats tie up beside cafés that serve the morning catch.', tip: `Aqua tiles are cheap to build on (${dollars(C.SETS.aqua.buildCost)} a shop) — good value early on.` },
  { story: 'A street musician plays here and the city notices who stops to listen.', tip: 'Random events average out over a game; good plans do not depend on luck.' },
  { story: 'Beachcombers sell lamps made of sea glass along the boardwalk.', tip: 'Buying a tile someone else needs gives you leverage, even if you never build.' },
  { story: 'The widest promenade in town fills with skaters every evening.', tip: 'The dearest tile of a set pays the most rent at every level.' },
  { story: 'Detention: a quiet room where rule-breakers wait their turn.', tip: `Early in the game, paying ${dollars(C.JAIL_FEE)} to get out keeps you buying; late, waiting can be cheaper.` },
  { story: 'Lilac bushes line this lane, and so do the town’s best florists.', tip: 'Mid-priced sets are landed on often: players leave Detention straight into them.' },
  { story: 'The co-op runs solar panels on every school roof in the district.', tip: `Utility rent follows the dice: ${C.UTILITY_ONE_MULT}× with one utility, ${C.UTILITY_BOTH_MULT}× with both.` },
  { story: 'From the top of Violet Vista you can see three districts at once.', tip: 'Watch the even-build rule: add shops across the set one at a time.' },
  { story: 'Lavender Square hosts the weekly startup fair.', tip: 'Rent from a third shop jumps sharply — that is where building pays off.' },
  { story: 'Riverside Station was once a mill; its clock still runs on water.', tip: 'Two hubs double the rent of each — pairs are worth bidding for.' },
  { story: 'Fruit sellers on Citrus Court shout prices in four languages.', tip: 'Orange tiles sit a short roll from Detention: a busy corner for rent.' },
  { story: 'The notice board by the fountain is where the city posts surprises.', tip: 'A good entrepreneur keeps reserves for surprises, good and bad.' },
  { story: 'Spices from every continent are weighed by hand at the Bazaar.', tip: 'If you cannot afford a tile, its auction may sell it cheap — to anyone.' },
  { story: 'Amber Arcade’s glass roof glows gold at sunset.', tip: 'A set’s build cost is the same for each shop and the tower.' },
  { story: 'Free Plaza: benches, shade and nothing to pay.', tip: 'Free spaces are a breather — use the moment to plan your next build.' },
  { story: 'Maple Mile is the parade route for every city celebration.', tip: 'Red tiles are landed on often; a built red set can end games.' },
  { story: 'A pop-up stage here hands out prizes — and the odd bill.', tip: 'Spread your bets: one bad card should never ruin your business.' },
  { story: 'Cedar Circle’s roundabout has a tree older than the city.', tip: `Mortgaging gives ${C.MORTGAGE_RATE === 0.5 ? 'half' : `${C.MORTGAGE_RATE * 100} % of`} the price now, but the tile earns no rent while mortgaged.` },
  { story: 'Red stone from the old quarry built the ridge’s terraced shops.', tip: 'Sell buildings before mortgaging: the bank will not lend on built sets.' },
  { story: 'Midtown Depot is where the night buses swap drivers.', tip: 'Hubs cannot be built on, so their rent is steady and safe.' },
  { story: 'Sunfield Park hosts the summer market and its lemonade stands.', tip: `Yellow sets cost more to build (${dollars(C.SETS.yellow.buildCost)}) but pay more per shop.` },
  { story: 'Sand dunes once reached this terrace; now it has rooftop gardens.', tip: 'Before you build, check that you can still pay a big rent next turn.' },
  { story: 'The Waterworks pump clean water to every district.', tip: 'Owning both utilities multiplies their rent by 10.' },
  { story: 'Aurora Avenue’s lights switch on when the first star appears.', tip: 'Tower rent is the top of the table — but towers are limited to 12.' },
  { story: 'A whistle blows and an officer points you toward Detention.', tip: 'Landing here costs a turn of building — keep cash to pay your way out.' },
  { story: 'Fern District grows herbs on every balcony.', tip: 'Green tiles are expensive: buy them when cash is comfortable, not tight.' },
  { story: 'The esplanade runs along the river under evergreen trees.', tip: 'Buildings count toward net worth at their full build cost.' },
  { story: 'The city event desk never says what comes next.', tip: `Repairs cost ${dollars(repairs(C).perShop)} per shop and ${dollars(repairs(C).perTower)} per tower — big builders pay more.` },
  { story: 'The glass conservatory keeps orchids warm all winter.', tip: 'High rents mean fewer landings: weigh price against traffic.' },
  { story: 'Ferries cross the harbor every twenty minutes.', tip: `Four hubs pay ${dollars(C.TRANSIT_RENTS[C.TRANSIT_RENTS.length - 1])} a visit — a strong, steady business.` },
  { story: 'Volunteers hand out flyers for city events here.', tip: `Shops earn ${dollars(shopBonus(C))} each on Shop Local Week — another reason to build.` },
  { story: 'Harbor Heights’ penthouses look out over the whole bay.', tip: 'Navy has only two tiles: the set is easier to complete, harder to afford.' },
  { story: 'The Asset Levy office checks the city’s biggest holdings.', tip: `The levy is ${dollars(C.ASSET_LEVY)}; tax is floored at your cash, so it never bankrupts you.` },
  { story: 'Summit Tower is the tallest building in the district.', tip: `Summit Tower’s tower rent is ${dollars(towerRent(C, 39))} — one landing can decide a game.` },
];

export const TILE_TEXTS = tileTexts(Constants);
