'use client';
/**
 * Summit's side of a class link (docs/classroom.md), the same on its three routes: the link's notices, the question
 * before a class link replaces an unfinished game, and the "Class game" banner. The class context lives in its own
 * saved key (`class-games`, through useClassGame), so it survives the intro → roles → dashboard moves and a reload.
 *
 * Joining starts the class's expedition: the class seed with the class's role already picked (`classStart`). The
 * roles screen then starts from that seed instead of a new random one, and the role cards are locked.
 */
import { useCallback, useEffect, useState } from 'react';
import { ClassBanner, ClassLinkProblems, ReplaceGameDialog } from '@/components/classroom/ClassBanner';
import { useClassGame, type ClassGame } from '@/components/classroom/useClassGame';
import { paramsOf, readClassLink, type ClassContext } from '@/engines/core/classLink';
import { classSpec, type SummitPlayed, type SummitSettings } from '@/engines/summit/classroom';
import { start } from '@/engines/core/record';
import { rules } from '@/engines/summit';
import type { SummitState } from '@/engines/summit/types';
import styles from './summit.module.css';

export type SummitClass = ClassGame<SummitSettings>;
export type SummitClassContext = ClassContext<SummitSettings>;

/** A fresh class expedition: the class's seed, the class's role as its setup (the player still confirms it). */
export function classStart(ctx: SummitClassContext): SummitPlayed {
  return start(rules, { role: ctx.settings.role }, ctx.seed);
}

/** Something would be lost if a class link replaced this game: an expedition on its way (not finished). */
export const isUnfinished = (s: SummitState) => s.phase === 'decision' || s.phase === 'outcome';

const sameClass = (a: SummitClassContext, b: SummitClassContext | null) =>
  !!b && a.classId === b.classId && a.seed === b.seed && a.settings.role === b.settings.role;

/**
 * The class state of a Summit screen. `waiting` is true while a class link in the address is not settled yet (read
 * at once on the first render, so a screen never resets or shows a game the link is about to replace).
 */
export function useSummitClass(): SummitClass & { waiting: boolean; settle: () => void } {
  const cls = useClassGame(classSpec);
  const [link] = useState(() => (typeof window === 'undefined' ? null : readClassLink(classSpec, paramsOf(window.location.search))));
  const [settled, setSettled] = useState(false);
  const waiting = !settled && link?.kind === 'class' && !sameClass(link.context, cls.context);
  const settle = useCallback(() => {
    setSettled(true);
    // The link has done its work (joined or declined): a reload reads the saved class, not the link again.
    if (new URLSearchParams(window.location.search).has('class')) window.history.replaceState(null, '', window.location.pathname);
  }, []);
  return { ...cls, waiting, settle };
}

/**
 * The notices, the replace question and the banner. `unfinished` says whether the saved expedition is on its way
 * (null while it is not known yet: nothing is decided then); `onStart` starts the class's expedition in the save;
 * `onKeep` runs when the student keeps an unfinished game (the roles screen moves on to the dashboard, since entering
 * the roles screen starts a new expedition). This file does not import the save itself, so the intro can show the
 * banner without reading the Summit save.
 */
export function SummitClassGate({
  cls,
  unfinished,
  onStart,
  onKeep,
}: {
  cls: ReturnType<typeof useSummitClass>;
  unfinished: boolean | null;
  onStart: (ctx: SummitClassContext) => void;
  onKeep?: () => void;
}) {
  const { pending, join, decline, settle } = cls;

  const start = useCallback(() => {
    if (!pending) return;
    join();
    onStart(pending);
    settle();
  }, [pending, join, onStart, settle]);

  // Nothing to lose: join at once.
  useEffect(() => {
    if (pending && unfinished === false) start();
  }, [pending, unfinished, start]);

  return (
    <>
      <ReplaceGameDialog
        open={!!pending && unfinished === true}
        onYes={start}
        onNo={() => {
          decline();
          settle();
          onKeep?.();
        }}
      />
      {(cls.context || cls.problems.length > 0) && (
        <div className={`container ${styles.classGate}`}>
          <ClassLinkProblems problems={cls.problems} />
          {cls.context && <ClassBanner spec={classSpec} context={cls.context} onLeave={cls.leave} />}
        </div>
      )}
    </>
  );
}
