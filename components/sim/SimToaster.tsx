'use client';
/**
 * The toaster every simulation island mounts once. It also shows the storage
 * layer's notices (corrupt save set aside, storage unavailable).
 * Defaults follow the spec: at most 3 toasts at a time, 4000 ms each.
 *
 * Tab leaves a toast for the next thing on the page. Sonner sends focus back to where it came from whenever focus
 * leaves its list (its React onBlur), which holds a keyboard user in a loop while a toast shows; the wrapper stops
 * that blur from reaching React when focus goes outside the toaster (docs/accessibility.md, "Toasts").
 */
import { useEffect, useRef } from 'react';
import { Toaster, toast } from 'sonner';
import { subscribeNotices } from '@/lib/storage/notices';

export function SimToaster({ duration = 4000 }: { duration?: number }) {
  const wrapper = useRef<HTMLDivElement>(null);
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
      <Toaster position="top-center" visibleToasts={3} duration={duration} richColors closeButton />
    </div>
  );
}
