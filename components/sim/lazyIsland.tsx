'use client';
/**
 * A simulation island: the game and its error boundary load together after hydration (`ssr: false`), so neither
 * the boundary nor the storage layer it uses (jotai) weighs on the route's first load.
 */
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { SimLoading } from './SimLoading';

export function lazyIsland(load: () => Promise<{ default: ComponentType }>, opts: { saveKey: string; name: string; loadingName?: string }) {
  return dynamic(
    async () => {
      const [{ default: Game }, { GameErrorBoundary }] = await Promise.all([load(), import('./GameErrorBoundary')]);
      return function BoundedGame() {
        return (
          <GameErrorBoundary saveKey={opts.saveKey} name={opts.name}>
            <Game />
          </GameErrorBoundary>
        );
      };
    },
    { ssr: false, loading: () => <SimLoading name={opts.loadingName ?? opts.name} /> },
  );
}
