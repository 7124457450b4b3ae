'use client';
/**
 * The intro's class part (issue 13): the intro is static, so the class gate (storage layer, engine, banner) loads
 * only when this visit has something to do with a class — a class link in the address, or a Summit class saved on
 * this device. Every other visitor loads nothing more.
 */
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { CLASS_PARAM } from '@/engines/core/classLink';

const Gate = dynamic(() => import('./IntroClassGate'), { ssr: false });

function hasClass(): boolean {
  if (new URLSearchParams(window.location.search).has(CLASS_PARAM)) return true;
  try {
    // A cheap look only; the gate reads the saved class through its validator.
    return (window.localStorage.getItem('class-games') ?? '').includes('"summit"');
  } catch {
    return false;
  }
}

export function IntroClass() {
  const [show, setShow] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the address and storage are read once, after hydration
  useEffect(() => setShow(hasClass()), []);
  return show ? <Gate /> : null;
}
