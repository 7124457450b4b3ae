'use client';
/** How to play, shown before the start: the steps, the scenarios and the four tiers (the chosen ones marked). */
import { SCENARIOS, SCENARIO_NAMES, TIERS, TIER_NAMES } from '@/engines/bullwhip/constants';
import type { GameState } from '@/engines/bullwhip/types';
import { HOW_TO_PLAY, ROLE_BLURBS, SCENARIO_BLURBS, TAGLINE } from '@/content/bullwhip/texts';
import { CARD } from './ui';
import styles from './Game.module.css';

export function Intro({ game }: { game: GameState }) {
  const me = game.playerRole;
  return (
    <section className={CARD} aria-labelledby="bw-intro">
      <h2 id="bw-intro">How to play</h2>
      <p>{TAGLINE}</p>
      <ol className={styles.steps}>
        {HOW_TO_PLAY.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ol>
      <h3>The scenarios</h3>
      <ul className={styles.scenarios}>
        {SCENARIOS.map((sc) => (
          <li key={sc}>
            <strong>
              {SCENARIO_NAMES[sc]}
              {sc === game.scenario ? ' (chosen)' : ''}
            </strong>
            : {SCENARIO_BLURBS[sc]}
          </li>
        ))}
      </ul>
      <h3>The four tiers</h3>
      <ul className={styles.roles}>
        {TIERS.map((t) => (
          <li key={t} className={t === me ? styles.roleChosen : undefined}>
            <strong>
              {t} {TIER_NAMES[t]}
              {t === me ? ' (your role)' : ''}
            </strong>
            <span>{ROLE_BLURBS[t]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
