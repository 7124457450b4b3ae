'use client';
import { lazyIsland } from '@/components/sim/lazyIsland';
import { GAME_BY_ID } from '@/engines/games';

export default lazyIsland(() => import('./Roles'), { saveKey: GAME_BY_ID.summit.saveKey, name: GAME_BY_ID.summit.title });
