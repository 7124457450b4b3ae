import type { Metadata } from 'next';
import Link from 'next/link';
import { simulations } from '@/content/simulations';

export const metadata: Metadata = {
  title: 'Simulations',
  description: 'Every simulation, what it teaches and how long it takes. No account needed.',
};

export default function SimulationHub() {
  return (
    <div className="container">
      <h1>Simulations</h1>
      <ul>
        {simulations.map((s) => (
          <li key={s.id} data-testid={`sim-card-${s.id}`}>
            <h2>{s.title}</h2>
            <p>{s.teaches}</p>
            <p>{s.duration}</p>
            <Link href={s.route}>{s.cta}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
