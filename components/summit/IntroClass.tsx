'use client';
/**
 * The intro's class part (docs/classroom.md, "Class links and the class banner"): the intro is static and rendered at
 * build time, so the class gate (the storage layer, the saved class, the banner) loads after hydration, on the client
 * only — and only when there is a class to show: a `class` parameter in the address (a class link, valid or broken) or
 * a Summit class saved on this device. A solo visit loads nothing more: the check only looks at the saved entry
 * (lib/storage/peek.ts: no validation, nothing changed); when it names a Summit class, the gate reads it properly
 * through the storage layer and its validation.
 */
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { CLASS_GAMES_KEY } from '@/lib/classroom/keys';
import { peekSavedData } from '@/lib/storage/peek';

const IntroClassGate = dynamic(() => import('./IntroClassGate'), { ssr: false });

/** The class link's parameter (engines/core/classLink.ts CLASS_PARAM; not imported, to keep the intro light). */
export const CLASS_QUERY = 'class';

/** True when the intro needs its class gate: a class link in `search`, or an entry for Summit in the saved classes. */
export function needsClassGate(search: string): boolean {
  if (new URLSearchParams(search).has(CLASS_QUERY)) return true;
  const saved = peekSavedData(CLASS_GAMES_KEY);
  return saved !== null && typeof saved === 'object' && Object.prototype.hasOwnProperty.call(saved, 'summit');
}

export function IntroClass() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read after mount: the page is static, storage is client-only
    if (needsClassGate(window.location.search)) setShow(true);
  }, []);
  return show ? <IntroClassGate /> : null;
}
