'use client';
/**
 * The result code on a game's end screen (issue 13 item 3): an optional nickname, the code (made by the game's codec
 * from the moves), a Copy button and a QR code on request. The code is never put in a URL and never sent: the student
 * copies it and hands it over.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { NICKNAME_MAX } from '@/engines/core/code';
import { cleanName, graphemeLength } from '@/engines/core/text';
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
} as const;

export function ResultCodePanel({
  makeCode,
  nickname,
  onNickname,
}: {
  /** The code for a nickname (the game's codec over its moves). */
  makeCode: (nickname: string) => string;
  nickname: string;
  onNickname: (text: string) => void;
}) {
  const id = useId();
  const [status, setStatus] = useState('');
  const [qr, setQr] = useState(false);
  const code = makeCode(nickname);
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
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="result-code">
      <h2 id={`${id}-title`}>{CODE_TEXT.title}</h2>
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
