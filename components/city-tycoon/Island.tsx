'use client';
import { lazyIsland } from '@/components/sim/lazyIsland';
import { GAME_BY_ID } from '@/engines/games';

export default lazyIsland(() => import('./Game'), {
  saveKey: GAME_BY_ID['city-tycoon'].saveKey,
  name: GAME_BY_ID['city-tycoon'].title,
  // Run first, each in a task of its own (docs/site.md, "Islands arrive in small tasks"): the store with the rules,
  // then the class tools with every game's result codes.
  stages: [() => import('./store'), () => import('@/components/classroom/ClassBanner')],
});
