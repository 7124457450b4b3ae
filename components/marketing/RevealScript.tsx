import { REVEAL_CYCLE_MS, REVEAL_OFFSET_PX, REVEAL_STEP_MS } from '@/lib/reveal';

/**
 * Scroll reveal for every [data-reveal] element (sections and cards), as a small inline script at the end of the
 * page rather than a client component: it needs no React, so it costs no JavaScript file on every page and runs
 * before hydration. Elements fade in when their top comes within REVEAL_OFFSET_PX of the viewport bottom, with the
 * delays of lib/reveal (revealDelay). Content is visible without JavaScript (nothing is hidden until this runs),
 * under prefers-reduced-motion nothing animates, and what is already on screen is never hidden. The CSP step
 * (scripts/postbuild-csp.mjs) hashes it like Next's own inline scripts.
 *
 * It reads no position itself: a read while the page is being parsed makes the browser lay out the whole page there
 * and then, inside the parser's task, before the first paint (72 ms of a throttled /privacy load). The positions come
 * from the observer's first report, made with the browser's own layout once the page has painted: what is on screen
 * then (any part of it) is marked revealed, and only after that are the rest hidden (`reveal-ready`), off screen.
 */
export const REVEAL_SCRIPT =
  '(function(){var d=document,r=d.documentElement;' +
  'if(matchMedia("(prefers-reduced-motion: reduce)").matches||!("IntersectionObserver"in window))return;' +
  `var n={section:0,card:0},m=${JSON.stringify(REVEAL_CYCLE_MS)},f=1,a=d.querySelectorAll("[data-reveal]");` +
  'a.forEach(function(e){var k=e.dataset.reveal==="card"?"card":"section";' +
  `e.style.setProperty("--reveal-delay",n[k]++*${REVEAL_STEP_MS}%m[k]+"ms")});` +
  'var o=new IntersectionObserver(function(x){x.forEach(function(t){var y=t.boundingClientRect.top;' +
  // The first report: whatever is on screen stays as it is. Later ones: the element's top came within the offset.
  'if((f?y<innerHeight:t.isIntersecting)||y<0){t.target.classList.add("is-revealed");o.unobserve(t.target)}});' +
  'if(f){f=0;r.classList.add("reveal-ready")}},' +
  `{rootMargin:"0px 0px -${REVEAL_OFFSET_PX}px 0px",threshold:0});a.forEach(function(e){o.observe(e)})})()`;

export function RevealScript() {
  return <script dangerouslySetInnerHTML={{ __html: REVEAL_SCRIPT }} />;
}
