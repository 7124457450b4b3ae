/**
 * What the "Ready offline" line says (components/site/ServiceWorkerStatus.tsx), from the service worker's status reply
 * (scripts/sw-worker.mjs, `status`): only what is true in this browser now. No DOM in here.
 */

/** The worker's answer to SAVE_PAGE, STATUS, SAVE_ALL and REMOVE_ALL. */
export interface OfflineStatus {
  type: 'status';
  version: string;
  /** The saved group of the page that asked (`/simulation/summit` for `/simulation/summit/roles`), or null. */
  page: string | null;
  /** Whether that page and its game are saved, complete. */
  saved: boolean;
  /** Every saved group, complete. */
  routes: string[];
  /** Whether every file of the site is saved (the teacher's switch, finished). */
  all: boolean;
  /** Whether the teacher's switch is on (finished or not). */
  switchedOn: boolean;
  /** Bytes of the whole site, uncompressed. */
  bytes: number;
}

export const OFFLINE_TEXT = {
  savingPage: 'Saving this simulation in this browser for offline use…',
  readyPage: 'Ready offline: this simulation now works in this browser without an internet connection.',
  readyAll: 'Ready offline: every simulation works in this browser without an internet connection.',
  noneYet: 'Open a simulation once and it keeps working in this browser without an internet connection.',
};

/** "A", "A and B", "A, B and C". */
export function listText(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The line for a page (`titles` absent: a simulation's own page) or for the hub (`titles`: each simulation's route →
 * its title, in the hub's order). Null when there is nothing true to say yet.
 */
export function offlineText(status: OfflineStatus, titles?: Record<string, string>): string | null {
  if (!titles) return status.saved ? OFFLINE_TEXT.readyPage : null;
  if (status.all) return OFFLINE_TEXT.readyAll;
  const saved = Object.keys(titles).filter((route) => status.routes.includes(route));
  if (saved.length === 0) return OFFLINE_TEXT.noneYet;
  if (saved.length === Object.keys(titles).length) return OFFLINE_TEXT.readyAll;
  const names = listText(saved.map((r) => titles[r]!));
  return `Ready offline: ${names} ${saved.length === 1 ? 'works' : 'work'} in this browser without an internet connection. Any other simulation is kept once you open it.`;
}
