'use client';
/**
 * Stage 8's Goal Grid: three columns with @hello-pangea/dnd (mouse, touch and
 * keyboard: Space to lift, arrows to move, Space to drop, Escape to cancel),
 * plus a "Move to" menu on every card for anyone who prefers not to drag.
 * Loaded only when stage 8 is shown.
 */
import { useEffect, useRef } from 'react';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { PRIORITIES, PRIORITY_TITLES, type Priority } from '@/engines/launchpad/constants';
import { goalColumns } from '@/engines/launchpad/engine';
import type { Step } from '@/engines/core/contract';
import type { Action, Goal, LaunchpadState } from '@/engines/launchpad/types';
import styles from './Launchpad.module.css';

const COLUMN_ICON: Record<Priority, string> = { urgent: '🔥', important: '⭐', low: '💤' };

export default function GoalGrid({ goals, dispatch }: { goals: Goal[]; dispatch: (a: Action) => Step<LaunchpadState> }) {
  const columns = goalColumns(goals);
  // A card moved with its menu is re-mounted in its new column: give the focus back to its menu.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (!refocus.current) return;
    document.querySelector<HTMLSelectElement>(`select[data-goal="${refocus.current}"]`)?.focus();
    refocus.current = null;
  }, [goals]);

  const onDragEnd = (r: DropResult) => {
    dispatch({ type: 'moveGoal', source: r.source, destination: r.destination ?? null });
  };

  const moveTo = (from: Priority, index: number, to: string) => {
    if (!(PRIORITIES as readonly string[]).includes(to)) return;
    const target = columns[to as Priority];
    refocus.current = columns[from][index]?.id ?? null;
    dispatch({ type: 'moveGoal', source: { droppableId: from, index }, destination: { droppableId: to, index: target.length } });
  };

  return (
    <DragDropContext onDragEnd={onDragEnd}>
      <div className={styles.goalGrid}>
        {PRIORITIES.map((p) => (
          <section key={p} className={`${styles.column} ${styles[`col_${p}`]}`} aria-labelledby={`lp-col-${p}`} data-testid={`column-${p}`}>
            <h2 id={`lp-col-${p}`} className={styles.h3}>
              <span aria-hidden="true">{COLUMN_ICON[p]} </span>
              {PRIORITY_TITLES[p]} <span className={styles.count}>({columns[p].length})</span>
            </h2>
            <Droppable droppableId={p}>
              {(provided, snapshot) => (
                <div ref={provided.innerRef} {...provided.droppableProps} className={`${styles.dropList} ${snapshot.isDraggingOver ? styles.dropOver : ''}`}>
                  {columns[p].map((g, index) => (
                    <Draggable key={g.id} draggableId={g.id} index={index}>
                      {(drag, dragSnap) => (
                        <div ref={drag.innerRef} {...drag.draggableProps} className={`${styles.goalCard} ${dragSnap.isDragging ? styles.goalDragging : ''}`} data-testid={`goal-${g.id}`}>
                          <div {...drag.dragHandleProps} className={styles.handle}>
                            <span aria-hidden="true" className={styles.grip}>
                              ⠿
                            </span>
                            <span>{g.text}</span>
                          </div>
                          <label className={styles.moveLabel}>
                            <span>Move to</span>
                            <select data-goal={g.id} value={p} onChange={(e) => moveTo(p, index, e.target.value)} aria-label={`Move “${g.text}” to`}>
                              {PRIORITIES.map((q) => (
                                <option key={q} value={q}>
                                  {PRIORITY_TITLES[q]}
                                </option>
                              ))}
                            </select>
                          </label>
                        </div>
                      )}
                    </Draggable>
                  ))}
                  {provided.placeholder}
                  {columns[p].length === 0 && !snapshot.isDraggingOver && <p className={styles.emptyCol}>Empty: drop at least one goal here.</p>}
                </div>
              )}
            </Droppable>
          </section>
        ))}
      </div>
    </DragDropContext>
  );
}
