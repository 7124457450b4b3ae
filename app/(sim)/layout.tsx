import { ServiceWorkerStatus } from '@/components/site/ServiceWorkerStatus';
import styles from '@/components/site/ServiceWorkerStatus.module.css';

/**
 * Simulations are full-screen apps with their own headers (each spec names
 * one), so they do not get the marketing header and footer. Under the game:
 * the "Ready offline" line, once this browser has saved the simulation.
 */
export default function SimLayout({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="sim-main">
      {children}
      <ServiceWorkerStatus className={styles.page} />
    </main>
  );
}
