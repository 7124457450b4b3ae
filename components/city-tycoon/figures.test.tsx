/**
 * Figures written once (docs/rules/city-tycoon.md, "The screen"): the screens quote the constants. With a changed
 * auction step, jail fee and full-set multiplier, every button, rent table and help text shows the new figures.
 */
import { renderToString } from 'react-dom/server';

jest.mock('@/engines/city-tycoon/constants', () => ({
  ...jest.requireActual('@/engines/city-tycoon/constants'),
  AUCTION_STEP: 25,
  JAIL_FEE: 65,
  FULL_SET_RENT_MULTIPLIER: 3,
}));

import { DETENTION_TILE, step, type Action, type GameState } from '@/engines/city-tycoon';
import { game } from '@/engines/city-tycoon/testkit';
import { AuctionContent, DetentionContent, HelpContent } from './Panels';
import { TileCard } from './TileCard';
import { SPEC } from '@/engines/city-tycoon/fixtures/spec';

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const ok = (s: GameState, a: Action) => {
  const r = step(s, a);
  expect(r.refusal).toBeUndefined();
  return r.state;
};

test('the auction quotes the auction step, and a bid rises by it', () => {
  const g = { ...game(3), autoEnd: false };
  const moving: GameState = { ...g, phase: 'MOVING', pendingMove: { steps: 1, again: false }, lastRoll: [1, 0] as unknown as [number, number] };
  const s = ok(ok(moving, { type: 'ADVANCE' }), { type: 'DECLINE' });
  const html = text(renderToString(<AuctionContent game={s} dispatch={() => undefined} />));
  expect(html).toContain('Bid +25');
  expect(html).toContain('raises to $25');
  expect(html).not.toContain(`+${SPEC.auctionStep}`);
  expect(ok(s, { type: 'BID' }).auction?.bid).toBe(25);
});

test('Detention quotes the fee', () => {
  const g = game(2);
  const s: GameState = { ...g, players: g.players.map((p) => (p.id === 0 ? { ...p, pos: DETENTION_TILE, inJail: true } : p)) };
  const html = text(renderToString(<DetentionContent game={s} dispatch={() => undefined} />));
  expect(html).toContain('Pay $65');
  expect(html).not.toContain(`$${SPEC.jailFee}`);
});

test('the rent table shows the full-set rent from the multiplier (base × 3), and the help quotes the new figures', () => {
  const g = game(2);
  const s: GameState = { ...g, ownership: g.ownership.map((o, i) => (i === 1 || i === 3 ? 1 : o)) };
  const html = text(renderToString(<TileCard game={s} tile={1} dispatch={() => undefined} status={null} />));
  expect(html).toMatch(/Full set, no buildings \$6 /); // Clay Market: base $2 × 3
  const help = text(renderToString(<HelpContent />));
  expect(help).toContain('pay $65 to leave');
});
