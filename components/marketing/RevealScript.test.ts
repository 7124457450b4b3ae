/**
 * The scroll-reveal inline script (RevealScript.tsx) against a stand-in document: the delays are lib/reveal's, it
 * reads no position itself, the observer's first report keeps what is on screen and only then hides the rest, later
 * reports reveal what comes near, and reduced motion or no IntersectionObserver leaves the page as it is.
 */
import { REVEAL_SCRIPT } from './RevealScript';
import { REVEAL_OFFSET_PX, revealDelay } from '@/lib/reveal';

type Fake = { dataset: { reveal: string }; delay?: string; classes: Set<string>; top: number };

/** Positions the script read itself (each would make the browser lay out the page while it is parsed). */
let reads = 0;

function run({ kinds, tops, reduced = false, io = true }: { kinds: string[]; tops: number[]; reduced?: boolean; io?: boolean }) {
  reads = 0;
  const els: Fake[] = kinds.map((k, i) => ({ dataset: { reveal: k }, classes: new Set(), top: tops[i] }));
  const rootClasses = new Set<string>();
  const observed: unknown[] = []; // the views the script observes
  let options: unknown = null;
  let callback: ((entries: unknown[]) => void) | null = null;
  class FakeIO {
    constructor(cb: (entries: unknown[]) => void, opts: unknown) {
      callback = cb;
      options = opts;
    }
    observe(e: unknown) {
      observed.push(e);
    }
    unobserve(e: unknown) {
      observed.splice(observed.indexOf(e), 1);
    }
  }
  const view = (e: Fake) => ({
    dataset: e.dataset,
    style: { setProperty: (_k: string, v: string) => (e.delay = v) },
    classList: { add: (c: string) => e.classes.add(c) },
    getBoundingClientRect: () => (reads++, { top: e.top }),
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
  const entry = (i: number, isIntersecting: boolean, top: number) => ({ isIntersecting, boundingClientRect: { top }, target: views[i] });
  /** The observer's first report: every observed element, where it is (intersecting as the root margin says). */
  const firstReport = () =>
    callback?.(
      (observed as typeof views).map((v) => entry(views.indexOf(v), v.fake.top <= 800 - REVEAL_OFFSET_PX && v.fake.top + 50 > 0, v.fake.top)),
    );
  const fire = (i: number, isIntersecting: boolean, top = 500) => callback?.([entry(i, isIntersecting, top)]);
  return { els, rootClasses, observed, options, firstReport, fire };
}

test('delays step as lib/reveal says, per kind; what is on screen at the first report stays, the rest reveals when it comes near', () => {
  const kinds = ['section', 'card', 'card', 'section', 'card', 'card', 'card', 'card', 'section'];
  // On screen (800 px high): the first three within the offset, the fourth in the bottom strip; the rest below.
  const tops = [0, 100, 800 - REVEAL_OFFSET_PX, 800 - REVEAL_OFFSET_PX + 1, 2000, 2100, 2200, 2300, 3000];
  const r = run({ kinds, tops });
  const counters: Record<string, number> = { section: 0, card: 0 };
  r.els.forEach((e, i) => expect(e.delay).toBe(`${revealDelay(counters[kinds[i]]++, kinds[i] as 'section' | 'card')}ms`));
  // Before the observer's first report, nothing is hidden or marked.
  expect(r.rootClasses.has('reveal-ready')).toBe(false);
  expect(r.els.every((e) => !e.classes.has('is-revealed'))).toBe(true);
  expect(r.observed.length).toBe(9);
  expect(r.options).toEqual({ rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px`, threshold: 0 });
  r.firstReport();
  expect(r.els.map((e) => e.classes.has('is-revealed'))).toEqual([true, true, true, true, false, false, false, false, false]);
  expect(r.rootClasses.has('reveal-ready')).toBe(true);
  expect(r.observed.length).toBe(5);
  r.fire(4, false, 750); // in the bottom strip after a scroll, but not yet within the offset
  expect(r.els[4].classes.has('is-revealed')).toBe(false);
  r.fire(4, true);
  r.fire(5, false, -10); // scrolled past (a jump down the page): revealed too
  expect(r.els[4].classes.has('is-revealed')).toBe(true);
  expect(r.els[5].classes.has('is-revealed')).toBe(true);
  expect(r.observed.length).toBe(3);
});

test('under reduced motion, or without IntersectionObserver, nothing is hidden or delayed', () => {
  for (const opts of [{ reduced: true }, { io: false }]) {
    const r = run({ kinds: ['section', 'card'], tops: [0, 5000], ...opts });
    expect(r.rootClasses.size).toBe(0);
    expect(r.els.every((e) => e.delay === undefined && e.classes.size === 0)).toBe(true);
  }
});

test('reads no position itself, so nothing makes the browser lay the page out while it is being parsed', () => {
  const r = run({ kinds: ['section', 'card', 'card', 'section'], tops: [0, 100, 2000, 3000] });
  r.firstReport();
  r.fire(2, true);
  expect(reads).toBe(0);
});
