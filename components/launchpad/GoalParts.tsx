/**
 * The Goal Grid's markup without the drag library: a column's title and a goal card's face. The grid (GoalGrid,
 * loaded with @hello-pangea/dnd when stage 8 shows) and its loading placeholder (GoalGridSkeleton, in the stage's
 * own code) are built from these, so the placeholder takes exactly the grid's room: nothing jumps when it loads.
 */
import type { HTMLAttributes } from 'react';
import { PRIORITIES, PRIORITY_TITLES, type Priority } from '@/engines/launchpad/constants';
import { goalColumns } from '@/engines/launchpad/engine';
import type { Goal } from '@/engines/launchpad/types';
import styles from './Launchpad.module.css';

const COLUMN_ICON: Record<Priority, string> = { urgent: '🔥', important: '⭐', low: '💤' };

export const EMPTY_COLUMN = 'Empty: drop at least one goal here.';
export const GOAL_GRID_LOADING = 'Loading the Goal Grid…';

export function ColumnTitle({ priority, count, id }: { priority: Priority; count: number; id?: string }) {
  return (
    <h2 id={id} className={styles.h3}>
      <span aria-hidden="true">{COLUMN_ICON[priority]} </span>
      {PRIORITY_TITLES[priority]} <span className={styles.count}>({count})</span>
    </h2>
  );
}

/** A goal card's face: the grip and text (the drag handle), and its "Move to" menu. */
export function GoalFace({
  goal,
  column,
  handleProps,
  onMove,
}: {
  goal: Goal;
  column: Priority;
  handleProps?: HTMLAttributes<HTMLDivElement>;
  onMove?: (to: string) => void;
}) {
  return (
    <>
      <div {...handleProps} className={styles.handle}>
        <span aria-hidden="true" className={styles.grip}>
          ⠿
        </span>
        <span>{goal.text}</span>
      </div>
      <label className={styles.moveLabel}>
        <span>Move to</span>
        <select data-goal={goal.id} value={column} disabled={!onMove} onChange={(e) => onMove?.(e.target.value)} aria-label={`Move “${goal.text}” to`}>
          {PRIORITIES.map((q) => (
            <option key={q} value={q}>
              {PRIORITY_TITLES[q]}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** What stage 8 shows while the grid's code loads: the same columns and cards, still, in the same room. */
export function GoalGridSkeleton({ goals }: { goals: readonly Goal[] }) {
  const columns = goalColumns(goals);
  return (
    <div className={styles.gridLoading} data-testid="goal-grid-loading">
      <p role="status" className="visually-hidden">
        {GOAL_GRID_LOADING}
      </p>
      <div className={styles.goalGrid} aria-hidden="true" inert>
        {PRIORITIES.map((p) => (
          <section key={p} className={`${styles.column} ${styles[`col_${p}`]}`}>
            <ColumnTitle priority={p} count={columns[p].length} />
            <div className={styles.dropList}>
              {columns[p].map((g) => (
                <div key={g.id} className={styles.goalCard}>
                  <GoalFace goal={g} column={p} />
                </div>
              ))}
              {columns[p].length === 0 && <p className={styles.emptyCol}>{EMPTY_COLUMN}</p>}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
