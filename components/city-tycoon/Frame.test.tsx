/**
 * City Tycoon's static frame (docs/site.md, "Static frames"): drawn from the rules' constants by the game's own
 * components, with no saved state read, no handler and no client code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { hostElements, spyOnStorage } from '@/components/sim/frame.testing';
import { BOARD, DEFAULT_SEED, TITLE } from '@/engines/city-tycoon';
import { dollars } from '@/engines/core/format';
import { GAME_BY_ID } from '@/engines/games';
import { SCREEN_TEXT } from '@/content/city-tycoon/screen';
import { CityTycoonFrame } from './Frame';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');

describe('City Tycoon static frame', () => {
  const reads = spyOnStorage();

  test('holds the title, the coach line and the whole empty board: all 40 tiles, names and prices', () => {
    const html = renderToStaticMarkup(<CityTycoonFrame />);
    expect(BOARD).toHaveLength(40);
    expect(text(html)).toContain(TITLE);
    expect(text(html)).toContain(SCREEN_TEXT.noGame);
    expect(html.match(/data-tile="\d+"/g)).toHaveLength(40);
    const labels = [...html.matchAll(/aria-label="([^"]*)" data-tile="(\d+)"/g)].map((m) => [Number(m[2]), text(m[1])] as const);
    expect(labels).toHaveLength(40);
    BOARD.forEach((t, i) => {
      expect(html).toContain(`>${t.kind === 'event' ? '★ Event' : t.short}<`);
      // Each tile's name says what it is and, when it can be bought, its price (the rules' constants).
      const label = labels.find(([k]) => k === i)![1];
      expect(label.startsWith(`${t.name}, `)).toBe(true);
      if ('price' in t) expect(label.endsWith(`, ${dollars(t.price)}`)).toBe(true);
    });
  });

  test('shows no game: no token, owner, building or badge, and the seed box is a placeholder', () => {
    const html = renderToStaticMarkup(<CityTycoonFrame />);
    expect(html).not.toMatch(/data-testid="(token-\d|badge-turn|walking-token)"/);
    expect(html).not.toContain('Owner ');
    expect(html).not.toContain(DEFAULT_SEED);
    expect(html).toMatch(/<input id="ct-seed"[^>]*readOnly=""[^>]*placeholder="—"/);
  });

  test('reads no save, and has no handler', () => {
    reads.length = 0;
    renderToStaticMarkup(<CityTycoonFrame />);
    expect(reads).toEqual([]);
    const els = hostElements(<CityTycoonFrame />);
    expect(els.filter((e) => e.type === 'button')).toHaveLength(41); // 40 tiles and Reset
    const handlers = els.flatMap((e) => Object.keys(e.props).filter((k) => /^on[A-Z]/.test(k) && typeof e.props[k] === 'function'));
    expect(handlers).toEqual([]);
    expect(renderToStaticMarkup(<CityTycoonFrame />)).not.toContain(GAME_BY_ID['city-tycoon'].saveKey);
  });

  test('its components are server components: no "use client", no hooks', () => {
    for (const f of ['Frame.tsx', 'EmptyTable.tsx', 'BoardView.tsx', 'TopBar.tsx', 'ui.ts']) {
      const src = fs.readFileSync(path.join(__dirname, f), 'utf8');
      expect([f, /^\s*['"]use client['"]/m.test(src)]).toEqual([f, false]);
      expect([f, /\buse[A-Z]\w*\(/.test(src)]).toEqual([f, false]);
      expect([f, /from ['"]next\/link['"]/.test(src)]).toEqual([f, false]);
    }
  });
});
