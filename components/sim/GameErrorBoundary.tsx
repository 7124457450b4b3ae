'use client';
/**
 * Wraps a simulation island. If the game throws while rendering:
 * 1. its save is set aside through the storage layer (the same path as a corrupt save: kept under
 *    `<key>:corrupt`, older bad saves shifted to `:corrupt:2`/`:corrupt:3`), the player is told once
 *    (notice bus), and a fresh game starts (the children remount);
 * 2. if the fresh game throws too before the player has done anything, an error panel with a link home and a
 *    "Clear this game" button shows instead of a loop (a plain link: a full load of the home page is the surest way
 *    out of a broken page).
 * The page never shows the framework's error screen.
 *
 * Test switch (only when the site is built with NEXT_PUBLIC_TEST_HOOKS=1, as `npm test` does): `?__throw=N`
 * makes the first N renders of the game throw, so the e2e suite can exercise both paths without game changes.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { resetSave, setAsideSave } from '@/lib/storage/persisted';

const TEST_HOOKS = process.env.NEXT_PUBLIC_TEST_HOOKS === '1';
// Lets the e2e suite tell a test build (switch on) from a normal one (switch absent).
if (TEST_HOOKS && typeof window !== 'undefined') (window as unknown as { __vqTestHooks?: boolean }).__vqTestHooks = true;

interface Props {
  /** The game's save key (components/sim/saveKeys.ts). */
  saveKey: string;
  /** The game's name, for the panel. */
  name: string;
  children: ReactNode;
}

interface State {
  /** A render threw and componentDidCatch has not handled it yet. */
  crashed: boolean;
  /** The children are a fresh game started after a crash, and the player has not interacted with it yet. */
  retrying: boolean;
  /** The fresh game threw too: show the panel. */
  failed: boolean;
  /** Bumped to remount the children. */
  attempt: number;
}

function testThrowCount(): number {
  if (!TEST_HOOKS || typeof window === 'undefined') return 0;
  const n = Number(new URLSearchParams(window.location.search).get('__throw'));
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** Throws while rendering for the first `count` attempts (test builds only). */
function TestThrow({ attempt, count }: { attempt: number; count: number }) {
  if (attempt < count) throw new Error(`test switch: render ${attempt + 1} of ${count} throws`);
  return null;
}

export class GameErrorBoundary extends Component<Props, State> {
  state: State = { crashed: false, retrying: false, failed: false, attempt: 0 };
  private throwCount = testThrowCount();

  static getDerivedStateFromError(): Partial<State> {
    return { crashed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.name}] the screen failed:`, error, info.componentStack);
    if (this.state.retrying || this.state.failed) {
      this.setState({ failed: true, crashed: false });
      return;
    }
    setAsideSave(this.props.saveKey, error?.message || String(error));
    this.setState((s) => ({ crashed: false, retrying: true, attempt: s.attempt + 1 }));
  }

  private interacted = () => {
    if (this.state.retrying) this.setState({ retrying: false });
  };

  private clearGame = () => {
    resetSave(this.props.saveKey);
    this.setState((s) => ({ crashed: false, failed: false, retrying: true, attempt: s.attempt + 1 }));
  };

  render() {
    if (this.state.failed) {
      return (
        <section className="sim-error" aria-labelledby="sim-error-title">
          <h1 id="sim-error-title">{`${this.props.name} could not start`}</h1>
          <p>
            Something went wrong while showing this game, even with a fresh game. Your last save was kept aside in this
            browser, so nothing was deleted.
          </p>
          <div className="sim-error-actions">
            <button type="button" className="btn btn-primary" onClick={this.clearGame}>
              Clear this game
            </button>
            <a href="/" className="btn btn-outline">
              Back to home
            </a>
          </div>
        </section>
      );
    }
    if (this.state.crashed) return null;
    return (
      <div className="sim-boundary" onPointerDownCapture={this.interacted} onKeyDownCapture={this.interacted}>
        {this.throwCount > 0 ? <TestThrow attempt={this.state.attempt} count={this.throwCount} /> : null}
        <GameKey key={this.state.attempt}>{this.props.children}</GameKey>
      </div>
    );
  }
}

function GameKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
