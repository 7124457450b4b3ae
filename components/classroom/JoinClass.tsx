'use client';
/**
 * "Join a class" on /simulation: a student types the join code the teacher projects (engines/core/joinCode.ts) and
 * lands on the class link it stands for. The decoder (every game's class spec) loads only on Join.
 */
import { useId, useState, type FormEvent } from 'react';
import { JOIN_TEXT } from '@/content/classroom/join';
import { JOIN_CODE_MAX } from '@/engines/core/joinLimits';
import styles from './JoinClass.module.css';

export function JoinClass({ go = (path: string) => window.location.assign(path) }: { go?: (path: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setProblem('');
    try {
      const { joinLink } = await import('@/lib/classroom/join');
      const r = joinLink(text);
      if (r.ok) go(r.path);
      else {
        setProblem(r.message);
        setBusy(false);
      }
    } catch {
      setProblem(JOIN_TEXT.failed);
      setBusy(false);
    }
  }

  return (
    <section className={styles.join} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={styles.joinTitle}>
        {JOIN_TEXT.title}
      </h2>
      <p className={styles.joinLead}>{JOIN_TEXT.lead}</p>
      <form className={styles.joinForm} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-code`}>{JOIN_TEXT.label}</label>
        <input
          id={`${id}-code`}
          className={styles.joinInput}
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={JOIN_CODE_MAX * 3}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-err`}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? JOIN_TEXT.opening : JOIN_TEXT.join}
        </button>
      </form>
      <p id={`${id}-err`} className={styles.joinProblem} role="status">
        {problem && `⚠ ${problem}`}
      </p>
    </section>
  );
}
