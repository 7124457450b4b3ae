/**
 * The carousel's inline script, run against a minimal stand-in for the DOM it wires: previous and next wrap both
 * ways, dots jump and carry aria-current.
 */
import { CAROUSEL_SCRIPT } from './Carousel';

interface El {
  hidden: boolean;
  attrs: Record<string, string>;
  setAttribute(k: string, v: string): void;
  removeAttribute(k: string): void;
  getAttribute(k: string): string | null;
  closest(sel: string): El | null;
}
const el = (attrs: Record<string, string> = {}): El => ({
  hidden: false,
  attrs: { ...attrs },
  setAttribute(k, v) {
    this.attrs[k] = v;
  },
  removeAttribute(k) {
    delete this.attrs[k];
  },
  getAttribute(k) {
    return k in this.attrs ? this.attrs[k] : null;
  },
  closest(sel) {
    return sel === '[data-go]' && 'data-go' in this.attrs ? this : null;
  },
});

function mount(n: number) {
  const slides = Array.from({ length: n }, (_, i) => Object.assign(el(), { hidden: i !== 0 }));
  const dots = Array.from({ length: n }, (_, i) => el({ 'data-go': String(i), ...(i === 0 ? { 'aria-current': 'true' } : {}) }));
  const prev = el({ 'data-go': 'prev' });
  const next = el({ 'data-go': 'next' });
  let onClick: ((e: { target: El }) => void) | null = null;
  const root = {
    querySelectorAll: (sel: string) => (sel === '[data-slide]' ? slides : sel === '[data-dot]' ? dots : []),
    addEventListener: (type: string, fn: (e: { target: El }) => void) => {
      if (type === 'click') onClick = fn;
    },
  };
  new Function('document', CAROUSEL_SCRIPT)({ currentScript: { previousElementSibling: root } });
  const shown = () => slides.findIndex((s) => !s.hidden);
  const current = () => dots.filter((d) => d.attrs['aria-current'] === 'true').map((d) => dots.indexOf(d));
  const click = (target: El) => onClick!({ target });
  return { prev, next, dots, shown, current, click, slides };
}

describe('the testimonial carousel script', () => {
  it('wraps previous from the first to the last and next from the last to the first', () => {
    const c = mount(4);
    c.click(c.prev);
    expect(c.shown()).toBe(3);
    c.click(c.next);
    expect(c.shown()).toBe(0);
    for (let i = 0; i < 3; i++) c.click(c.next);
    expect(c.shown()).toBe(3);
    c.click(c.next);
    expect(c.shown()).toBe(0);
    expect(c.slides.filter((s) => !s.hidden)).toHaveLength(1);
  });
  it('jumps to a dot and marks only that dot as current', () => {
    const c = mount(4);
    c.click(c.dots[2]);
    expect(c.shown()).toBe(2);
    expect(c.current()).toEqual([2]);
  });
  it('ignores clicks elsewhere in the carousel', () => {
    const c = mount(4);
    c.click(el());
    expect(c.shown()).toBe(0);
  });
});
