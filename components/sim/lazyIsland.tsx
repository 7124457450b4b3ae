'use client';
/**
 * A simulation island: the game and its error boundary load together after hydration, so neither the boundary nor
 * the storage layer it uses (jotai) weighs on the route's first load.
 *
 * Until the game has loaded, the island shows its static frame when the page passes one as children (docs/site.md,
 * "Static frames"): HTML rendered at build time by the same panel components as the game, holding only what is the
 * same for every game. The frame is inert and hidden from assistive technology; a "Loading …" status sits over it.
 * The game replaces it in one commit (a layout effect, before the browser paints), so the two never show together.
 * Without a frame, the island shows the loading status alone.
 *
 * Arriving in small tasks (docs/site.md, "Islands arrive in small tasks"): a game's code is a few hundred kilobytes
 * of modules, and running them all at once held a slow laptop's main thread for a quarter of a second. So `load` may
 * give a stage (`Staged`): a part of the game (its store with the rules) that runs in a task of its own and then
 * imports the game's module, which finds it ready. The game's first render is a transition, which React renders in
 * slices.
 */
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { SimLoading } from './SimLoading';
import styles from './SimLoading.module.css';

type Shown = ComponentType<{ onShown: () => void; onSettled: () => void }>;

/** Resolves in a later task, so the work before and after it are separate tasks the browser can paint between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A game's code in stages: a module that is the game (`default`), or a stage that ran when it loaded and names the
 * next (`next`). A stage imports the next from its own module, so the next one's files leave out what the stage
 * brought (no module is fetched twice).
 */
export type Staged<T> = { default: T } | { next: () => Promise<Staged<T>> };

/** Loads the first stage, then each next one in a task of its own, until the game. */
export async function loadInStages<T>(first: () => Promise<Staged<T>>): Promise<T> {
  let loaded = await first();
  for (let stage = 1; !('default' in loaded); stage++) {
    performance.mark(`island stage ${stage} ran`); // named in a profile's timings
    await nextTask();
    loaded = await loaded.next();
  }
  return loaded.default;
}

export function lazyIsland(load: () => Promise<Staged<ComponentType>>, opts: { saveKey: string; name: string; loadingName?: string }) {
  let loading: Promise<Shown> | null = null;
  const loadGame = () =>
    (loading ??= (async () => {
      const [Loaded, { GameErrorBoundary }] = await Promise.all([loadInStages(load), import('./GameErrorBoundary')]);
      return function BoundedGame({ onShown, onSettled }: { onShown: () => void; onSettled: () => void }) {
        // Runs after the game's own first commit and before paint: the frame goes in the same frame the game arrives.
        useLayoutEffect(onShown, [onShown]);
        useEffect(onSettled, [onSettled]);
        return (
          <GameErrorBoundary saveKey={opts.saveKey} name={opts.name}>
            <Loaded />
          </GameErrorBoundary>
        );
      };
    })().catch((error: unknown) => {
      loading = null; // a later visit to the page tries again
      throw error;
    }));
  const loadingName = opts.loadingName ?? opts.name;
  return function Island({ children }: { children?: ReactNode }) {
    const [Game, setGame] = useState<Shown | null>(null);
    const [shown, setShown] = useState(false);
    const frame = useRef<HTMLDivElement>(null);
    // Before paint, the frame is emptied and hidden without a render of its own: a state update here would be a
    // synchronous render that runs the game's effects (a dialog opening, a focus) in the same task. Its wrapper leaves
    // React's tree once the game's effects have run (React removes only that wrapper, never the nodes inside it, so
    // emptying it first is safe), and meanwhile nothing of the frame can be found beside the game.
    // The emptying waits for a microtask: still in this task, before any paint or any other task, but outside React's
    // commit. A profiler that records each node's removal with the JavaScript stack that caused it (Lighthouse does)
    // spent a millisecond per node inside the commit's deep stack on its throttled profile (docs/performance.md).
    const onShown = useCallback(() => {
      const el = frame.current;
      if (!el) return;
      el.style.display = 'none';
      queueMicrotask(() => el.replaceChildren());
    }, []);
    const onSettled = useCallback(() => setShown(true), []);
    useEffect(() => {
      let live = true;
      // Started from a microtask, outside React's effects, for the reason the frame is emptied in one (onShown): each
      // script tag the import adds is recorded by a profiler with the stack that added it.
      Promise.resolve().then(loadGame).then(
        (Loaded) => live && startTransition(() => setGame(() => Loaded)),
        // A chunk that cannot load (offline before the service worker kept it) reaches the route's error page,
        // as a failed lazy component would.
        (error: unknown) =>
          live &&
          setGame(() => {
            throw error;
          }),
      );
      return () => {
        live = false;
      };
    }, []);
    return (
      <>
        {!shown &&
          (children ? (
            <div className={styles.framed} data-testid="sim-frame" ref={frame}>
              <SimLoading name={loadingName} overlay />
              <div aria-hidden="true" inert>
                {children}
              </div>
            </div>
          ) : (
            <SimLoading name={loadingName} ref={frame} />
          ))}
        {Game && <Game onShown={onShown} onSettled={onSettled} />}
      </>
    );
  };
}
