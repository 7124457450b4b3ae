'use client';
import { lazyIsland } from '@/components/sim/lazyIsland';
import { GAME_BY_ID } from '@/engines/games';

export default lazyIsland(() => import('./Game'), { saveKey: GAME_BY_ID['city-tycoon'].saveKey, name: GAME_BY_ID['city-tycoon'].title });
