/**
 * The scroll-reveal inline script (RevealScript.tsx) against a stand-in document: the delays are lib/reveal's,
 * what is on screen is revealed at once, the rest is observed, and reduced motion or no IntersectionObserver
 * leaves the page as it is.
 */
import { REVEAL_SCRIPT } from './RevealScript';
import { REVEAL_OFFSET_PX, revealDelay } from '@/lib/reveal';

type Fake = { dataset: { reveal: string }; delay?: string; classes: Set<string>; top: number };

/** What the script did to the stand-in elements, in order: a read of a position, or a write of a style or class. */
let log: Array<'read' | 'write'> = [];

function run({ kinds, tops, reduced = false, io = true }: { kinds: string[]; tops: number[]; reduced?: boolean; io?: boolean }) {
  log = [];
  const els: Fake[] = kinds.map((k, i) => ({ dataset: { reveal: k }, classes: new Set(), top: tops[i] }));
  const rootClasses = new Set<string>();
  const observed: Fake[] = [];
  let options: unknown = null;
  let callback: ((entries: unknown[]) => void) | null = null;
  class FakeIO {
    constructor(cb: (entries: unknown[]) => void, opts: unknown) {
      callback = cb;
      options = opts;
    }
    observe(e: Fake) {
      observed.push(e);
    }
    unobserve(e: Fake) {
      observed.splice(observed.indexOf(e), 1);
    }
  }
  const view = (e: Fake) => ({
    dataset: e.dataset,
    style: { setProperty: (_k: string, v: string) => (log.push('write'), (e.delay = v)) },
    classList: { add: (c: string) => (log.push('write'), e.classes.add(c)) },
    getBoundingClientRect: () => (log.push('read'), { top: e.top }),
    fake: e,
  });
  const views = els.map(view);
  const document = { documentElement: { classList: { add: (c: string) => rootClasses.add(c) } }, querySelectorAll: () => views };
  const window = io ? { IntersectionObserver: FakeIO } : {};
  new Function('document', 'window', 'matchMedia', 'innerHeight', 'IntersectionObserver', REVEAL_SCRIPT)(
    document,
    window,
    () => ({ matches: reduced }),
    800,
    FakeIO,
  );
  const fire = (i: number, isIntersecting: boolean, top = 500) =>
    callback?.([{ isIntersecting, boundingClientRect: { top }, target: views[i] }]);
  return { els, rootClasses, observed, options, fire };
}

test('delays step as lib/reveal says, per kind; what is on screen reveals at once, the rest when it comes near', () => {
  const kinds = ['section', 'card', 'card', 'section', 'card', 'card', 'card', 'card', 'section'];
  const tops = [0, 100, 800 - REVEAL_OFFSET_PX, 800 - REVEAL_OFFSET_PX + 1, 2000, 2100, 2200, 2300, 3000];
  const r = run({ kinds, tops });
  const counters: Record<string, number> = { section: 0, card: 0 };
  r.els.forEach((e, i) => expect(e.delay).toBe(`${revealDelay(counters[kinds[i]]++, kinds[i] as 'section' | 'card')}ms`));
  expect(r.els.map((e) => e.classes.has('is-revealed'))).toEqual([true, true, true, false, false, false, false, false, false]);
  expect(r.rootClasses.has('reveal-ready')).toBe(true);
  expect(r.observed.length).toBe(6);
  expect(r.options).toEqual({ rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px`, threshold: 0 });
  r.fire(3, false);
  expect(r.els[3].classes.has('is-revealed')).toBe(false);
  r.fire(3, true);
  r.fire(4, false, -10); // scrolled past (a jump down the page): revealed too
  expect(r.els[3].classes.has('is-revealed')).toBe(true);
  expect(r.els[4].classes.has('is-revealed')).toBe(true);
  expect(r.observed.length).toBe(4);
});

test('under reduced motion, or without IntersectionObserver, nothing is hidden or delayed', () => {
  for (const opts of [{ reduced: true }, { io: false }]) {
    const r = run({ kinds: ['section', 'card'], tops: [0, 5000], ...opts });
    expect(r.rootClasses.size).toBe(0);
    expect(r.els.every((e) => e.delay === undefined && e.classes.size === 0)).toBe(true);
  }
});

test('reads every position before it writes anything, so the page is laid out once before its first paint', () => {
  run({ kinds: ['section', 'card', 'card', 'section'], tops: [0, 100, 2000, 3000] });
  expect(log.filter((x) => x === 'read')).toHaveLength(4);
  expect(log.lastIndexOf('read')).toBeLessThan(log.indexOf('write'));
});
