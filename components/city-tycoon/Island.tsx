'use client';
import { lazyIsland } from '@/components/sim/lazyIsland';
import { GAME_BY_ID } from '@/engines/games';

// The store with the rules first, in a task of its own, then the game (docs/site.md, "Islands arrive in small tasks").
export default lazyIsland(() => import('./islandStage'), { saveKey: GAME_BY_ID['city-tycoon'].saveKey, name: GAME_BY_ID['city-tycoon'].title });
