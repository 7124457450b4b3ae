'use client';
/**
 * The site's Dialog (./Dialog.tsx), fetched the first time it opens rather than with the page: a page whose dialog
 * is a confirmation (delete a class, delete a saved report) does not load it for a visitor who never asks. Once
 * opened it stays mounted, so closing it returns focus to its opener as the Dialog does.
 */
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { DialogProps } from './Dialog';

const Dialog = dynamic(() => import('./Dialog').then((m) => m.Dialog), { ssr: false, loading: () => null });

export function LazyDialog(props: DialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  return wanted ? <Dialog {...props} /> : null;
}
