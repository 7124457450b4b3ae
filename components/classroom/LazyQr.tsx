'use client';
import dynamic from 'next/dynamic';

const loading = () => <p role="status">Drawing the QR code…</p>;

/** The QR code component, fetched only when one is shown (it is not needed to play). */
export const LazyQr = dynamic(() => import('./Qr'), { ssr: false, loading });

/** Large QR codes for a result code, in numbered frames when it is too long for one; fetched only when shown. */
export const LazyQrCodes = dynamic(() => import('./QrCodes'), { ssr: false, loading });
