/**
 * The island's second stage (docs/site.md, "Islands arrive in small tasks"): the end of a game — the end panel with
 * its result code and XP — run in a task of its own, so the game's module, imported from here, arrives in a smaller
 * task.
 */
export { EndScreen } from './EndScreen';
export const next = () => import('./Game');
