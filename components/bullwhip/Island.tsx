'use client';
import dynamic from 'next/dynamic';
import { SimLoading } from '@/components/sim/SimLoading';
import { GameErrorBoundary } from '@/components/sim/GameErrorBoundary';
import { GAME_SAVE_KEYS } from '@/components/sim/saveKeys';

const Game = dynamic(() => import('./Game'), { ssr: false, loading: () => <SimLoading name="Bullwhip Rush" /> });

export default function BullwhipIsland() {
  return (
    <GameErrorBoundary saveKey={GAME_SAVE_KEYS.bullwhip} name="Bullwhip Rush">
      <Game />
    </GameErrorBoundary>
  );
}
