/**
 * The auction modal follows the ruling (docs/rules/city-tycoon.md, "Auction"): the last bidder left who has not bid is
 * asked once; a bid is the rules' next bid, and the Bid button is disabled with the rules' reason when it is refused.
 */
import { renderToString } from 'react-dom/server';
import { ERR, nextBid, refusal, step as stepGame, type Action, type GameState } from '@/engines/city-tycoon';
import { game } from '@/engines/city-tycoon/testkit';
import { AuctionContent } from './Panels';
import { SPEC } from '@/engines/city-tycoon/fixtures/spec';

const text = (html: string) => html.replace(/<[^>]+>/g, '');
const step = (s: GameState, a: Action) => {
  const r = stepGame(s, a);
  expect(r.refusal).toBeUndefined();
  return r.state;
};
function opened(players: number): GameState {
  const g = { ...game(players), autoEnd: false };
  const s: GameState = { ...g, phase: 'MOVING', pendingMove: { steps: 1, again: false }, lastRoll: [1, 0] as unknown as [number, number] };
  return step(step(s, { type: 'ADVANCE' }), { type: 'DECLINE' });
}
const render = (s: GameState) => renderToString(<AuctionContent game={s} dispatch={() => undefined} />);

test('two players: after the other passes, the decliner gets a last call, with Bid and Pass but no Next', () => {
  const s = step(opened(2), { type: 'PASS' });
  const html = render(s);
  expect(text(html)).toContain(`Last call: Avery is the last bidder left. Bid +${SPEC.auctionStep} wins Clay Market for $${SPEC.auctionStep}; Pass means no sale.`);
  expect(html).toContain(`>Bid +${SPEC.auctionStep}<`);
  expect(html).toContain('>Pass<');
  expect(html).not.toContain('>Next<');
});

test('while others can still bid there is no last call and Next is offered', () => {
  const html = render(opened(3));
  expect(html).not.toContain('Last call');
  expect(html).toContain('>Next<');
});

/** The button whose text is `label`, with its attributes, and the text of the element its aria-describedby names. */
function button(html: string, label: string) {
  const m = new RegExp(`<button([^>]*)>${label}</button>`).exec(html);
  if (!m) throw new Error(`no button ${label}`);
  const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(m[1])?.[1] ?? null;
  const described = attr('aria-describedby');
  const reason = described ? new RegExp(`id="${described}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null : null;
  return { disabled: attr('aria-disabled'), title: attr('title'), reason };
}

test('the Bid button is disabled with the rules’ reason when the bidder cannot pay the next bid; Pass stays enabled', () => {
  const s0 = opened(3);
  const bidder = s0.auction!.turn;
  const poor: GameState = { ...s0, players: s0.players.map((p) => (p.id === bidder ? { ...p, cash: nextBid(s0.auction!) - 1 } : p)) };
  const why = refusal(poor, { type: 'BID' });
  expect(why).toEqual({ code: 'bid-exceeds-cash', message: ERR.bidExceedsCash });
  expect(stepGame(poor, { type: 'BID' }).refusal?.message).toBe(ERR.bidExceedsCash);
  const html = render(poor);
  expect(button(html, `Bid \\+${SPEC.auctionStep}`)).toEqual({ disabled: 'true', title: ERR.bidExceedsCash, reason: ERR.bidExceedsCash });
  expect(button(html, 'Pass')).toEqual({ disabled: 'false', title: null, reason: null });
  // With the cash for the next bid, Bid is enabled and says nothing.
  expect(button(render(s0), `Bid \\+${SPEC.auctionStep}`)).toEqual({ disabled: 'false', title: null, reason: null });
});
