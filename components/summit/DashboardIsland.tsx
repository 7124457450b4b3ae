'use client';
import dynamic from 'next/dynamic';
import { SimLoading } from '@/components/sim/SimLoading';
import { GameErrorBoundary } from '@/components/sim/GameErrorBoundary';
import { GAME_SAVE_KEYS } from '@/components/sim/saveKeys';

const Game = dynamic(() => import('./Dashboard'), { ssr: false, loading: () => <SimLoading name="the expedition" /> });

export default function SummitDashboardIsland() {
  return (
    <GameErrorBoundary saveKey={GAME_SAVE_KEYS.summit} name="Summit of Decisions">
      <Game />
    </GameErrorBoundary>
  );
}
