'use client';
import { useEffect, useRef } from 'react';
import Link from 'next/link';
import { useStore } from 'jotai';
import { ROLE_TITLES } from '@/engines/summit/constants';
import { SimToaster } from '@/components/sim/SimToaster';
import { SummitHeader } from './Header';
import { summitAtom, useSummit } from './store';
import { Setup } from './Setup';
import { StatusPanel } from './Status';
import { RoundPanel } from './RoundPanel';
import { OutcomePanel } from './OutcomePanel';
import { FinalPanel } from './FinalPanel';
import { classStart, isUnfinished, SummitClassGate, useSummitClass } from './ClassGate';
import styles from './summit.module.css';

const HEADINGS = { decision: 'summit-round-h', outcome: 'summit-outcome-h', final: 'summit-final-h', setup: 'summit-setup-h', roles: 'summit-setup-h' } as const;

export default function Dashboard() {
  const [state, dispatch, { record, newGame }] = useSummit({ logNotices: true });
  const store = useStore();
  const cls = useSummitClass();
  const ctx = cls.context;
  // A class game whose saved expedition is not the class's (another seed): offer to start the class's expedition.
  const otherGame = !!ctx && !cls.waiting && record.seed !== ctx.seed;
  const playing = state.phase === 'decision' || state.phase === 'outcome' || state.phase === 'final';

  // Move focus to the new panel's heading when the phase or round changes (not on first load).
  const view = `${state.phase}-${state.round}`;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(HEADINGS[state.phase])?.focus();
    window.scrollTo({ top: 0 });
  }, [view]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      <SimToaster />
      <SummitHeader>
        <Link href="/simulation/summit/roles" prefetch={false} className={styles.headerLink}>
          New expedition
        </Link>
      </SummitHeader>
      <SummitClassGate cls={cls} unfinished={isUnfinished(state)} onStart={(c) => store.set(summitAtom, classStart(c))} />
      <div className={`container ${styles.page}`}>
        <h1 className={styles.h1}>Expedition dashboard</h1>
        {otherGame && (
          <p className={styles.notice} role="note">
            This expedition is not your class game.{' '}
            <button type="button" className="btn btn-outline" onClick={() => store.set(summitAtom, classStart(ctx))}>
              Start the class expedition
            </button>
          </p>
        )}
        {playing && (
          <p className={styles.sub}>
            {state.product.productConcept} for {state.product.targetMarket} · you are the{' '}
            {state.selectedRole ? ROLE_TITLES[state.selectedRole] : '…'}
            {state.roleDefaulted ? ' (no role was chosen, so you joined as the Journalist)' : ''}
          </p>
        )}
        {!playing ? (
          <Setup state={state} dispatch={dispatch} />
        ) : (
          <div className={styles.grid}>
            <div className={styles.mainCol}>
              {state.phase === 'decision' && <RoundPanel key={`${record.seed}|${state.round}`} state={state} dispatch={dispatch} />}
              {state.phase === 'outcome' && <OutcomePanel state={state} dispatch={dispatch} />}
              {state.phase === 'final' && <FinalPanel played={{ record, state }} dispatch={dispatch} newGame={newGame} cls={otherGame ? null : cls} />}
            </div>
            <div className={styles.sideCol}>
              <StatusPanel state={state} />
            </div>
          </div>
        )}
      </div>
    </>
  );
}
