/**
 * The island's first stage (docs/site.md, "Islands arrive in small tasks"): the store with the rules and the storage
 * layer, run in a task of its own. The next stage is imported from here, so its files leave this stage's out and it
 * finds them ready.
 */
export { gameAtom } from './state';
export const next = () => import('./endStage');
