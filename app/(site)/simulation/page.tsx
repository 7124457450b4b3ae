import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import { simulations } from '@/content/simulations';
import { JsonLd } from '@/components/sim/JsonLd';
import { simulationListJsonLd } from '@/content/structuredData';
import { ServiceWorkerStatus } from '@/components/site/ServiceWorkerStatus';
import { HubProgress } from '@/components/progress/HubProgress';
import { ProgressView } from '@/components/progress/ProgressView';
import { emptyRecord } from '@/engines/progress/record';
import { JoinClass } from '@/components/classroom/JoinClass';
import styles from './hub.module.css';
import { RestOfStyles } from '@/components/site/RestOfStyles';

export const metadata: Metadata = routeMetadata('/simulation');

export default function SimulationHub() {
  return (
    <div className={`container ${styles.hub}`}>
      <h1 className={styles.h1}>Simulations</h1>
      <p className={styles.lead}>
        Pick one and play it now — on a phone or a school laptop, with no account. Your progress is saved in this browser.
      </p>
      <RestOfStyles />
      <ServiceWorkerStatus titles={Object.fromEntries(simulations.map((s) => [s.route, s.title]))} />
      <p className={styles.lead}>
        Teachers: <a href="/teacher">run a class</a> — one link and a QR code for the whole class, and a class report from your
        students&apos; result codes — with a <a href="/teacher/guides">teacher guide</a> for every simulation.
      </p>
      <JoinClass />
      <HubProgress>
        <ProgressView record={emptyRecord()} notices={[]} />
      </HubProgress>
      {simulations.length === 0 ? (
        <p>New simulations are on their way.</p>
      ) : (
        <ul className={styles.grid}>
          {simulations.map((s) => (
            <li key={s.id} className={styles.card} data-testid={`sim-card-${s.id}`}>
              <h2 className={styles.title}>{s.title}</h2>
              <p className={styles.tagline}>{s.tagline}</p>
              <p>{s.teaches}</p>
              <dl className={styles.meta}>
                <div>
                  <dt>Time</dt>
                  <dd>{s.duration}</dd>
                </div>
                <div>
                  <dt>Players</dt>
                  <dd>{s.players}</dd>
                </div>
              </dl>
              <a href={s.route} className="btn btn-primary">
                {s.cta}
              </a>
            </li>
          ))}
        </ul>
      )}
      {/* After the content: the first paint waits for every byte before the heading (docs/performance.md). */}
      <JsonLd data={simulationListJsonLd()} />
    </div>
  );
}
