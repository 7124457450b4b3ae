'use client';
/**
 * The intro's class part (issue 13): the intro is static and rendered at build time, so the class gate (the storage
 * layer, the saved class, the banner) loads after hydration, on the client only. It shows nothing for a solo visit.
 * (It reads the saved class through the storage layer, never web storage directly: lib/storage/privacy.test.ts.)
 */
import dynamic from 'next/dynamic';

export const IntroClass = dynamic(() => import('./IntroClassGate'), { ssr: false });
