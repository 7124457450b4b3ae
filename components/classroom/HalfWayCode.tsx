'use client';
/**
 * The half-way checkpoint of a class game (Bullwhip, Everest; docs/classroom.md, "Half-way codes"): from half the
 * game on, a button opens a result code of the game so far, with its QR code on request, for a teacher who checks
 * progress mid-lesson. It is listed on the report as "round 6 of 12, in progress", never ranked, and the same
 * student's final code replaces it. Closed until asked for, so it never stands between a student and the next move.
 */
import { useState, type ComponentProps } from 'react';
import type { AttemptPlace } from '@/lib/classroom/attempts';
import { ResultCodePanel } from './ResultCodePanel';
import styles from './classroom.module.css';

export const HALF_WAY_TEXT = {
  open: 'Hand in a half-way code',
  close: 'Hide the half-way code',
} as const;

export function HalfWayCode({
  progress,
  ...panel
}: Omit<ComponentProps<typeof ResultCodePanel>, 'place' | 'progress'> & {
  place: AttemptPlace;
  /** "round 6 of 12, in progress" */
  progress: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.halfWay} data-testid="half-way">
      <button type="button" className="btn btn-outline" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {open ? HALF_WAY_TEXT.close : HALF_WAY_TEXT.open}
      </button>
      {open && <ResultCodePanel {...panel} progress={progress} />}
    </div>
  );
}
