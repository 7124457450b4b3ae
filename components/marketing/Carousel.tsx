'use client';
/** 'Hear It From Students & Teachers': previous/next wrap both ways, dots jump (lib/carousel). */
import { useState } from 'react';
import type { Testimonial } from '@/content/marketing';
import { nextIndex, prevIndex } from '@/lib/carousel';
import styles from './marketing.module.css';

export function Carousel({ items }: { items: Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const n = items.length;
  return (
    <div className={styles.carousel} role="group" aria-roledescription="carousel" aria-label="Testimonials">
      <div aria-live="polite">
        {items.map((t, i) => (
          <div
            key={t.author.name}
            className={styles.slide}
            hidden={i !== index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${n}`}
            data-testid="testimonial"
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
        <button type="button" className={styles.arrow} onClick={() => setIndex((i) => prevIndex(i, n))} aria-label="Previous testimonial">
          ‹
        </button>
        <div className={styles.dots}>
          {items.map((t, i) => (
            <button
              key={t.author.name}
              type="button"
              className={styles.dot}
              aria-label={`Show testimonial ${i + 1} of ${n}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
        <button type="button" className={styles.arrow} onClick={() => setIndex((i) => nextIndex(i, n))} aria-label="Next testimonial">
          ›
        </button>
      </div>
    </div>
  );
}
