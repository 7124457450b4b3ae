/** The tile drawer, rendered for real (docs/rules/city-tycoon.md, "The screen": the tile drawer). */
import { renderToString } from 'react-dom/server';
import { rentFor, type GameState } from '@/engines/city-tycoon';
import { game } from '@/engines/city-tycoon/testkit';
import { TileCard } from './TileCard';
import { HelpContent } from './Panels';

const render = (s: GameState, tile: number) => renderToString(<TileCard game={s} tile={tile} dispatch={() => undefined} status={null} />);
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');

/** The label and amount of the highlighted rent rows. */
function highlighted(html: string): string[] {
  return [...html.matchAll(/<tr class="rowNow"[^>]*>(.*?)<\/tr>/g)].map((m) => text(m[1]));
}

function with_(s: GameState, owner: number | null, tiles: number[], houses = 0, mortgaged = false): GameState {
  return {
    ...s,
    ownership: s.ownership.map((o, i) => (tiles.includes(i) ? owner : o)),
    houses: s.houses.map((h, i) => (tiles.includes(i) ? houses : h)),
    mortgaged: s.mortgaged.map((m, i) => (tiles.includes(i) ? mortgaged : m)),
  };
}

/** The ruling's words (docs/rules/city-tycoon.md, "Unmortgage"). */
const RULING = 'repays the mortgage (half the price) plus 10 % of the price, rounded up';

describe('tile drawer', () => {
  test('states the unmortgage cost in the words of the ruling, like the help text, with the amount', () => {
    const drawer = text(render(game(), 1)); // Clay Market, $60: 30 + 6
    expect(drawer).toContain(RULING);
    expect(drawer).toContain('$36');
    expect(text(renderToString(<HelpContent />))).toContain(RULING);
    expect(text(render(game(), 39))).toMatch(/repays the mortgage \(half the price\) plus 10 % of the price, rounded up\. Here: \$240\./);
  });

  test('highlights the rent actually charged: the doubled full-set rent when unbuilt, not Base', () => {
    const s = with_(game(), 1, [1, 3]); // Blake owns the clay set, no buildings
    expect(highlighted(render(s, 1))).toEqual(['Full set, no buildings$4 ◀ charged now']);
    expect(rentFor(s, 1, 7)).toBe(4);
  });

  test('the highlighted row is always the rent charged (base, shops, tower, transit, utility), none when none is charged', () => {
    let s = with_(game(), 1, [1]); // one clay tile only
    expect(highlighted(render(s, 1))).toEqual(['Base$2 ◀ charged now']);
    s = with_(game(), 1, [1, 3], 2);
    expect(highlighted(render(s, 3))).toEqual([`2 shops$${rentFor(s, 3, 7)} ◀ charged now`]);
    s = with_(game(), 1, [37, 39], 5);
    expect(highlighted(render(s, 39))).toEqual(['Tower$2,000 ◀ charged now']);
    s = with_(game(), 2, [5, 15]);
    expect(highlighted(render(s, 15))).toEqual([`2 hubs$${rentFor(s, 15, 7)} ◀ charged now`]);
    s = with_(game(), 2, [12, 28]);
    expect(highlighted(render(s, 12))).toEqual(['Owner has bothdice × 10 ◀ charged now']);
    expect(highlighted(render(game(), 1))).toEqual([]); // unowned: nothing charged
    expect(highlighted(render(with_(game(), 1, [1, 3], 0, true), 1))).toEqual([]); // mortgaged: no rent
  });
});
