'use client';
/**
 * A simulation island: the game and its error boundary load together after hydration (`ssr: false`), so neither
 * the boundary nor the storage layer it uses (jotai) weighs on the route's first load.
 *
 * Until the game has loaded, the island shows its static frame when the page passes one as children (docs/site.md,
 * "Static frames"): HTML rendered at build time by the same panel components as the game, holding only what is the
 * same for every game. The frame is inert and hidden from assistive technology; a "Loading …" status sits over it.
 * The game replaces it in one commit (a layout effect, before the browser paints), so the two never show together.
 * Without a frame, the island shows the loading status alone.
 */
import dynamic from 'next/dynamic';
import { useCallback, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { SimLoading } from './SimLoading';
import styles from './SimLoading.module.css';

export function lazyIsland(load: () => Promise<{ default: ComponentType }>, opts: { saveKey: string; name: string; loadingName?: string }) {
  const Game = dynamic(
    async () => {
      const [{ default: Loaded }, { GameErrorBoundary }] = await Promise.all([load(), import('./GameErrorBoundary')]);
      return function BoundedGame({ onShown }: { onShown: () => void }) {
        // Runs after the game's own first commit and before paint: the frame goes in the same frame the game arrives.
        useLayoutEffect(onShown, [onShown]);
        return (
          <GameErrorBoundary saveKey={opts.saveKey} name={opts.name}>
            <Loaded />
          </GameErrorBoundary>
        );
      };
    },
    { ssr: false, loading: () => null },
  );
  const loadingName = opts.loadingName ?? opts.name;
  return function Island({ children }: { children?: ReactNode }) {
    const [shown, setShown] = useState(false);
    const onShown = useCallback(() => setShown(true), []);
    return (
      <>
        {!shown &&
          (children ? (
            <div className={styles.framed} data-testid="sim-frame">
              <SimLoading name={loadingName} overlay />
              <div aria-hidden="true" inert>
                {children}
              </div>
            </div>
          ) : (
            <SimLoading name={loadingName} />
          ))}
        <Game onShown={onShown} />
      </>
    );
  };
}
