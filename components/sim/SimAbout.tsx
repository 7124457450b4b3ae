import { findSimulation } from '@/content/simulations';
import { howToPlay } from '@/content/howToPlay';
import { learningResourceJsonLd } from '@/content/structuredData';
import { JsonLd } from './JsonLd';
import styles from './SimAbout.module.css';

/**
 * What a simulation route shows before its JavaScript (docs/site.md, "Pages before JavaScript"), rendered at build time
 * above the game island: one line with the title, time and players, a closed "What you learn and how to play"
 * disclosure (so the game stays near the top on a phone) and a <noscript> line. The route's LearningResource JSON-LD is
 * SimJsonLd, which a page renders after its game's first screen (it paints nothing, and its bytes would come before it).
 * No heading: each game renders its own h1, and this block must not add a second one or break the heading order.
 */
function simulation(id: string) {
  const sim = findSimulation(id);
  if (!sim) throw new Error(`SimAbout: no simulation "${id}" in the catalogue`);
  return sim;
}

export function SimAbout({ id }: { id: string }) {
  const sim = simulation(id);
  const steps = howToPlay(id);
  return (
    <section className={styles.about} aria-label={`About ${sim.title}`} data-testid="sim-about">
      <p className={styles.line}>
        <strong className={styles.title}>{sim.title}</strong>
        <span className={styles.meta}>
          <span>Time: {sim.duration}</span>
          <span>Players: {sim.players}</span>
        </span>
      </p>
      <noscript>
        <p className={styles.noscript}>{sim.title} needs JavaScript to play. Turn JavaScript on in your browser and reload this page.</p>
      </noscript>
      <details className={styles.details}>
        <summary className={styles.summary}>What you learn and how to play</summary>
        <p>
          <strong>What you learn:</strong> {sim.teaches}
        </p>
        <p className={styles.stepsLabel}>
          <strong>How to play</strong>
        </p>
        <ol className={styles.steps}>
          {steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </details>
    </section>
  );
}

/** The route's LearningResource JSON-LD (schema.org), for after the game's first screen. */
export function SimJsonLd({ id }: { id: string }) {
  return <JsonLd data={learningResourceJsonLd(simulation(id))} />;
}
