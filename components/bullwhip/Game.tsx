'use client';
/**
 * Bullwhip Rush screen: keeps the screen's own state (the order box, the debrief toggle, the move being drawn, focus
 * and announcements), plays the player's moves on the game's record (`useRecord`), and lays out the panels. No rules
 * here: every number comes from the engine and its selectors (engines/bullwhip/selectors.ts). Changing the scenario,
 * the role or the mode, Play Again, joining or leaving a class start a new record (`newGame`). In Team mode
 * (docs/rules/bullwhip.md, "Team mode") whose turn it is comes from the engine (`whoseTurn`); the screen only remembers
 * whether that player has tapped "I am the …" on the hand-over screen (never saved: a reload shows the hand-over).
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { toast } from '@/components/sim/toast';
import { RESET } from '@/lib/storage/persisted';
import { prefersReducedMotion } from '@/lib/reducedMotion';
import { showRefusal, useRecord } from '@/components/sim/useEngine';
import { SimToaster } from '@/components/sim/SimToaster';
import { DEFAULT_ORDER, SEED, TIER_NAMES } from '@/engines/bullwhip/constants';
import { DEFAULT_SETUP, rules } from '@/engines/bullwhip';
import { classSpec, summaryOf } from '@/engines/bullwhip/classroom';
import { setupRefusal, whoseTurn } from '@/engines/bullwhip/engine';
import { setupOf } from '@/engines/bullwhip/manifest';
import { playerName, TEAM_MODE } from '@/engines/bullwhip/team';
import { placedOrder, playsSetup } from '@/engines/bullwhip/selectors';
import type { ClassContext } from '@/engines/core/classLink';
import type { GameState, Setup, Tier } from '@/engines/bullwhip/types';
import { useClassGame } from '@/components/classroom/useClassGame';
import { CLASS_TEXT, ClassBanner, ClassLinkProblems, ReplaceGameDialog } from '@/components/classroom/ClassBanner';
import { ANNOUNCE, TOAST } from '@/content/bullwhip/screen';
import { gameAtom } from './state';
import { preloadTrackMove } from './PipelineTrack';
import { pipelineMove, type PipelineMove } from './pipelineMove';
import { Header } from './Header';
import { Intro } from './Intro';
import { CompletePanel } from './CompletePanel';
import { PipelinePanel } from './PipelinePanel';
import { DecisionPanel } from './DecisionPanel';
import { NumbersPanel } from './NumbersPanel';
import { HistoryPanel } from './HistoryPanel';
import { HandOver, TeamTurn } from './Team';
import styles from './Game.module.css';

/** True when the game is the class's: its settings and seed are the class link's. */
const isClassGame = (g: GameState, ctx: ClassContext<Setup>) => playsSetup(g, ctx.settings, ctx.seed);

export default function Game() {
  const [game, dispatch, { record, newGame }] = useRecord(gameAtom, rules);
  const played = useMemo(() => ({ record, state: game }), [record, game]);
  const cls = useClassGame(classSpec);
  const [soloNickname, setSoloNickname] = useState('');
  const setGame = useSetAtom(gameAtom);
  const [orderText, setOrderText] = useState(String(DEFAULT_ORDER));
  const [showDebrief, setShowDebrief] = useState(false);
  const [announce, setAnnounce] = useState('');
  const orderRef = useRef<HTMLInputElement>(null);
  const completeRef = useRef<HTMLHeadingElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const handOverRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<'order' | 'complete' | 'start' | 'handOver' | null>(null);
  /** Team mode: the tier whose player tapped "I am the …" (the turn is shown only while it is still theirs). */
  const [seatFor, setSeatFor] = useState<Tier | null>(null);
  /** The pipeline move being drawn (presentation only: the state is already the new one). */
  const [move, setMove] = useState<PipelineMove | null>(null);
  /** Any click or key press in the game skips a running move to its end (and starts fetching the motion code). */
  const skipMove = () => {
    if (move) setMove(null);
    if (!prefersReducedMotion()) preloadTrackMove();
  };
  const unfinished = game.isStarted && !game.isFinished;

  /** A fresh game on the class's settings and seed (joining, Reset in a class). */
  function newClassGame(ctx: ClassContext<Setup>) {
    setMove(null);
    setShowDebrief(false);
    setOrderText(String(DEFAULT_ORDER));
    newGame(ctx.settings, ctx.seed);
  }
  function joinClass() {
    if (!cls.pending) return;
    const ctx = cls.pending;
    cls.join();
    newClassGame(ctx);
    setAnnounce(ANNOUNCE.joinedClass(classSpec.describe(ctx.settings)));
  }
  function leaveClass() {
    cls.leave();
    setMove(null);
    setShowDebrief(false);
    newGame(DEFAULT_SETUP, SEED);
    toast(TOAST.leftClass);
  }

  // A class link over nothing to lose (no game, or a finished one) is joined at once; otherwise the dialog asks.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the link is read after mount (useClassGame)
    if (cls.pending && !unfinished) joinClass();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a link is pending
  }, [cls.pending]);
  // A class game's settings and seed are the class's: a game that is not (another tab changed it) starts again.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- keeps the saved game in step with the saved class
    if (cls.context && !isClassGame(game, cls.context)) newClassGame(cls.context);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the check runs when the class or the game changes
  }, [cls.context, game]);

  const summary = useMemo(() => (game.isFinished ? summaryOf(game) : null), [game]);
  const classId = cls.context && isClassGame(game, cls.context) ? cls.context.classId : '';

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'order') orderRef.current?.focus();
    if (target === 'complete') completeRef.current?.focus();
    if (target === 'start') startRef.current?.focus();
    if (target === 'handOver') handOverRef.current?.focus();
  }, [game, seatFor]);

  const me = game.playerRole;
  const team = game.mode === TEAM_MODE;
  const turn = whoseTurn(game);
  const showTurn = turn !== null && seatFor === turn;

  function onStart() {
    pendingFocus.current = 'order';
    setShowDebrief(false);
    setOrderText(String(DEFAULT_ORDER));
    if (team) pendingFocus.current = 'handOver';
    setSeatFor(null);
    const r = dispatch({ type: 'start' });
    if (r.refusal) return;
    const first = whoseTurn(r.state);
    setAnnounce(
      first ? ANNOUNCE.teamStarted(r.state.humans.length, playerName(r.state.humans, first), TIER_NAMES[first]) : ANNOUNCE.started(TIER_NAMES[me], r.state.round, r.state.maxRounds),
    );
  }

  /** The next player tapped "I am the …": their tier's turn is drawn, focus in the order box. */
  function onReveal() {
    if (!turn) return;
    pendingFocus.current = 'order';
    setOrderText(String(DEFAULT_ORDER));
    setSeatFor(turn);
  }

  /** A Team player's order (their tier's move); the hand-over follows, and says nothing of the figures. */
  function onTeamOrder(e: FormEvent) {
    e.preventDefault();
    if (!turn) return;
    const r = dispatch({ type: 'order', tier: turn, order: placedOrder(orderText).order });
    if (r.refusal) return;
    const next = whoseTurn(r.state);
    pendingFocus.current = r.state.isFinished ? 'complete' : 'handOver';
    setSeatFor(null);
    setOrderText(String(DEFAULT_ORDER));
    setAnnounce(
      r.state.isFinished
        ? ANNOUNCE.teamFinished
        : ANNOUNCE.teamOrdered(playerName(game.humans, turn), next ? playerName(r.state.humans, next) : '', next ? TIER_NAMES[next] : ''),
    );
  }

  function onReset() {
    if (cls.context) {
      newClassGame(cls.context);
      toast(TOAST.resetClass);
      setAnnounce(ANNOUNCE.reset);
      return;
    }
    setMove(null);
    setGame(RESET);
    setShowDebrief(false);
    setOrderText(String(DEFAULT_ORDER));
    toast(TOAST.resetSolo);
    setAnnounce(ANNOUNCE.reset);
  }

  function onResolve(e: FormEvent) {
    e.preventDefault();
    const before = game;
    // The order placed is the whole number the box's text gives (the order input rule, parseOrder).
    const r = dispatch({ type: 'resolve', order: placedOrder(orderText).order });
    if (r.refusal) return;
    const next = r.state;
    // Under reduced motion there is no move at all: the new state shows at once.
    const moved = prefersReducedMotion() || next.isFinished ? null : pipelineMove(before, next);
    setMove(moved && moved.tokens.length > 0 ? moved : null);
    const last = next.log[next.log.length - 1];
    if (next.isFinished) pendingFocus.current = 'complete';
    setAnnounce(
      ANNOUNCE.resolved({ round: last.round, ordered: last.orders[me], shipped: last.shipped[me], inv: last.inv[me], back: last.back[me], weekCost: last.costs[me] }),
    );
  }

  function onPlayAgain() {
    pendingFocus.current = 'start';
    setMove(null);
    setShowDebrief(false);
    // A new game on the same settings and seed (a class keeps its seed): a new record.
    newGame(record.setup, record.seed);
  }

  /** The scenario or role select, or the mode and team choice: a new record on the new setup, unless the rules lock it. */
  function onSetup(change: Partial<Setup>) {
    const no = setupRefusal(game, change);
    if (no) return showRefusal(no);
    const next = { ...record.setup, ...change };
    newGame(setupOf(next.scenario, next.playerRole, next.humans), record.seed);
  }

  /** Disabled controls give the engine's own reason (the same check the step makes). */
  const locked = cls.context ? { message: CLASS_TEXT.locked } : setupRefusal(game);
  const startRefusal = rules.refusal(game, { type: 'start' });
  const nickname = classId ? cls.nickname : soloNickname;
  const onNickname = classId ? cls.setNickname : setSoloNickname;

  return (
    <div className={styles.page} onPointerDownCapture={skipMove} onKeyDownCapture={skipMove}>
      <SimToaster />
      <p className="visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>
      <Header game={game} locked={locked} startRefusal={startRefusal} startRef={startRef} onSetup={onSetup} onStart={onStart} onReset={onReset} />

      <ClassLinkProblems problems={cls.problems} />
      {cls.context && <ClassBanner spec={classSpec} context={cls.context} onLeave={leaveClass} />}
      <ReplaceGameDialog open={!!cls.pending && unfinished} onYes={joinClass} onNo={cls.decline} />

      {!game.isStarted && <Intro game={game} locked={locked} startRefusal={startRefusal} onSetup={onSetup} />}

      {game.isFinished && summary && (
        <CompletePanel
          played={played}
          summary={summary}
          headingRef={completeRef}
          showDebrief={showDebrief}
          onToggleDebrief={() => setShowDebrief((v) => !v)}
          onPlayAgain={onPlayAgain}
          classId={classId}
          nickname={nickname}
          onNickname={onNickname}
        />
      )}

      {team && turn && !showTurn && <HandOver game={game} tier={turn} buttonRef={handOverRef} onReveal={onReveal} />}
      {team && turn && showTurn && (
        <TeamTurn game={game} tier={turn} orderText={orderText} onOrderText={setOrderText} orderRef={orderRef} onOrder={onTeamOrder} />
      )}

      {/* A Team chain shows its end in the Complete panel (every tier); its turns are the Team screens above. */}
      {game.isStarted && !team && (
        <div className={styles.grid}>
          {!game.isFinished && <PipelinePanel game={game} move={move} onLanded={() => setMove(null)} />}
          {!game.isFinished && (
            <DecisionPanel
              played={played}
              dispatch={dispatch}
              orderText={orderText}
              onOrderText={setOrderText}
              orderRef={orderRef}
              onResolve={onResolve}
              classId={classId}
              nickname={cls.nickname}
              onNickname={cls.setNickname}
            />
          )}
          <NumbersPanel game={game} />
          <HistoryPanel game={game} />
        </div>
      )}
    </div>
  );
}
