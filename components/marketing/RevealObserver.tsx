'use client';
/**
 * Scroll reveal for every [data-reveal] element (sections and cards): they
 * fade in when their top comes within 100 px of the viewport bottom, with
 * delays from lib/reveal. Content is visible without JavaScript (nothing is
 * hidden until this runs), under prefers-reduced-motion nothing animates,
 * and what is already on screen is never hidden.
 */
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { REVEAL_OFFSET_PX, revealDelay, shouldReveal, type RevealKind } from '@/lib/reveal';

export function RevealObserver() {
  const pathname = usePathname();
  useEffect(() => {
    const root = document.documentElement;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) {
      root.classList.remove('reveal-ready');
      return;
    }
    const els = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]'));
    const counters: Record<RevealKind, number> = { section: 0, card: 0 };
    const pending: HTMLElement[] = [];
    for (const el of els) {
      const kind = (el.dataset.reveal === 'card' ? 'card' : 'section') as RevealKind;
      el.style.setProperty('--reveal-delay', `${revealDelay(counters[kind]++, kind)}ms`);
      if (shouldReveal(el.getBoundingClientRect().top, window.innerHeight)) el.classList.add('is-revealed');
      else pending.push(el);
    }
    root.classList.add('reveal-ready');
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting || e.boundingClientRect.top < 0) {
            e.target.classList.add('is-revealed');
            io.unobserve(e.target);
          }
        }
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px`, threshold: 0 },
    );
    pending.forEach((el) => io.observe(el));
    return () => io.disconnect();
  }, [pathname]);
  return null;
}
