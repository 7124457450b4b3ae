'use client';
/**
 * The hub's progress card (engines/progress): level, XP, badges and finished games from the `progress` record.
 * Loaded after hydration by HubProgress (its code is not part of the hub's first load). Read-only; nothing is sent.
 */
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { progressAtom } from '@/lib/progress/store';
import { subscribeNotices, type StorageNotice } from '@/lib/storage/notices';
import { ProgressBoundary } from './ProgressBoundary';
import { ProgressView } from './ProgressView';

export { CARD_TEXT } from './ProgressView';

/** The storage layer's notices, on the hub (no toaster here): a record set aside, storage off or full. */
function useStorageNotices(): StorageNotice[] {
  const [notices, setNotices] = useState<StorageNotice[]>([]);
  useEffect(() => subscribeNotices((n) => setNotices((prev) => [...prev, n])), []);
  return notices;
}

function Card() {
  const record = useAtomValue(progressAtom);
  const notices = useStorageNotices();
  return <ProgressView record={record} notices={notices} />;
}

export default function ProgressCard() {
  return (
    <ProgressBoundary>
      <Card />
    </ProgressBoundary>
  );
}
