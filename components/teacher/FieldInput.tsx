/**
 * One class setting's input (a select for a choice, a number box with its range for a number), drawn by the class
 * tools and, without `onChange`, by their first screen rendered at build time (TeacherFrame): the same markup in both,
 * so nothing moves when the tools arrive. `data-control` names the control for the hand-over (firstUse.tsx).
 */
import { useId } from 'react';
import type { ClassField } from '@/engines/core/classLink';
import styles from './teacher.module.css';

export function FieldInput({ field, value, onChange }: { field: ClassField; value: string; onChange?: (v: string) => void }) {
  const id = useId();
  // Controlled in the tools; in the static first screen, the browser keeps what is typed (read back at hand-over).
  const bind = onChange ? { value, onChange: (e: { target: { value: string } }) => onChange(e.target.value) } : { defaultValue: value };
  if (field.kind === 'choice') {
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{field.label}</label>
        <select id={id} data-control={`field-${field.param}`} {...bind}>
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{field.label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={field.min}
        max={field.max}
        step={field.step ?? 1}
        data-control={`field-${field.param}`}
        {...bind}
        aria-describedby={`${id}-range`}
      />
      <span id={`${id}-range`} className={styles.muted}>
        {field.min}–{field.max}
      </span>
    </div>
  );
}
