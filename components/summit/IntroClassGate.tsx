'use client';
/** The class gate on the intro (loaded by IntroClass only for a class visit). */
import { useAtomValue } from 'jotai';
import { SummitClassGate, useSummitClass } from './ClassGate';
import { summitAtom } from './store';

export default function IntroClassGate() {
  const state = useAtomValue(summitAtom);
  const cls = useSummitClass();
  return <SummitClassGate cls={cls} state={state} />;
}
