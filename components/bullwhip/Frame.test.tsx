/**
 * Bullwhip Rush's static frame (docs/site.md, "Static frames"): the header and How to play with the four tiers,
 * drawn from the rules' constants by the game's own components, with no saved state read, no handler and no client code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { hostElements, spyOnStorage } from '@/components/sim/frame.testing';
import { SCENARIOS, SCENARIO_NAMES, TIERS, TIER_NAMES } from '@/engines/bullwhip/constants';
import { GAME_BY_ID } from '@/engines/games';
import { HOW_TO_PLAY, ROLE_BLURBS, SCENARIO_BLURBS, TAGLINE } from '@/content/bullwhip/texts';
import { BullwhipFrame } from './Frame';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('Bullwhip Rush static frame', () => {
  const reads = spyOnStorage();

  test('holds the title, the pickers, How to play, the scenarios and the four tiers', () => {
    const html = renderToStaticMarkup(<BullwhipFrame />);
    const all = text(html);
    expect(html).toMatch(/<h1[^>]*>Bullwhip Rush<\/h1>/);
    for (const t of [TAGLINE, ...HOW_TO_PLAY]) expect(all).toContain(t);
    for (const s of SCENARIOS) expect(all).toContain(`${SCENARIO_NAMES[s]}: ${SCENARIO_BLURBS[s]}`);
    expect(TIERS).toHaveLength(4);
    for (const t of TIERS) {
      expect(all).toContain(`${t} ${TIER_NAMES[t]}${ROLE_BLURBS[t]}`);
      expect(html).toContain(`<option value="${t}">${t} ${TIER_NAMES[t]}</option>`);
    }
  });

  test('shows no game: the pickers show a placeholder, no mode is ticked, nothing is marked chosen', () => {
    const html = renderToStaticMarkup(<BullwhipFrame />);
    // Both pickers: the placeholder first and selected, every option still there (so the width is the game's).
    expect(html.match(/<select[^>]*><option value="" hidden="" selected="">—<\/option>/g)).toHaveLength(2);
    expect(html).not.toMatch(/<option value="[^"]+" selected/);
    expect(html).not.toContain('checked');
    expect(html).not.toContain('(chosen)');
    expect(html).not.toContain('(your role)');
    expect(html).not.toContain('roleChosen');
  });

  test('reads no save, and has no handler', () => {
    reads.length = 0;
    renderToStaticMarkup(<BullwhipFrame />);
    expect(reads).toEqual([]);
    const els = hostElements(<BullwhipFrame />);
    expect(els.filter((e) => e.type === 'select' || e.type === 'input' || e.type === 'button')).toHaveLength(6); // 2 pickers, 2 modes, Start, Reset
    const handlers = els.flatMap((e) => Object.keys(e.props).filter((k) => /^on[A-Z]/.test(k) && typeof e.props[k] === 'function'));
    expect(handlers).toEqual([]);
    expect(renderToStaticMarkup(<BullwhipFrame />)).not.toContain(GAME_BY_ID.bullwhip.saveKey);
  });

  test('its components are server components: no "use client", no hooks', () => {
    for (const f of ['Frame.tsx', 'Header.tsx', 'Intro.tsx', 'ui.ts']) {
      const src = fs.readFileSync(path.join(__dirname, f), 'utf8');
      expect([f, /^\s*['"]use client['"]/m.test(src)]).toEqual([f, false]);
      expect([f, /\buse[A-Z]\w*\(/.test(src)]).toEqual([f, false]);
      expect([f, /from ['"]next\/link['"]/.test(src)]).toEqual([f, false]);
    }
  });
});
