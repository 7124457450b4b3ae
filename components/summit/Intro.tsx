import Link from 'next/link';
import { TEAM_SIZE, TOTAL_ROUNDS } from '@/engines/summit/constants';
import { ROLE_CARDS, NEW_FEATURES } from '@/content/summit/roles';
import { LEARNING_OUTCOMES } from '@/content/summit/story';
import { LogoReset } from './LogoReset';
import { IntroClass } from './IntroClass';
import shared from '@/components/sim/shared.module.css';
import styles from './summit.module.css';

/** The Summit intro: static, rendered at build time; only the logo button is interactive. */
export function SummitIntro() {
  return (
    <>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <LogoReset />
        </div>
      </header>
      <IntroClass />
      <div className={`container ${styles.page}`}>
        <p className={styles.kicker}>The Everest Challenge for Founders</p>
        <h1 className={styles.h1}>Summit of Decisions</h1>
        <p className={styles.lead}>
          A leadership challenge for a team of {TEAM_SIZE} students: you and {TEAM_SIZE - 1} AI teammates. Your founding
          team climbs toward launch day over {TOTAL_ROUNDS} rounds. Each round you make a decision for your role or vote in
          a crisis, and every choice moves the team’s oxygen, morale, health and progress. Reach the summit with enough
          oxygen or enough of the team, and you launch.
        </p>
        <p>
          <Link href="/simulation/summit/roles" prefetch={false} className="btn btn-primary">
            Choose Your Role
          </Link>
        </p>

        <section className={`${shared.panel} ${shared.raised} ${styles.card}`} aria-labelledby="summit-new-h">
          <h2 id="summit-new-h" className={styles.h2}>
            New features
          </h2>
          <ul>
            {NEW_FEATURES.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="summit-roles-h">
          <h2 id="summit-roles-h" className={styles.h2}>
            The five roles
          </h2>
          <ul className={styles.roleGrid}>
            {ROLE_CARDS.map((c) => (
              <li key={c.id} className={styles.roleCard}>
                <span className={styles.roleIcon} aria-hidden="true">
                  {c.icon}
                </span>
                <h3 className={styles.roleTitle}>{c.title}</h3>
                <span className={styles.small}>{c.duty}</span>
              </li>
            ))}
          </ul>
        </section>

        <section className={`${shared.panel} ${shared.raised} ${styles.card}`} aria-labelledby="summit-learn-h">
          <h2 id="summit-learn-h" className={styles.h2}>
            What you will learn
          </h2>
          <ul>
            {LEARNING_OUTCOMES.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
          <p className={styles.small}>About ten minutes. No account needed; your expedition is saved in this browser.</p>
        </section>
        <p>
          <Link href="/simulation/summit/roles" prefetch={false} className="btn btn-primary">
            Choose Your Role
          </Link>
        </p>
      </div>
    </>
  );
}
