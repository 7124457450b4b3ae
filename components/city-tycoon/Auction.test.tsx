/** The auction modal follows the ruling (issue 10 item 2): the last bidder left who has not bid is asked once. */
import { renderToString } from 'react-dom/server';
import { step as stepGame, type Action, type GameState } from '@/engines/city-tycoon';
import { game } from '@/engines/city-tycoon/testkit';
import { AuctionContent } from './Panels';

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
  expect(text(html)).toContain('Last call: Avery is the last bidder left. Bid +10 wins Clay Market for $10; Pass means no sale.');
  expect(html).toContain('>Bid +10<');
  expect(html).toContain('>Pass<');
  expect(html).not.toContain('>Next<');
});

test('while others can still bid there is no last call and Next is offered', () => {
  const html = render(opened(3));
  expect(html).not.toContain('Last call');
  expect(html).toContain('>Next<');
});
