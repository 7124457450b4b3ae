'use client';
/**
 * The storage layer's notices on the teacher's pages (components/sim/StorageNoticeList.tsx), fetched only once there
 * is a notice to show: the notice waits in the storage layer's queue (lib/storage/notices.ts) until the list loads
 * and takes it, so none is lost.
 */
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { whenNoticeWaits } from '@/lib/storage/notices';

const StorageNoticeList = dynamic(() => import('@/components/sim/StorageNoticeList').then((m) => m.StorageNoticeList), { ssr: false, loading: () => null });

export function LazyNotices() {
  const [shown, setShown] = useState(false);
  useEffect(() => (shown ? undefined : whenNoticeWaits(() => setShown(true))), [shown]);
  return shown ? <StorageNoticeList /> : null;
}
