'use client';
/** The nine stages (StagesEarly, StagesLate, Stage9; what they share in StageParts). Thin: they render the state and dispatch engine actions. */
import type { ReactNode } from 'react';
import type { StageProps } from './StageParts';
import { Stage1, Stage2, Stage3, Stage4, Stage5 } from './StagesEarly';
import { Stage6, Stage7, Stage8 } from './StagesLate';
import { Stage9 } from './Stage9';

const STAGES = [Stage1, Stage1, Stage2, Stage3, Stage4, Stage5, Stage6, Stage7, Stage8];

export function StageView({ stage, state, dispatch, onNewWeek, resultCode }: { stage: number; onNewWeek: () => void; resultCode?: ReactNode } & StageProps) {
  if (stage === 9) return <Stage9 state={state} dispatch={dispatch} onNewWeek={onNewWeek} resultCode={resultCode} />;
  const Component = STAGES[stage] ?? Stage1;
  return <Component state={state} dispatch={dispatch} />;
}
