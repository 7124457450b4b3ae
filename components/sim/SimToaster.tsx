'use client';
/**
 * The toaster every simulation island mounts once. It also shows the storage
 * layer's notices (corrupt save set aside, storage unavailable).
 * Defaults follow the spec: at most 3 toasts at a time, 4000 ms each.
 *
 * sonner is not part of the island: its <Toaster /> is mounted once the first toast (or storage notice) has loaded it
 * (components/sim/toast.ts); the toasts waiting for it are replayed once it has subscribed. Toasts that could not
 * load it (offline, not kept) show in a plain list instead (ToastFallback).
 *
 * Tab leaves a toast for the next thing on the page. Sonner sends focus back to where it came from whenever focus
 * leaves its list (its React onBlur), which holds a keyboard user in a loop while a toast shows; the wrapper stops
 * that blur from reaching React when focus goes outside the toaster (docs/accessibility.md, "Toasts").
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { subscribeNotices } from '@/lib/storage/notices';
import { loadedSonner, subscribeSonnerLoaded, toast, toasterMounted } from './toast';
import { ToastFallback } from './ToastFallback';

const noSonner = () => null;

/** Tells the toast queue that the <Toaster /> before it has subscribed (its effects run before this one's). */
function Mounted() {
  useEffect(toasterMounted, []);
  return null;
}

export function SimToaster({ duration = 4000 }: { duration?: number }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const sonner = useSyncExternalStore(subscribeSonnerLoaded, loadedSonner, noSonner);
  useEffect(() => {
    const el = wrapper.current;
    if (!el) return;
    const leave = (e: FocusEvent) => {
      if (!(e.relatedTarget instanceof Node) || !el.contains(e.relatedTarget)) e.stopPropagation();
    };
    el.addEventListener('focusout', leave);
    return () => el.removeEventListener('focusout', leave);
  }, []);
  useEffect(
    () =>
      subscribeNotices((n) => {
        const [first, second] = n.actions ?? [];
        // A notice with a choice (a save that could not be kept aside) stays until the player makes it.
        toast.warning(n.title, {
          description: n.description,
          id: n.id,
          duration: first ? Infinity : 8000,
          ...(first ? { action: { label: first.label, onClick: first.run } } : {}),
          ...(second ? { cancel: { label: second.label, onClick: second.run } } : {}),
        });
      }),
    [],
  );
  return (
    <div ref={wrapper} style={{ display: 'contents' }}>
      {sonner && (
        <>
          <sonner.Toaster position="top-center" visibleToasts={3} duration={duration} richColors closeButton />
          <Mounted />
        </>
      )}
      <ToastFallback duration={duration} />
    </div>
  );
}
