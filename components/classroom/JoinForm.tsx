'use client';
/**
 * The form of "Join a class" (JoinClass.tsx): the code typed, then the class link it stands for. Its words come as
 * props from the server-rendered section, so they are in the page's HTML and not in its JavaScript (docs/performance.md,
 * the marketing budget). The decoder (every game's class spec) loads only on Join.
 */
import { useState, type FormEvent } from 'react';
import { JOIN_CODE_MAX } from '@/engines/core/joinLimits';
import type { JOIN_TEXT } from '@/content/classroom/join';
import styles from './JoinClass.module.css';

export type JoinWords = Pick<typeof JOIN_TEXT, 'label' | 'join' | 'opening' | 'failed'>;

export function JoinForm({ id, words, go = (path: string) => window.location.assign(path) }: { id: string; words: JoinWords; go?: (path: string) => void }) {
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
      setProblem(words.failed);
      setBusy(false);
    }
  }

  return (
    <>
      <form className={styles.joinForm} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-code`}>{words.label}</label>
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
          {busy ? words.opening : words.join}
        </button>
      </form>
      <p id={`${id}-err`} className={styles.joinProblem} role="status">
        {problem && `⚠ ${problem}`}
      </p>
    </>
  );
}
