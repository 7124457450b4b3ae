/**
 * Everest's static frame (docs/site.md, "Static frames"): the expedition screen's first view as every expedition has
 * it — the header, the status panel's labels, the route (camps and altitudes), the day actions and the planning
 * panel — drawn by the game's own panels without a game, so every figure an expedition sets is a placeholder. The
 * panels below the first view (team, forecast, caches, goals, log) are left out: the first view is what it holds.
 * A server component: its markup is in the page's HTML, its code is not in the route's JavaScript.
 */
import shared from '@/components/sim/shared.module.css';
import { ActionsPanel } from './ActionsPanel';
import { Header } from './Header';
import { PlanningFrame } from './PlanningPanel';
import { RouteDrawing } from './RouteDrawing';
import { StatusPanel } from './StatusPanel';
import styles from './Everest.module.css';

export function EverestFrame() {
  return (
    <div className={styles.page}>
      <Header />
      <StatusPanel game={null} />
      <div className={styles.grid}>
        <div className={styles.colMain}>
          <section className={shared.panel} aria-labelledby="ev-route">
            <h2 id="ev-route">Route</h2>
            <RouteDrawing game={null} />
          </section>
          <ActionsPanel game={null} />
        </div>
        <div className={styles.colSide}>
          <PlanningFrame />
        </div>
      </div>
    </div>
  );
}
