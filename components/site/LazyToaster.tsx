'use client';
import { useEffect, useState, type ComponentType } from 'react';
import { markToasterMounted, registerToasterMount } from './toastBridge';

type ToasterType = ComponentType<Record<string, unknown>>;

/** Mounts sonner's <Toaster /> the first time a toast is requested. */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ToasterType | null>(null);
  useEffect(() => {
    registerToasterMount(() => {
      import('sonner').then((m) => setToaster(() => m.Toaster as unknown as ToasterType));
    });
  }, []);
  useEffect(() => {
    if (Toaster) markToasterMounted();
  }, [Toaster]);
  return Toaster ? <Toaster position="top-center" visibleToasts={3} duration={4000} richColors closeButton /> : null;
}
