import { renderToString } from 'react-dom/server';
import { simulations } from '@/content/simulations';
import { howToPlay } from '@/content/howToPlay';
import { SimAbout, SimJsonLd } from './SimAbout';

/** React escapes text in HTML; compare against the same escaping. */
const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe('SimAbout: what a simulation route shows before JavaScript', () => {
  it.each(simulations.map((s) => [s.id, s] as const))('%s: title, time, players, teaches, every how-to-play step, noscript; JSON-LD apart', (id, s) => {
    const html = renderToString(<SimAbout id={id} />);
    const steps = howToPlay(id);
    expect(steps.length).toBeGreaterThanOrEqual(3);
    for (const text of [s.title, s.duration, s.players, s.teaches, ...steps]) expect(html).toContain(esc(text));
    expect(html).toMatch(/<noscript>[\s\S]*needs JavaScript[\s\S]*<\/noscript>/);
    // The JSON-LD is a separate block, for after the game's first screen: none of its bytes come before it.
    expect(html).not.toContain('application/ld+json');
    const ld = renderToString(<SimJsonLd id={id} />);
    expect(ld).toContain('<script type="application/ld+json">');
    expect(ld).toContain(`"name":"${s.title}"`);
    // The game renders its own h1: this block adds no heading, and its disclosure starts closed.
    expect(html).not.toMatch(/<h[1-6]/);
    expect(html).toMatch(/<details(?![^>]*\bopen\b)[^>]*>/);
  });

  it('refuses an id the catalogue does not know, instead of rendering an empty block', () => {
    expect(() => renderToString(<SimAbout id="no-such-game" />)).toThrow(/no simulation/);
  });
});
