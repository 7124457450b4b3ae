'use client';
import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useStore } from 'jotai';
import { SimToaster } from '@/components/sim/SimToaster';
import { ROLE_CARDS } from '@/content/summit/roles';
import { ROLE_TITLES, TEAM_SIZE } from '@/engines/summit/constants';
import { roleChangeRefusal } from '@/engines/summit/engine';
import type { RoleId, SummitState } from '@/engines/summit/types';
import { SummitHeader } from './Header';
import { newExpedition, newSeed, summitAtom, useSummit, type SummitDispatch } from './store';
import { classStart, isUnfinished, SummitClassGate, useSummitClass } from './ClassGate';
import shared from '@/components/sim/shared.module.css';
import styles from './summit.module.css';

export default function Roles() {
  const [state, dispatch, { record, newGame }] = useSummit();
  const router = useRouter();
  const store = useStore();
  const cls = useSummitClass();
  const ctx = cls.context;
  // The store resets on entry to this screen (spec): a solo visit's fresh game has a new seed of its own; a class
  // game starts again from the class's seed with the class's role picked. Nothing shows until the store holds that
  // game (never a flash of the old one), and nothing resets while a class link is still being settled. Picking a card
  // before the role is confirmed starts the expedition again with that role (the record's setup), on the same seed.
  const [soloSeed] = useState(newSeed);
  const target = ctx ? `${ctx.seed}|${ctx.settings.role}` : `${soloSeed}|`;
  const [readyFor, setReadyFor] = useState('');
  useEffect(() => {
    if (cls.waiting) return;
    if (ctx) store.set(summitAtom, classStart(ctx));
    else store.set(summitAtom, newExpedition({ role: null }, soloSeed));
    setReadyFor(target); // eslint-disable-line react-hooks/set-state-in-effect -- the reset happens once per entry
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, cls.waiting]);

  const gate = <SummitClassGate cls={cls} unfinished={isUnfinished(state)} onStart={(c) => store.set(summitAtom, classStart(c))} onKeep={() => router.push('/simulation/summit/dashboard')} />;
  if (cls.waiting || readyFor !== target) return gate;
  const start = () => {
    const r = dispatch({ type: 'startSimulation' });
    if (!r.refusal) router.push('/simulation/summit/dashboard');
  };
  const pick = (role: RoleId) => {
    if (!roleChangeRefusal(state)) newGame({ role }, record.seed);
  };
  return <RolesView state={state} dispatch={dispatch} onPick={pick} onStart={start} gate={gate} classRole={ctx?.settings.role ?? null} />;
}

/** The role screen for a given state (rendered on its own by the save fuzz test). */
export function RolesView({
  state,
  dispatch,
  onPick,
  onStart,
  gate,
  classRole = null,
}: {
  state: SummitState;
  dispatch: SummitDispatch;
  /** Picks a role card (a new expedition with that role, before it is confirmed). */
  onPick: (role: RoleId) => void;
  onStart: () => void;
  /** The class notices and banner (a class game), shown above the screen. */
  gate?: React.ReactNode;
  /** The role the teacher chose for a class game: the cards are locked on it. */
  classRole?: RoleId | null;
}) {
  // Locked exactly when the rules refuse a role change (the same check, roleChangeRefusal), or in a class game.
  const lock = roleChangeRefusal(state);
  const locked = lock !== null || classRole !== null;

  return (
    <>
      <SimToaster />
      <SummitHeader />
      {gate}
      <div className={`container ${styles.page}`}>
        <h1 className={styles.h1}>Choose your role</h1>
        <p className={styles.sub}>
          {TEAM_SIZE} students climb together. Pick the role you will play; AI teammates take the other {TEAM_SIZE - 1} seats.
        </p>
        <fieldset className={styles.roleGrid} disabled={locked}>
          <legend className="visually-hidden">Roles</legend>
          {ROLE_CARDS.map((c) => (
            <label key={c.id} className={`${styles.roleCard} ${state.selectedRole === c.id ? styles.roleOn : ''}`}>
              <input
                type="radio"
                name="summit-role"
                value={c.id}
                checked={state.selectedRole === c.id}
                onChange={() => onPick(c.id as RoleId)}
              />
              <span className={styles.roleIcon} aria-hidden="true">
                {c.icon}
              </span>
              <span className={styles.roleTitle}>{c.title}</span>
              <span className={styles.small}>{c.duty}</span>
              <span className={styles.small}>
                <em>{c.stance}</em>
              </span>
              {state.selectedRole === c.id && <span className={styles.chip}>✔ Selected</span>}
            </label>
          ))}
        </fieldset>
        {locked && (
          <p className={styles.small}>
            <span aria-hidden="true">🔒 </span>
            {lock?.message ?? (classRole ? `Class game: your teacher chose your role, the ${ROLE_TITLES[classRole]}.` : null)}
          </p>
        )}
        <div className={styles.actions}>
          {lock === null && (
            <button type="button" className="btn btn-outline" onClick={() => dispatch({ type: 'confirmRole' })}>
              Confirm Role
            </button>
          )}
          <button type="button" className="btn btn-primary" onClick={onStart}>
            Start Simulation
          </button>
        </div>
        {lock !== null && (
          <section className={`${shared.panel} ${shared.raised} ${styles.card}`} aria-labelledby="summit-waiting-h">
            <h2 id="summit-waiting-h" className={styles.h2}>
              Your team ({state.team.length} of {TEAM_SIZE} ready)
            </h2>
            <ol className={styles.waiting}>
              {state.team.map((m) => (
                <li key={m.role}>
                  <span aria-hidden="true">{ROLE_CARDS.find((c) => c.id === m.role)?.icon} </span>
                  <strong>{m.isPlayer ? `You — ${ROLE_TITLES[m.role]}` : `AI player: ${ROLE_TITLES[m.role]}`}</strong>{' '}
                  <span className={styles.small}>{m.isPlayer ? '(human)' : '(AI, ready)'}</span>
                </li>
              ))}
            </ol>
          </section>
        )}
      </div>
    </>
  );
}
