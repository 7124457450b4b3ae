/** The Goal Grid's loading placeholder holds the grid's room: the same columns and cards, still (no layout shift). */
import { renderToString } from 'react-dom/server';
import { createInitialState, step } from '@/engines/launchpad/engine';
import { PRIORITY_TITLES } from '@/engines/launchpad/constants';
import { EMPTY_COLUMN, GOAL_GRID_LOADING, GoalGridSkeleton } from './GoalParts';
import { StageScreen } from './Game';

describe('GoalGridSkeleton', () => {
  it('renders every column and every goal card of the grid, announced as loading, not operable', () => {
    const s = createInitialState('skeleton');
    const html = renderToString(<GoalGridSkeleton goals={s.goals} />);
    for (const title of Object.values(PRIORITY_TITLES)) expect(html).toContain(title.replace(/&/g, '&amp;'));
    for (const g of s.goals) expect(html).toContain(g.text);
    expect(html.match(/<select/g)).toHaveLength(s.goals.length);
    expect(html).toContain(GOAL_GRID_LOADING);
    expect(html).toMatch(/role="status"/);
    expect(html).toMatch(/aria-hidden="true"/);
    expect(html).toMatch(/inert=""/);
  });
  it('shows an emptied column as the grid does', () => {
    const s = createInitialState('skeleton');
    const moved = step(s, { type: 'moveGoal', from: 'urgent', fromIndex: 0, to: 'low', toIndex: 0 }).state;
    const emptied = step(moved, { type: 'moveGoal', from: 'urgent', fromIndex: 0, to: 'low', toIndex: 0 }).state;
    expect(renderToString(<GoalGridSkeleton goals={emptied.goals} />)).toContain(EMPTY_COLUMN);
  });
  it('is what stage 8 shows before the grid code has loaded', () => {
    const s = { ...createInitialState('skeleton'), currentStage: 8 };
    const html = renderToString(<StageScreen state={s} dispatch={() => ({ state: s })} onHome={() => undefined} onNewWeek={() => undefined} />);
    expect(html).toContain('data-testid="goal-grid-loading"');
    for (const g of s.goals) expect(html).toContain(g.text);
  });
});
