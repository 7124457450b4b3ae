'use client';
import { lazyIsland } from '@/components/sim/lazyIsland';
import { GAME_BY_ID } from '@/engines/games';

export default lazyIsland(() => import('./Game'), {
  saveKey: GAME_BY_ID.bullwhip.saveKey,
  name: GAME_BY_ID.bullwhip.title,
  // Run first, each in a task of its own (docs/site.md, "Islands arrive in small tasks"): the store with the rules,
  // then the class tools with every game's result codes.
  stages: [() => import('./state'), () => import('@/components/classroom/ClassBanner')],
});
