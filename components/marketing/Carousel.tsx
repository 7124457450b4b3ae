/**
 * 'Hear It From Students & Teachers': previous/next wrap both ways, dots jump. Rendered on the server, with a small
 * inline script right after it (like the scroll reveal, components/marketing/RevealScript.tsx): it needs no React,
 * so it costs the home page no JavaScript file (docs/performance.md). The CSP step hashes the script. Without
 * JavaScript the first testimonial shows and the buttons do nothing.
 */
import type { Testimonial } from '@/content/marketing';
import styles from './marketing.module.css';

/**
 * Wires the carousel just before it (`document.currentScript.previousElementSibling`): clicks on [data-go] buttons
 * ("prev", "next" or a slide's index) show one [data-slide] and mark its [data-dot] aria-current.
 */
export const CAROUSEL_SCRIPT =
  '(function(){var s=document.currentScript,r=s&&s.previousElementSibling;if(!r)return;' +
  'var l=r.querySelectorAll("[data-slide]"),d=r.querySelectorAll("[data-dot]"),n=l.length,i=0;if(!n)return;' +
  'function w(k){i=(k%n+n)%n;for(var j=0;j<n;j++){l[j].hidden=j!==i;' +
  'if(d[j]){if(j===i)d[j].setAttribute("aria-current","true");else d[j].removeAttribute("aria-current")}}}' +
  'r.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[data-go]");if(!b)return;' +
  'var g=b.getAttribute("data-go");w(g==="prev"?i-1:g==="next"?i+1:+g)})})()';

export function Carousel({ items }: { items: Testimonial[] }) {
  const n = items.length;
  return (
    <>
      <div className={styles.carousel} role="group" aria-roledescription="carousel" aria-label="Testimonials">
        <div aria-live="polite">
          {items.map((t, i) => (
            <div
              key={t.author.name}
              className={styles.slide}
              hidden={i !== 0}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${n}`}
              data-testid="testimonial"
              data-slide=""
            >
              <blockquote className={styles.quote}>“{t.quote}”</blockquote>
              <p className={styles.author}>
                <span className={styles.avatar} aria-hidden="true">
                  {t.avatar}
                </span>
                <span>
                  <strong>{t.author.name}</strong>
                  <br />
                  <span className={styles.muted}>{t.author.role}</span>
                </span>
              </p>
            </div>
          ))}
        </div>
        <div className={styles.carouselControls}>
          <button type="button" className={styles.arrow} data-go="prev" aria-label="Previous testimonial">
            ‹
          </button>
          <div className={styles.dots}>
            {items.map((t, i) => (
              <button
                key={t.author.name}
                type="button"
                className={styles.dot}
                data-go={i}
                data-dot=""
                aria-label={`Show testimonial ${i + 1} of ${n}`}
                aria-current={i === 0 ? 'true' : undefined}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} data-go="next" aria-label="Next testimonial">
            ›
          </button>
        </div>
      </div>
      <script dangerouslySetInnerHTML={{ __html: CAROUSEL_SCRIPT }} />
    </>
  );
}
