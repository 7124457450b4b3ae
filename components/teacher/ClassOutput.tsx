'use client';
/** /teacher's pieces: a class's link, QR code, handout and present mode (docs/classroom.md). */
import { useEffect, useId, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { CLASS_SPECS } from '@/engines/classSpecs';
import { classLinkPath } from '@/engines/core/classLink';
import { joinCodeFor } from '@/engines/core/joinCode';
import { simulations } from '@/content/simulations';
import { HANDOUT_TEXT, RUN_TEXT } from '@/content/classroom/teacher';
import { LazyQr } from '@/components/classroom/LazyQr';
import { spacedJoinCode } from './joinCodeText';
import { classContextOf, type TeacherClass } from '@/lib/classroom/teacher';
import styles from './teacher.module.css';

/** Present mode and its join slide (the QR code's encoder), fetched only when the teacher presents. */
const Present = dynamic(() => import('./Present'), { ssr: false });
const JoinSlide = dynamic(() => import('./JoinSlide').then((m) => m.JoinSlide), { ssr: false });

/** The class's absolute link and its settings in words (null when the saved class no longer reads). */
export function linkOf(c: TeacherClass) {
  const spec = CLASS_SPECS[c.game];
  if (!spec) return null;
  const ctx = classContextOf(spec, c);
  if (!ctx) return null;
  return {
    url: `${window.location.origin}${classLinkPath(spec, ctx)}`,
    words: spec.describe(ctx.settings),
    joinCode: joinCodeFor(spec, ctx),
  };
}

/** The class link with Copy, the QR code on request, and the printable handout. */
export function ClassOutput({ cls, headingRef }: { cls: TeacherClass; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const id = useId();
  const [status, setStatus] = useState('');
  const [qr, setQr] = useState(false);
  const [presenting, setPresenting] = useState(false);
  const [printing, setPrinting] = useState(0);
  const handoutRef = useRef<HTMLDivElement>(null);
  const link = linkOf(cls);
  const sim = simulations.find((s) => s.id === cls.game);
  const title = sim?.title ?? CLASS_SPECS[cls.game]?.title ?? cls.game;

  // Print once the handout's QR code is drawn (it loads on demand), then leave print mode.
  useEffect(() => {
    if (!printing) return;
    let frame = 0;
    let tries = 0;
    const wait = () => {
      if (handoutRef.current?.querySelector('svg') || ++tries > 300) {
        document.documentElement.dataset.print = 'handout';
        window.print();
        return;
      }
      frame = requestAnimationFrame(wait);
    };
    const done = () => {
      delete document.documentElement.dataset.print;
      setPrinting(0);
    };
    window.addEventListener('afterprint', done);
    frame = requestAnimationFrame(wait);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', done);
    };
  }, [printing]);

  if (!link) return null;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link!.url);
      setStatus(RUN_TEXT.copied);
    } catch {
      setStatus(RUN_TEXT.copyFailed);
      (document.getElementById(`${id}-link`) as HTMLInputElement | null)?.select();
    }
  }

  return (
    <section className={`${styles.panel} ${styles.output}`} aria-labelledby={`${id}-h`} data-testid="class-output">
      <div className={styles.screenOnly}>
        <h2 id={`${id}-h`} tabIndex={-1} ref={headingRef}>
          {RUN_TEXT.linkTitle}: {cls.name || title}
        </h2>
        <p className={styles.muted}>
          {link.words} · {RUN_TEXT.saved}
        </p>
        <label htmlFor={`${id}-link`} className="visually-hidden">
          {RUN_TEXT.linkTitle}
        </label>
        <input id={`${id}-link`} className={styles.link} readOnly value={link.url} data-testid="class-link" onFocus={(e) => e.target.select()} />
        {link.joinCode ? (
          <p>
            {RUN_TEXT.joinCode}: <strong className={styles.joinCode} data-testid="join-code">{spacedJoinCode(link.joinCode)}</strong>
            <br />
            <span className={styles.muted}>{RUN_TEXT.joinHint}</span>
          </p>
        ) : (
          <p className={styles.muted}>{RUN_TEXT.noJoin}</p>
        )}
        <div className={styles.row}>
          <button type="button" className="btn btn-primary" onClick={copy}>
            {RUN_TEXT.copy}
          </button>
          <button type="button" className="btn btn-outline" aria-expanded={qr} onClick={() => setQr((v) => !v)}>
            {qr ? RUN_TEXT.hideQr : RUN_TEXT.showQr}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setPresenting(true)}>
            {RUN_TEXT.present}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setPrinting((n) => n + 1)}>
            {RUN_TEXT.print}
          </button>
          <a className="btn btn-outline" href={`/teacher/report?class=${encodeURIComponent(cls.classId)}`}>
            {RUN_TEXT.openReport}
          </a>
        </div>
        <p role="status" aria-live="polite" className={styles.muted}>
          {status}
        </p>
        {qr && (
          <div className={styles.bigQr}>
            <LazyQr text={link.url} label={RUN_TEXT.qrLabel(title)} size={320} />
          </div>
        )}
      </div>
      {presenting && (
        <Present
          onClose={() => setPresenting(false)}
          slides={[{ title: `${RUN_TEXT.presentJoin}: ${cls.name || title}`, body: <JoinSlide url={link.url} joinCode={link.joinCode} title={title} /> }]}
        />
      )}
      {printing > 0 && (
        <div className={styles.handout} ref={handoutRef} data-testid="handout">
          <h1>{HANDOUT_TEXT.heading(title)}</h1>
          <p>
            <strong>{HANDOUT_TEXT.settings}:</strong> {link.words}
          </p>
          <div className={styles.handoutQr}>
            <LazyQr text={link.url} label={RUN_TEXT.qrLabel(title)} size={260} />
          </div>
          <p className={styles.handoutLink}>{link.url}</p>
          {link.joinCode && (
            <p>
              <strong>{RUN_TEXT.joinCode}:</strong> <span className={styles.joinCode}>{spacedJoinCode(link.joinCode)}</span> — {RUN_TEXT.joinHint}
            </p>
          )}
          <ol>
            {HANDOUT_TEXT.steps(sim?.duration ?? 'a few minutes').map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <p>{HANDOUT_TEXT.privacy}</p>
        </div>
      )}
    </section>
  );
}
