/**
 * Test helpers (imported by *.test.tsx only): render the real Bullwhip Rush
 * screens to HTML for a given game (its record and state), in jest's node environment.
 */
import { renderToString } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import type { BullwhipPlayed } from '@/engines/bullwhip/manifest';
import type { GameState } from '@/engines/bullwhip/types';
import Game from './Game';
import Debrief from './Debrief';
import { gameAtom } from './state';

/** The game screen as it renders `played` (storage is not touched: `window` is undefined in node). */
export function renderGame(played: BullwhipPlayed): string {
  const store = createStore();
  store.set(gameAtom, played);
  return renderToString(
    <Provider store={store}>
      <Game />
    </Provider>,
  );
}

/** The debrief ('View Details') for `state`. */
export function renderDebrief(state: GameState): string {
  return renderToString(<Debrief game={state} />);
}

/** Text content of the markup, tags removed and entities decoded (enough for assertions). */
export function textOf(html: string): string {
  return html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
