'use client';
/**
 * The intro's class part (issue 13): the intro is static and rendered at build time, so the class gate (the storage
 * layer, the saved class, the banner) loads after hydration, on the client only — and only when there is a class to
 * show: a `class` parameter in the address (a class link, valid or broken) or a Summit class saved on this device.
 * A solo visit loads the small saved-class check and nothing else. (The saved class is read through the storage layer,
 * never web storage directly: lib/storage/privacy.test.ts.)
 */
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';

const IntroClassGate = dynamic(() => import('./IntroClassGate'), { ssr: false });

/** The class link's parameter (engines/core/classLink.ts CLASS_PARAM; not imported, to keep the intro light). */
export const CLASS_QUERY = 'class';

/** True when the intro needs its class gate: a class link in `search`, or a saved Summit class. */
export async function needsClassGate(search: string): Promise<boolean> {
  if (new URLSearchParams(search).has(CLASS_QUERY)) return true;
  const { hasSavedClass } = await import('@/lib/classroom/context');
  return hasSavedClass('summit');
}

export function IntroClass() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let live = true;
    needsClassGate(window.location.search).then(
      (yes) => live && yes && setShow(true),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return show ? <IntroClassGate /> : null;
}
