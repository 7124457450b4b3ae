/** LaunchPad's static frame: the intro's first frame, from constants only, no storage read, nothing operable. */
import { renderToStaticMarkup } from 'react-dom/server';
import { LaunchpadFrame } from './LaunchpadFrame';
import { Intro } from './Intro';
import { INTRO_LAST_FRAME, introNextFrame } from './IntroView';

describe('LaunchpadFrame', () => {
  it("draws the intro's first frame as the intro does, reading no storage", () => {
    const getItem = jest.fn(() => null);
    const g = globalThis as { localStorage?: unknown; sessionStorage?: unknown };
    g.localStorage = g.sessionStorage = { getItem };
    const html = renderToStaticMarkup(<LaunchpadFrame />);
    delete g.localStorage;
    delete g.sessionStorage;
    expect(getItem).not.toHaveBeenCalled();
    expect(html).toContain('>Welcome</p>');
    expect(html).toContain('Where Ambition Meets Action');
    expect(html).toContain('LaunchPad, Week 1: welcome');
    // Only the first frame: no later frame's text, no Skip Intro yet.
    expect(html).not.toContain('Are you ready');
    expect(html).not.toContain('Begin Simulation');
    expect(html).not.toContain('Skip Intro');
    // Static HTML carries no handler of any kind.
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('is the same markup the intro draws when it mounts (so the intro takes over with no change on screen)', () => {
    const frame = renderToStaticMarkup(<LaunchpadFrame />);
    const intro = renderToStaticMarkup(<Intro onDone={() => {}} />);
    expect(intro).toContain('Welcome');
    expect(frame).toContain(intro);
  });

  it('schedules each frame after the one before, and nothing once the last frame holds Begin Simulation', () => {
    const seen: number[] = [];
    for (let f: number | null = 0; f !== null; f = introNextFrame(f)) seen.push(f);
    expect(seen).toEqual([0, 1, 2, 3]);
    expect(INTRO_LAST_FRAME).toBe(3);
    expect(introNextFrame(INTRO_LAST_FRAME)).toBeNull();
    expect(introNextFrame(7)).toBeNull();
  });
});
