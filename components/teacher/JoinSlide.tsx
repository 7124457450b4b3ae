'use client';
/**
 * The first slide of present mode: the class link's QR code and the class's join code, both as large as the screen
 * allows, with where to type the code.
 */
import Qr from '@/components/classroom/Qr';
import { JOIN_TEXT } from '@/content/classroom/join';
import styles from './Present.module.css';
import { spacedJoinCode } from './joinCodeText';

export function JoinSlide({ url, joinCode, title }: { url: string; joinCode: string | null; title: string }) {
  const hub = typeof window === 'undefined' ? '/simulation' : `${window.location.host}/simulation`;
  return (
    <div className={styles.join}>
      <Qr text={url} label={`QR code of the class link for ${title}`} size={480} />
      {joinCode && (
        <div>
          <p className={styles.joinWhere}>
            {JOIN_TEXT.title}: {hub}
          </p>
          <p className={styles.joinCode} data-testid="present-join-code" aria-label={`${JOIN_TEXT.label} ${joinCode.split('').join(' ')}`}>
            {spacedJoinCode(joinCode)}
          </p>
        </div>
      )}
    </div>
  );
}
