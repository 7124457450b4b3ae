'use client';
/**
 * The storage layer's notices written into a page that has no toaster (the teacher's pages): a saved record set
 * aside, a save that could not be kept aside (with the player's two choices), storage off or full. Each notice
 * once, in the order it came; a choice, once made, removes its notice.
 */
import { useEffect, useState } from 'react';
import { subscribeNotices, type StorageNotice } from '@/lib/storage/notices';
import styles from './StorageNoticeList.module.css';

export function StorageNoticeList() {
  const [notices, setNotices] = useState<StorageNotice[]>([]);
  useEffect(() => subscribeNotices((n) => setNotices((prev) => [...prev, n])), []);
  if (!notices.length) return null;
  return (
    <div className={styles.list} data-testid="storage-notices">
      {notices.map((n) => (
        <div key={n.id} className={styles.notice} role="status">
          <p>
            <strong>⚠ {n.title}.</strong> {n.description}
          </p>
          {n.actions && (
            <p className={styles.actions}>
              {n.actions.map((a) => (
                <button
                  key={a.label}
                  type="button"
                  className="btn btn-outline"
                  onClick={() => {
                    setNotices((prev) => prev.filter((x) => x !== n));
                    a.run();
                  }}
                >
                  {a.label}
                </button>
              ))}
            </p>
          )}
        </div>
      ))}
    </div>
  );
}
