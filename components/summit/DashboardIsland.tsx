'use client';
import { lazyIsland } from '@/components/sim/lazyIsland';
import { GAME_SAVE_KEYS } from '@/components/sim/saveKeys';

export default lazyIsland(() => import('./Dashboard'), { saveKey: GAME_SAVE_KEYS.summit, name: 'Summit of Decisions', loadingName: 'the expedition' });
