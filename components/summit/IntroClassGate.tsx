'use client';
/**
 * The class gate on the intro (loaded after hydration by IntroClass). It reads the saved class and the link, and reads
 * the Summit save only when a class link needs it (to ask before replacing an unfinished game): a plain visit to the
 * intro never touches the Summit save.
 */
import { useEffect, useState } from 'react';
import { useStore } from 'jotai';
import { classStart, isUnfinished, SummitClassGate, useSummitClass, type SummitClassContext } from './ClassGate';

type Save = { unfinished: boolean; start: (ctx: SummitClassContext) => void };

export default function IntroClassGate() {
  const cls = useSummitClass();
  const store = useStore();
  const [save, setSave] = useState<Save | null>(null);
  useEffect(() => {
    if (!cls.pending || save) return;
    let live = true;
    import('./store').then(({ summitAtom }) => {
      if (live) setSave({ unfinished: isUnfinished(store.get(summitAtom).state), start: (ctx) => store.set(summitAtom, classStart(ctx)) });
    });
    return () => {
      live = false;
    };
  }, [cls.pending, save, store]);
  return <SummitClassGate cls={cls} unfinished={save ? save.unfinished : null} onStart={(ctx) => save?.start(ctx)} />;
}
