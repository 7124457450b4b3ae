'use client';
/**
 * The toaster every simulation island mounts once. It also shows the storage
 * layer's notices (corrupt save set aside, storage unavailable).
 * Defaults follow the spec: at most 3 toasts at a time, 4000 ms each.
 */
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { subscribeNotices } from '@/lib/storage/notices';

export function SimToaster({ duration = 4000 }: { duration?: number }) {
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
  return <Toaster position="top-center" visibleToasts={3} duration={duration} richColors closeButton />;
}
