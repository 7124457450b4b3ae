'use client';
import dynamic from 'next/dynamic';
import { SimLoading } from '@/components/sim/SimLoading';
import { GameErrorBoundary } from '@/components/sim/GameErrorBoundary';
import { GAME_SAVE_KEYS } from '@/components/sim/saveKeys';

const Game = dynamic(() => import('./Roles'), { ssr: false, loading: () => <SimLoading name="Summit of Decisions" /> });

export default function SummitRolesIsland() {
  return (
    <GameErrorBoundary saveKey={GAME_SAVE_KEYS.summit} name="Summit of Decisions">
      <Game />
    </GameErrorBoundary>
  );
}
