/**
 * A tiny bus for storage notices ("your save could not be read", "storage is
 * off"). The storage layer may speak before any toaster is mounted (atoms can
 * read storage at module load), so notices wait in a queue until a listener
 * subscribes. Each distinct notice is delivered once per page load.
 */

export interface StorageNotice {
  id: string;
  title: string;
  description: string;
  /** Choices the player makes (a save that could not be kept aside: keep trying, or start fresh). */
  actions?: { label: string; run: () => void }[];
}

type Listener = (notice: StorageNotice) => void;

const pending: StorageNotice[] = [];
const seen = new Set<string>();
const listeners = new Set<Listener>();
const watchers = new Set<() => void>();

export function emitNotice(notice: StorageNotice): void {
  if (seen.has(notice.id)) return;
  seen.add(notice.id);
  if (listeners.size === 0) {
    pending.push(notice);
    watchers.forEach((w) => w());
  } else listeners.forEach((l) => l(notice));
}

/**
 * Calls `onWaiting` once a notice waits for a listener (at once when one already does), without taking it: a page
 * loads the component that shows notices only when there is one to show, and that component subscribes and gets it.
 */
export function whenNoticeWaits(onWaiting: () => void): () => void {
  if (pending.length) {
    onWaiting();
    return () => {};
  }
  const w = () => {
    watchers.delete(w);
    onWaiting();
  };
  watchers.add(w);
  return () => {
    watchers.delete(w);
  };
}

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  while (pending.length) listener(pending.shift()!);
  return () => {
    listeners.delete(listener);
  };
}

/** For tests only. */
export function resetNoticesForTest(): void {
  pending.length = 0;
  seen.clear();
  listeners.clear();
  watchers.clear();
}
