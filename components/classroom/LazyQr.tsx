'use client';
import dynamic from 'next/dynamic';

/** The QR code component, fetched only when one is shown (it is not needed to play). */
export const LazyQr = dynamic(() => import('./Qr'), {
  ssr: false,
  loading: () => <p role="status">Drawing the QR code…</p>,
});
