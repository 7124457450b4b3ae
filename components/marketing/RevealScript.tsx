import { REVEAL_CYCLE_MS, REVEAL_OFFSET_PX, REVEAL_STEP_MS } from '@/lib/reveal';

/**
 * Scroll reveal for every [data-reveal] element (sections and cards), as a small inline script at the end of the
 * page rather than a client component: it needs no React, so it costs no JavaScript file on every page and runs
 * before hydration. Elements fade in when their top comes within REVEAL_OFFSET_PX of the viewport bottom, with the
 * delays of lib/reveal (revealDelay). Content is visible without JavaScript (nothing is hidden until this runs),
 * under prefers-reduced-motion nothing animates, and what is already on screen is never hidden. The CSP step
 * (scripts/postbuild-csp.mjs) hashes it like Next's own inline scripts.
 */
export const REVEAL_SCRIPT =
  '(function(){var d=document,r=d.documentElement;' +
  'if(matchMedia("(prefers-reduced-motion: reduce)").matches||!("IntersectionObserver"in window))return;' +
  `var n={section:0,card:0},m=${JSON.stringify(REVEAL_CYCLE_MS)},p=[],h=innerHeight;` +
  // All positions are read first (one layout), then the delays written: reading after each write made the browser
  // lay out the page again for every element, before its first paint.
  'var a=d.querySelectorAll("[data-reveal]"),t=[];a.forEach(function(e){t.push(e.getBoundingClientRect().top)});' +
  'a.forEach(function(e,i){var k=e.dataset.reveal==="card"?"card":"section";' +
  `e.style.setProperty("--reveal-delay",n[k]++*${REVEAL_STEP_MS}%m[k]+"ms");` +
  `if(t[i]<=h-${REVEAL_OFFSET_PX})e.classList.add("is-revealed");else p.push(e)});` +
  'r.classList.add("reveal-ready");' +
  'var o=new IntersectionObserver(function(x){x.forEach(function(t){if(t.isIntersecting||t.boundingClientRect.top<0){' +
  't.target.classList.add("is-revealed");o.unobserve(t.target)}})},' +
  `{rootMargin:"0px 0px -${REVEAL_OFFSET_PX}px 0px",threshold:0});p.forEach(function(e){o.observe(e)})})()`;

export function RevealScript() {
  return <script dangerouslySetInnerHTML={{ __html: REVEAL_SCRIPT }} />;
}
