/** Server-rendered building blocks the marketing MDX pages use. */
import { benefits, demoCards, plans, testimonials } from '@/content/marketing';
import { findSimulation } from '@/content/simulations';
import { Carousel } from './Carousel';
import styles from './marketing.module.css';
import { RestOfStyles } from '@/components/site/RestOfStyles';

export function Section({
  id,
  title,
  intro,
  children,
  tone = 'plain',
}: {
  id: string;
  title: string;
  intro?: string;
  children?: React.ReactNode;
  tone?: 'plain' | 'soft';
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${styles.section} ${tone === 'soft' ? styles.soft : ''}`} data-reveal="section">
      <div className="container">
        <h2 id={`${id}-title`} className={styles.h2}>
          {title}
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        <div className={styles.prose}>{children}</div>
      </div>
    </section>
  );
}

export function Hero({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className="container">
        <h1 id="hero-title" className={styles.h1}>
          {title}
        </h1>
        <div className={styles.heroText}>{children}</div>
        <div className={styles.heroActions}>
          <a href="#demo-bullwhip" className="btn btn-primary">
            Try Free Demo
          </a>
          <a href="/simulation" className="btn btn-outline">
            See all simulations
          </a>
        </div>
      </div>
      <RestOfStyles />
    </section>
  );
}

/** Read More / Show Less without JavaScript: a <details> whose summary changes its label. */
export function ReadMore({ children }: { children: React.ReactNode }) {
  return (
    <details className={styles.readMore}>
      <summary className="btn btn-outline">
        <span className={styles.more}>Read More</span>
        <span className={styles.less}>Show Less</span>
      </summary>
      <div className={styles.readMoreBody}>{children}</div>
    </details>
  );
}

export function Benefits() {
  return (
    <ul className={styles.cards}>
      {benefits.map((b) => (
        <li key={b.title} className={styles.card} data-reveal="card">
          <span className={styles.icon} aria-hidden="true">
            {b.icon}
          </span>
          <h3>{b.title}</h3>
          <p>{b.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function Quote({ children, by }: { children: React.ReactNode; by: string }) {
  return (
    <figure className={styles.bigQuote}>
      <blockquote>{children}</blockquote>
      <figcaption>— {by}</figcaption>
    </figure>
  );
}

export function Columns({ children }: { children: React.ReactNode }) {
  return <div className={styles.columns}>{children}</div>;
}

export function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={styles.column} data-reveal="card">
      <h3>{title}</h3>
      {children}
    </div>
  );
}

export function Testimonials() {
  return <Carousel items={testimonials} />;
}

export function Plans() {
  return (
    <ul className={styles.plans}>
      {plans.map((p) => (
        <li key={p.name} className={`${styles.plan} ${p.highlight ? styles.highlight : ''}`} data-reveal="card">
          {p.badge && <p className={styles.badge}>{p.badge}</p>}
          <h3>{p.name}</h3>
          <p className={styles.price}>
            {p.price}
            {p.subtext && <span className={styles.subtext}> {p.subtext}</span>}
          </p>
          <p className={styles.muted}>{p.description}</p>
          {p.note && <p className={styles.note}>{p.note}</p>}
          <p className={styles.featuresTitle}>{p.status === 'planned' ? 'Planned' : 'Included today'}</p>
          <ul className={styles.features}>
            {p.features.map((f) => (
              <li key={f}>
                <span aria-hidden="true">{p.status === 'planned' ? '○ ' : '✓ '}</span>
                {f}
              </li>
            ))}
          </ul>
          {p.today && (
            <p className={styles.today}>
              {p.today.text} <a href={p.today.href}>{p.today.link}</a>
            </p>
          )}
          <a href={p.href ?? '#demo'} className={`btn ${p.buttonStyle === 'primary' ? 'btn-primary' : 'btn-outline'}`}>
            {p.buttonText}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function DemoCards() {
  const week1 = findSimulation('launchpad');
  return (
    <>
      {week1 && (
        <div id="demo-week1" className={`${styles.card} ${styles.week1}`} data-reveal="card" tabIndex={-1} aria-labelledby="demo-week1-h">
          <div>
            <p className={styles.kicker}>Week 1 · Free</p>
            <h3 id="demo-week1-h">{week1.title}</h3>
            <p>{week1.tagline}</p>
          </div>
          <a href={week1.route} className="btn btn-primary">
            {week1.cta}
          </a>
        </div>
      )}
      <ul className={styles.demo}>
        {demoCards.map((c) => (
          <li key={c.id} id={c.id} className={styles.card} data-reveal="card" tabIndex={-1}>
            <p className={styles.kicker}>{c.kicker}</p>
            <h3>{c.title}</h3>
            <p>{c.description}</p>
            <a href={c.route} className="btn btn-primary">
              {c.button}
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.center}>
        <a href="/simulation" className="btn btn-outline">
          See every simulation
        </a>
      </p>
    </>
  );
}

export function ButtonLink({ href, children, variant = 'primary' }: { href: string; children: React.ReactNode; variant?: 'primary' | 'outline' }) {
  return (
    <a href={href} className={`btn ${variant === 'primary' ? 'btn-primary' : 'btn-outline'}`}>
      {children}
    </a>
  );
}

export function Page({ title, lead, children }: { title: string; lead?: string; children: React.ReactNode }) {
  return (
    <>
      <section className={styles.pageHead}>
        <div className="container">
          <h1 className={styles.h1}>{title}</h1>
          {lead && <p className={styles.heroText}>{lead}</p>}
        </div>
        <RestOfStyles />
      </section>
      {children}
    </>
  );
}

export function FeatureList({ children }: { children: React.ReactNode }) {
  return <div className={styles.featureList}>{children}</div>;
}

export function Feature({ id, title, icon, children }: { id: string; title: string; icon: string; children: React.ReactNode }) {
  return (
    <article id={id} className={styles.card} data-reveal="card" aria-labelledby={`${id}-h`}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <h3 id={`${id}-h`} className={styles.h3}>
        {title}
      </h3>
      {children}
    </article>
  );
}
