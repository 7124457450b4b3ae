'use client';
/**
 * Stage 8's Goal Grid: three columns with @hello-pangea/dnd (mouse, touch and
 * keyboard: Space to lift, arrows to move, Space to drop, Escape to cancel),
 * plus a "Move to" menu on every card for anyone who prefers not to drag.
 * Loaded only when stage 8 is shown.
 */
import { useEffect, useRef } from 'react';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { PRIORITIES, type Priority } from '@/engines/launchpad/constants';
import { goalColumns } from '@/engines/launchpad/engine';
import type { Step } from '@/engines/core/contract';
import type { Goal, LaunchpadState, Move } from '@/engines/launchpad/types';
import { ColumnTitle, EMPTY_COLUMN, GoalFace } from './GoalParts';
import styles from './Launchpad.module.css';

export default function GoalGrid({ goals, dispatch }: { goals: Goal[]; dispatch: (m: Move) => Step<LaunchpadState> }) {
  const columns = goalColumns(goals);
  // A card moved with its menu is re-mounted in its new column: give the focus back to its menu.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (!refocus.current) return;
    document.querySelector<HTMLSelectElement>(`select[data-goal="${refocus.current}"]`)?.focus();
    refocus.current = null;
  }, [goals]);

  // A drop outside every column moves nothing. The columns' ids are the priorities; the rules check the rest.
  const onDragEnd = (r: DropResult) => {
    if (!r.destination) return;
    dispatch({ type: 'moveGoal', from: r.source.droppableId as Priority, fromIndex: r.source.index, to: r.destination.droppableId as Priority, toIndex: r.destination.index });
  };

  const moveTo = (from: Priority, index: number, to: string) => {
    if (!(PRIORITIES as readonly string[]).includes(to)) return;
    const target = columns[to as Priority];
    refocus.current = columns[from][index]?.id ?? null;
    dispatch({ type: 'moveGoal', from, fromIndex: index, to: to as Priority, toIndex: target.length });
  };

  return (
    <DragDropContext onDragEnd={onDragEnd}>
      <div className={styles.goalGrid}>
        {PRIORITIES.map((p) => (
          <section key={p} className={`${styles.column} ${styles[`col_${p}`]}`} aria-labelledby={`lp-col-${p}`} data-testid={`column-${p}`}>
            <ColumnTitle id={`lp-col-${p}`} priority={p} count={columns[p].length} />
            <Droppable droppableId={p}>
              {(provided, snapshot) => (
                <div ref={provided.innerRef} {...provided.droppableProps} className={`${styles.dropList} ${snapshot.isDraggingOver ? styles.dropOver : ''}`}>
                  {columns[p].map((g, index) => (
                    <Draggable key={g.id} draggableId={g.id} index={index}>
                      {(drag, dragSnap) => (
                        <div ref={drag.innerRef} {...drag.draggableProps} className={`${styles.goalCard} ${dragSnap.isDragging ? styles.goalDragging : ''}`} data-testid={`goal-${g.id}`}>
                          <GoalFace goal={g} column={p} handleProps={drag.dragHandleProps ?? undefined} onMove={(to) => moveTo(p, index, to)} />
                        </div>
                      )}
                    </Draggable>
                  ))}
                  {provided.placeholder}
                  {columns[p].length === 0 && !snapshot.isDraggingOver && <p className={styles.emptyCol}>{EMPTY_COLUMN}</p>}
                </div>
              )}
            </Droppable>
          </section>
        ))}
      </div>
    </DragDropContext>
  );
}
