'use client';
/**
 * The result code on a game's end screen (docs/classroom.md, "Result codes"): an optional nickname, the code (made by the game's codec
 * from the moves), a Copy button and a QR code on request. The code is never put in a URL and never sent: the student
 * copies it and hands it over.
 */
import { useAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { NICKNAME_MAX } from '@/engines/core/code';
import { hash53 } from '@/engines/core/hash';
import { cleanName, graphemeLength } from '@/engines/core/text';
import { attemptNumber, classAttemptsAtom, recordFinish, type AttemptPlace } from '@/lib/classroom/attempts';
import { LazyQrCodes } from './LazyQr';
import styles from './classroom.module.css';

export const CODE_TEXT = {
  title: 'Your result code',
  nickname: `Nickname for your result (optional, up to ${NICKNAME_MAX} characters)`,
  nicknameHint: 'Not your real name unless your teacher asks for it. Nothing else about you is in the code.',
  holds: 'This code holds your moves, your result and your nickname — nothing else you typed. It is not sent anywhere: copy it and give it to your teacher.',
  copy: 'Copy code',
  copied: 'Copied. Paste it where your teacher asked (a chat, a form, an email).',
  copyFailed: 'Copying is blocked in this browser: select the code and copy it by hand (Ctrl+C or ⌘C).',
  showQr: 'Show QR code',
  hideQr: 'Hide QR code',
  qrLabel: 'QR code of your result code',
  qrHint: 'Hold your screen up to your teacher’s camera, about a metre away.',
  attempt: (n: number) => `Attempt ${n} on this device: your code says so, and your teacher’s report counts your first attempt unless your teacher chooses otherwise.`,
  halfTitle: 'Your half-way code',
  halfLead: (progress: string) =>
    `Your game so far (${progress}). Hand it in if your teacher asks for a half-way check: it is listed, never ranked, and your final code replaces it.`,
} as const;

/**
 * The attempt number of this code on this device (lib/classroom/attempts.ts), recording a finished game the first
 * time its code is shown. A finished game is known by its code without a nickname (its game, class, seed, settings,
 * moves and result), so showing the same end screen again, or playing the very same moves again, is the same attempt.
 */
function useAttempt(makeCode: (nickname: string, attempt: number) => string, place: AttemptPlace | undefined, inProgress: boolean): number {
  const [all, setAll] = useAtom(classAttemptsAtom);
  let id: string | null = null;
  if (place && !inProgress) {
    try {
      id = hash53(makeCode('', 1)).toString(36);
    } catch {
      id = null;
    }
  }
  useEffect(() => {
    if (place && id) setAll((prev) => recordFinish(prev, place, id));
  }, [place?.game, place?.classId, place?.seed, id]); // eslint-disable-line react-hooks/exhaustive-deps -- the place is keyed by its fields
  return place ? attemptNumber(all, place, id) : 1;
}

export function ResultCodePanel({
  makeCode,
  nickname,
  onNickname,
  place,
  progress,
}: {
  /** The code for a nickname and an attempt number (the game's codec over its moves). */
  makeCode: (nickname: string, attempt: number) => string;
  nickname: string;
  onNickname: (text: string) => void;
  /** Where attempts are counted (the game, the class and the seed); without it the code says attempt 1. */
  place?: AttemptPlace;
  /** For a half-way code: how far the game has gone ("round 6 of 12, in progress"). */
  progress?: string;
}) {
  const id = useId();
  const [status, setStatus] = useState('');
  const [qr, setQr] = useState(false);
  const attempt = useAttempt(makeCode, place, progress !== undefined);
  const code = makeCode(nickname, attempt);
  const qrRef = useRef<HTMLDivElement>(null);
  // The QR code opens where the student can see it whole, not below the fold.
  useEffect(() => {
    if (qr) qrRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [qr]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setStatus(CODE_TEXT.copied);
    } catch {
      setStatus(CODE_TEXT.copyFailed);
      (document.getElementById(`${id}-code`) as HTMLTextAreaElement | null)?.select();
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid={progress !== undefined ? 'half-way-code' : 'result-code'}>
      <h2 id={`${id}-title`}>{progress !== undefined ? CODE_TEXT.halfTitle : CODE_TEXT.title}</h2>
      {progress !== undefined && <p data-testid="half-way-lead">{CODE_TEXT.halfLead(progress)}</p>}
      {place && (
        <p className={styles.muted} data-testid="result-attempt">
          {CODE_TEXT.attempt(attempt)}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-nick`}>{CODE_TEXT.nickname}</label>
        <input
          id={`${id}-nick`}
          value={nickname}
          maxLength={NICKNAME_MAX * 4}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-nick-hint`}
          onChange={(e) => onNickname(cleanName(e.target.value, NICKNAME_MAX))}
        />
        <span id={`${id}-nick-hint`} className={styles.muted}>
          {CODE_TEXT.nicknameHint} ({graphemeLength(nickname)}/{NICKNAME_MAX})
        </span>
      </div>
      <label htmlFor={`${id}-code`}>Code</label>
      <textarea id={`${id}-code`} className={styles.code} readOnly value={code} data-testid="result-code-text" rows={3} />
      <p className={styles.muted}>{CODE_TEXT.holds}</p>
      <div className={styles.row}>
        <button type="button" className="btn btn-primary" onClick={copy}>
          {CODE_TEXT.copy}
        </button>
        <button type="button" className="btn btn-secondary" aria-expanded={qr} onClick={() => setQr((v) => !v)}>
          {qr ? CODE_TEXT.hideQr : CODE_TEXT.showQr}
        </button>
      </div>
      <p role="status" aria-live="polite" className={styles.muted}>
        {status}
      </p>
      {qr && (
        <div className={styles.qr} ref={qrRef}>
          <p>{CODE_TEXT.qrHint}</p>
          <LazyQrCodes text={code} label={CODE_TEXT.qrLabel} />
        </div>
      )}
    </section>
  );
}
