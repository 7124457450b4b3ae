'use client';
/**
 * A simulation's side of a class link (docs/classroom.md). On mount it reads the page's query string through the game's
 * ClassSpec and the saved `class-games` entry:
 * - a valid class link for a class not yet joined → `pending` (the game asks before replacing an unfinished solo game,
 *   then calls `join()`; or `join()` at once when there is nothing to lose);
 * - the same class as saved → active at once (a reload, Summit's next route);
 * - no link but a saved class → active (the class survives moving between routes);
 * - a broken link → `problems` (the game shows them; the normal game opens).
 * Settings come from the link and are locked while the class is active; `leave()` returns to solo play.
 */
import { useAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { paramsOf, readClassLink, CLASS_PARAM, SEED_PARAM, type ClassContext, type ClassSpec } from '@/engines/core/classLink';
import { NICKNAME_MAX } from '@/engines/core/code';
import { cleanName } from '@/engines/core/text';
import { classGamesAtom, type SavedClass } from '@/lib/classroom/context';

export interface ClassGame<S> {
  /** The class being played, or null for solo play. */
  context: ClassContext<S> | null;
  nickname: string;
  /** A class link that was opened but not joined yet. */
  pending: ClassContext<S> | null;
  /** Problems with the link (clamped settings, a broken link), to show once. */
  problems: string[];
  join: () => void;
  decline: () => void;
  leave: () => void;
  setNickname: (text: string) => void;
}

function savedToContext<S>(spec: ClassSpec<S>, saved: SavedClass | undefined): ClassContext<S> | null {
  if (!saved) return null;
  const r = readClassLink(spec, { ...saved.params, [CLASS_PARAM]: saved.classId, [SEED_PARAM]: saved.seed });
  return r.kind === 'class' ? r.context : null;
}

const sameContext = <S,>(spec: ClassSpec<S>, a: ClassContext<S> | null, b: ClassContext<S> | null) =>
  !!a && !!b && a.classId === b.classId && a.seed === b.seed && JSON.stringify(spec.toParams(a.settings)) === JSON.stringify(spec.toParams(b.settings));

export function useClassGame<S>(spec: ClassSpec<S>): ClassGame<S> {
  const [games, setGames] = useAtom(classGamesAtom);
  const saved = games[spec.game];
  const active = useMemo(() => savedToContext(spec, saved), [spec, saved]);
  const [pending, setPending] = useState<ClassContext<S> | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const save = useCallback(
    (ctx: ClassContext<S> | null, nickname = '') =>
      setGames((prev) => {
        const next = { ...prev };
        if (ctx) next[spec.game] = { classId: ctx.classId, seed: ctx.seed, params: spec.toParams(ctx.settings), nickname, joined: new Date().toISOString() };
        else delete next[spec.game];
        return next;
      }),
    [setGames, spec],
  );

  // Read the link once, after mount (islands render on the client only; the query is not known at build time).
  useEffect(() => {
    const r = readClassLink(spec, paramsOf(window.location.search));
    /* eslint-disable react-hooks/set-state-in-effect -- the query string is read once, after mount */
    if (r.kind === 'invalid') setProblems(r.problems);
    if (r.kind === 'class') {
      setProblems(r.problems);
      if (!sameContext(spec, r.context, active)) setPending(r.context);
    }
    /* eslint-enable react-hooks/set-state-in-effect */
    // Only on mount: later changes of the saved class must not re-open a link already handled.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    context: pending ? null : active,
    nickname: saved?.nickname ?? '',
    pending,
    problems,
    join: () => {
      if (!pending) return;
      save(pending, sameContext(spec, pending, active) ? (saved?.nickname ?? '') : '');
      setPending(null);
    },
    decline: () => setPending(null),
    leave: () => {
      save(null);
      setPending(null);
    },
    setNickname: (text: string) => {
      const nickname = cleanName(text, NICKNAME_MAX);
      setGames((prev) => {
        const cur = prev[spec.game];
        return cur ? { ...prev, [spec.game]: { ...cur, nickname } } : prev;
      });
    },
  };
}
