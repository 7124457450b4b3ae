'use client';
import { lazyIsland } from '@/components/sim/lazyIsland';
import { GAME_SAVE_KEYS } from '@/components/sim/saveKeys';

export default lazyIsland(() => import('./Game'), { saveKey: GAME_SAVE_KEYS.cityTycoon, name: 'City Tycoon' });
