'use client';
import dynamic from 'next/dynamic';
import { SimLoading } from '@/components/sim/SimLoading';
import { GameErrorBoundary } from '@/components/sim/GameErrorBoundary';
import { GAME_SAVE_KEYS } from '@/components/sim/saveKeys';

const Game = dynamic(() => import('./Game'), { ssr: false, loading: () => <SimLoading name="Everest Expedition" /> });

export default function EverestIsland() {
  return (
    <GameErrorBoundary saveKey={GAME_SAVE_KEYS.everest} name="Everest Expedition">
      <Game />
    </GameErrorBoundary>
  );
}
