import { site } from '@/lib/site';
import { footerColumns } from '@/content/navigation';
import { NewsletterForm } from './NewsletterForm';
import styles from './SiteFooter.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.brand}>{site.name}</p>
          <p className={styles.muted}>{site.tagline}</p>
          <p className={styles.muted}>Made for students aged 13–18 and the teachers who teach them.</p>
        </div>
        {footerColumns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className={styles.heading}>{col.title}</h2>
            <ul className={styles.list}>
              {col.links.map((l) => (
                <li key={l.label}>
                  <a href={l.href} className={styles.link}>
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className={styles.heading}>Stay Updated</h2>
          <p className={styles.muted}>New simulations and classroom guides, about once a month.</p>
          <NewsletterForm endpoint={site.feedbackEndpoint}>
            <p className={styles.note}>
              Only your email is sent, to our mailing service, when you press Subscribe.{' '}
              <a href="/privacy" className={styles.noteLink}>
                Privacy
              </a>
            </p>
            {site.feedbackEndpoint ? null : (
              <noscript>
                <p className={styles.note}>Subscribing is not available on this copy of the site without JavaScript.</p>
              </noscript>
            )}
          </NewsletterForm>
        </div>
      </div>
      <div className={`container ${styles.bottom} ${styles.bottomRow}`}>
        <p>
          © {site.copyrightYear} {site.name}. All rights reserved.
        </p>
        <a href="/privacy" className={styles.noteLink}>
          Privacy: what this site stores and sends
        </a>
      </div>
    </footer>
  );
}
