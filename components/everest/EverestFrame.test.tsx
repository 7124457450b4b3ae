/**
 * Everest's static frame: the route, the status labels, the day actions and the planning fields, from the rules'
 * constants only — no save read, no expedition's figure, nothing operable.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import * as C from '@/engines/everest/constants';
import { actionTexts, gradeLine } from '@/content/everest/text';
import { EverestFrame } from './EverestFrame';

function frameHtml() {
  const getItem = jest.fn(() => null);
  const g = globalThis as { localStorage?: unknown; sessionStorage?: unknown };
  g.localStorage = g.sessionStorage = { getItem };
  try {
    return { html: renderToStaticMarkup(<EverestFrame />), getItem };
  } finally {
    delete g.localStorage;
    delete g.sessionStorage;
  }
}

describe('EverestFrame', () => {
  const { html, getItem } = frameHtml();
  const text = html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

  it('reads no save', () => {
    expect(getItem).not.toHaveBeenCalled();
  });

  it('draws the whole route: every camp at its altitude', () => {
    for (const c of C.CAMPS) {
      expect(text).toContain(C.CAMP_NAMES[c]);
      expect(text).toContain(`${C.ALTITUDES[c]} m`);
    }
    for (const s of C.SEGMENTS) expect(text).toContain(s.name);
  });

  it('holds the first view: the title, the status labels, every day action and the planning panel', () => {
    expect(text).toContain('Everest Expedition');
    for (const l of ['Day', 'Location', 'Weather today', 'Supplies', 'Team averages', 'Score if the expedition ended now']) expect(text).toContain(l);
    expect(text).toContain(gradeLine());
    for (const a of actionTexts()) expect(text).toContain(a.label);
    for (const l of ['Planning', 'Difficulty', 'Seed', 'Begin Expedition', 'Pace', 'Oxygen flow', 'Summit start time']) expect(text).toContain(l);
  });

  it("shows no expedition's figures: placeholders instead, no team marker, no ropes or caches, no seed", () => {
    expect(text).toMatch(/No time bonus yet: – if home/);
    expect(text).not.toMatch(/\d+ of \d+/); // the day
    expect(text).not.toContain('CLIMB-');
    expect(html).not.toContain('team-marker');
    expect(text).not.toContain('the team is here');
    expect(text).not.toMatch(/O₂ ×\d/);
    expect(text).not.toMatch(/Playing: \w/);
    expect(html).not.toMatch(/<input[^>]* value="[^"]/);
  });

  it('has no handler and no test id a test could mistake for the game', () => {
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toContain('data-testid');
  });
});
