'use client';
/**
 * Keeps the progress panels from taking a page down: if one throws while rendering, the progress record is set aside
 * through the storage layer (kept under `progress:corrupt`, nothing deleted) and the panel tries once more with a
 * fresh record; if that fails too it shows nothing. The game or hub around it goes on.
 */
import { Component, type ReactNode } from 'react';
import { setAsideSave } from '@/lib/storage/persisted';
import { PROGRESS_KEY } from '@/engines/progress/record';

interface State {
  /** A render threw and componentDidCatch has not handled it yet. */
  crashed: boolean;
  attempt: number;
  failed: boolean;
}

export class ProgressBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { crashed: false, attempt: 0, failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { crashed: true };
  }

  componentDidCatch(error: Error): void {
    console.error('[progress] the panel failed:', error);
    if (this.state.attempt > 0) {
      this.setState({ failed: true, crashed: false });
      return;
    }
    setAsideSave(PROGRESS_KEY, error?.message || String(error));
    this.setState((s) => ({ crashed: false, attempt: s.attempt + 1 }));
  }

  render() {
    if (this.state.failed || this.state.crashed) return null;
    return <Attempt key={this.state.attempt}>{this.props.children}</Attempt>;
  }
}

function Attempt({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
