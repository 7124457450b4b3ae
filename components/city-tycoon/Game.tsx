'use client';
/**
 * City Tycoon — District Edition: the screen. It plays the game's record (store.ts) with `useRecord`, renders the
 * state the record replays to, and shows modals and toasts; every rule lives in engines/city-tycoon.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'jotai';
import { toast } from '@/components/sim/toast';
import { SimToaster } from '@/components/sim/SimToaster';
import { Dialog } from '@/components/ui/Dialog';
import { showRefusal, useRecord } from '@/components/sim/useEngine';
import { prefersReducedMotion } from '@/lib/reducedMotion';
import {
  BIG_TOAST_MS,
  BOARD,
  DEFAULT_SEED,
  EVENT_CARDS,
  EVENT_MODAL_MS,
  TOAST_MS,
  cleanSeed,
  coachHint,
  currentPlayer,
  ownableTile,
  recordFull,
  rules,
  setupErrors,
  tableSetup,
  walkPlan,
  type Action,
  type GameState,
  type SetupInput,
} from '@/engines/city-tycoon';
import { ClassBanner, ClassLinkProblems, ReplaceGameDialog } from '@/components/classroom/ClassBanner';
import { useClassGame } from '@/components/classroom/useClassGame';
import { classSpec, settingsOf } from '@/engines/city-tycoon/classroom';
import { SCREEN_TEXT } from '@/content/city-tycoon/screen';
import { Board } from './Board';
import { Controls } from './Controls';
import { EmptyTable } from './EmptyTable';
import { Setup, type LockedSetup } from './Setup';
import { NO_GAME, gameAtom, noGameYet, setAsideOldMoves } from './store';
import { ResultPanel } from './ResultPanel';
import { TileCard } from './TileCard';
import { TopBar } from './TopBar';
import {
  AuctionContent,
  BuyContent,
  DetentionContent,
  DicePanel,
  EventContent,
  GameLog,
  GameOverContent,
  HelpContent,
  PlayerList,
  QuickActions,
} from './Panels';
import styles from './CityTycoon.module.css';
import { useWalk, walkerPos } from './useWalk';

function focusMain() {
  const end = document.getElementById('ct-endturn');
  if (end) return end.focus();
  const roll = document.getElementById('ct-roll');
  if (roll) return roll.focus();
  document.getElementById('ct-coach')?.focus();
}

/** Toasts for what just happened: money moves 2.5 s, big moments 4 s. */
function announce(prev: GameState, next: GameState) {
  const fresh = next.log.filter((e) => e.n > prev.logSeq && e.kind !== 'info');
  for (const e of fresh.slice(-3)) {
    if (e.kind === 'big') toast(e.text, { duration: BIG_TOAST_MS, className: 'ct-big-toast' });
    else toast(e.text, { duration: TOAST_MS });
  }
}

export default function Game() {
  const store = useStore();
  // Refusals and notices ('Not enough cash' → auction) are toasted by useRecord for 2.5 s.
  const [state, run, { record, newGame }] = useRecord(gameAtom, rules, { toastDuration: TOAST_MS });
  const played = useMemo(() => ({ record, state }), [record, state]);
  const game = noGameYet(played) ? null : state;
  const cls = useClassGame(classSpec);
  const [soloNickname, setSoloNickname] = useState('');

  // A move list an older build kept beside the game is set aside once (store.ts).
  useEffect(() => void setAsideOldMoves(), []);

  const [drawerTile, setDrawerTile] = useState<number | null>(null);
  const [drawerStatus, setDrawerStatus] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [setupOpen, setSetupOpen] = useState(false);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [eventSeq, setEventSeq] = useState<number | null>(null);
  const seenCard = useRef<number>(game?.cardSeq ?? 0);
  const [seedDraft, setSeedDraft] = useState(game?.seed ?? DEFAULT_SEED);

  const send = useCallback(
    (a: Action) => {
      const { record: rec, state: before } = store.get(gameAtom);
      // A record holds at most the moves a save keeps: past them, every move is refused (engines/city-tycoon/manifest.ts).
      const full = recordFull(rec);
      if (full) {
        showRefusal(full, TOAST_MS);
        setDrawerStatus(full.message);
        return { state: before, refusal: full };
      }
      const r = run(a);
      setDrawerStatus(r.refusal?.message ?? r.notice?.message ?? null);
      if (r.state !== before) announce(before, r.state);
      return r;
    },
    [run, store],
  );

  // The roll in motion: the engine moves at once (state, save, log, toasts); the dice and the walk only follow.
  const { view: walkView, walking, start: startWalk, skip: skipWalk } = useWalk();
  /** Finishes a pending move (phase MOVING) at once and animates the walk from `from`. */
  const advance = useCallback(
    (from: number) => {
      const g = store.get(gameAtom).state;
      if (g.phase !== 'MOVING' || !g.pendingMove) return;
      const mover = g.current;
      const steps = g.pendingMove.steps;
      const after = send({ type: 'ADVANCE' }).state;
      startWalk(walkPlan(mover, from, steps, after.players[mover].pos), g.lastRoll);
    },
    [send, store, startWalk],
  );
  const dispatch = useCallback(
    (a: Action) => {
      if (a.type !== 'ROLL') return void send(a);
      const before = store.get(gameAtom).state;
      const r = send(a);
      const g = r.state;
      if (r.refusal) return;
      const mover = before.current;
      const from = before.players[mover].pos;
      if (g.phase === 'MOVING') advance(from);
      else startWalk(walkPlan(mover, from, null, g.players[mover].pos), g.lastRoll); // no move: dice only, or straight to Detention
    },
    [send, store, advance, startWalk],
  );

  // A click or a key press anywhere in the game skips the walk to its end (and does nothing else).
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = rootRef.current;
    if (!el) return;
    const onClick = (e: MouseEvent) => {
      if (!walking.current) return;
      e.preventDefault();
      e.stopPropagation();
      skipWalk();
    };
    const onKey = (e: KeyboardEvent) => {
      if (!walking.current) return;
      skipWalk();
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    el.addEventListener('click', onClick, true);
    el.addEventListener('keydown', onKey, true);
    return () => {
      el.removeEventListener('click', onClick, true);
      el.removeEventListener('keydown', onKey, true);
    };
  }, [walking, skipWalk]);

  // A new event card: show it, then close it after 2 s.
  useEffect(() => {
    if (!game) return;
    if (game.cardSeq > seenCard.current) setEventSeq(game.cardSeq);
    seenCard.current = game.cardSeq;
  }, [game]);

  // MOVING after a reload (a roll saved before its move): finish the move at once.
  const phase = game?.phase;
  const logSeq = game?.logSeq;
  useEffect(() => {
    if (phase !== 'MOVING') return;
    // Next task, not inside the effect: the move is a dispatch like any other.
    const t = setTimeout(() => {
      const g = store.get(gameAtom).state;
      advance(g.players[g.current].pos);
    }, 0);
    return () => clearTimeout(t);
  }, [phase, logSeq, advance, store]);

  // Confetti for the winner (not under reduced motion).
  const prevPhase = useRef(phase);
  useEffect(() => {
    if (phase === 'GAME_OVER' && prevPhase.current && prevPhase.current !== 'GAME_OVER' && !prefersReducedMotion()) {
      import('canvas-confetti')
        .then((m) => m.default({ particleCount: 160, spread: 80, origin: { y: 0.6 }, disableForReducedMotion: true }))
        .catch(() => undefined);
    }
    prevPhase.current = phase;
  }, [phase]);

  const start = (input: SetupInput, seed: string) => {
    const problems = setupErrors(input);
    if (problems.length) {
      problems.forEach((e) => toast.error(e));
      return;
    }
    seenCard.current = 0;
    // A new game is a new record: the names as the rules keep them, the seed as the setup cleaned it.
    newGame(tableSetup(input), seed);
    const g = store.get(gameAtom).state;
    setSeedDraft(g.seed);
    setSetupOpen(false);
    setDismissed(null);
    setDrawerTile(null);
    setEventSeq(null);
    toast(SCREEN_TEXT.started(g.players[0].name), { duration: TOAST_MS });
  };

  // A class link: join at once when there is nothing to lose, else ask first (ReplaceGameDialog below).
  const classCtx = cls.context;
  const locked: LockedSetup | null = useMemo(() => (classCtx ? { ...classCtx.settings, seed: classCtx.seed } : null), [classCtx]);
  const unfinished = !!game && game.phase !== 'GAME_OVER';
  const joinClass = useCallback(() => {
    cls.join();
    // A fresh class game: the setup opens with the class's settings locked; the table types its names.
    store.set(gameAtom, NO_GAME);
    setSetupOpen(false);
    setDismissed(null);
    setDrawerTile(null);
    setEventSeq(null);
  }, [cls, store]);
  const pendingNow = cls.pending !== null;
  useEffect(() => {
    if (!pendingNow || unfinished) return;
    // Next task, not inside the effect: joining is a change like any other.
    const t = setTimeout(joinClass, 0);
    return () => clearTimeout(t);
  }, [pendingNow, unfinished, joinClass]);
  /** This game is the class's game (its seed and settings), so its code carries the class id. */
  const isClassGame =
    !!classCtx && !!game && game.seed === cleanSeed(classCtx.seed) && JSON.stringify(settingsOf(record.setup)) === JSON.stringify(classCtx.settings);

  const openTile = useCallback((i: number) => {
    setDrawerStatus(null);
    setDrawerTile(i);
  }, []);

  const cur = game ? currentPlayer(game) : null;
  const keys = game
    ? {
        offer: `offer:${game.turn}:${game.current}:${game.offer}:${game.logSeq}`,
        auction: `auction:${game.turn}:${game.current}:${game.auction?.tile}`,
        jail: `jail:${game.turn}:${game.current}:${cur!.jailTurns}`,
      }
    : null;
  // Offer key must survive re-renders while the offer stands: remember it when first seen
  // (state adjusted during render, React's pattern for information from earlier renders).
  const [offerKey, setOfferKey] = useState<string | null>(null);
  const offerKeyNow = game?.offer == null ? null : (offerKey ?? keys!.offer);
  if (offerKeyNow !== offerKey) setOfferKey(offerKeyNow);

  let active: 'setup' | 'event' | 'over' | 'buy' | 'auction' | 'jail' | null = null;
  if (!game || setupOpen) active = 'setup';
  else if (eventSeq !== null && game.lastCard) active = 'event';
  else if (game.phase === 'GAME_OVER') active = dismissed === 'over' ? null : 'over';
  else if (game.offer !== null && dismissed !== offerKeyNow) active = 'buy';
  else if (game.auction && dismissed !== keys!.auction) active = 'auction';
  else if (game.phase === 'PRE_ROLL' && cur!.inJail && dismissed !== keys!.jail) active = 'jail';
  // What the roll led to (a card, an offer, an auction, the ranking) opens once the token has landed.
  const walkingNow = walkView !== null;
  if (walkingNow && active !== 'setup') active = null;
  const drawerOpen = drawerTile !== null && active === null && !!game;
  // The event card closes by itself 2 s after it is shown (not while it waits for the walk).
  const eventShown = active === 'event';
  useEffect(() => {
    if (!eventShown) return;
    const t = setTimeout(() => setEventSeq(null), EVENT_MODAL_MS);
    return () => clearTimeout(t);
  }, [eventShown, eventSeq]);
  const anyModal = active !== null || drawerOpen || helpOpen;

  // Roll waits while a roll is in progress: until the token has landed or the walk was skipped (Controls.tsx).
  const rolling = game?.phase === 'MOVING' || walkingNow;

  return (
    <div className={styles.app} ref={rootRef}>
      <TopBar game={game} lockedSeed={locked ? locked.seed : null} seedDraft={seedDraft} onSeedDraft={setSeedDraft} onSetup={() => setSetupOpen(true)} />

      <ClassLinkProblems problems={cls.problems} />
      {classCtx && <ClassBanner spec={classSpec} context={classCtx} onLeave={cls.leave} />}
      <ReplaceGameDialog open={pendingNow && unfinished} onYes={joinClass} onNo={cls.decline} />

      {game ? (
        <>
          <Controls
            game={game}
            dispatch={dispatch}
            rolling={rolling}
            anyModal={anyModal}
            onHelp={() => setHelpOpen(true)}
            onShowRanking={game.phase === 'GAME_OVER' && dismissed === 'over' ? () => setDismissed(null) : null}
          />
          <p id="ct-coach" className={styles.coach} tabIndex={-1}>
            <span className="emoji" aria-hidden="true">💡</span>{' '}
            <strong>Coach:</strong> {coachHint(game)}
          </p>
          <div className={styles.layout}>
            {/* Quick actions come first in the focus order: they are the next thing to do. */}
            <div className={styles.quick}>
              {game.phase !== 'GAME_OVER' && <QuickActions game={game} dispatch={dispatch} onOpenTile={openTile} onReopen={() => setDismissed(null)} />}
            </div>
            <div className={styles.boardArea}>
              <Board
                game={game}
                onOpenTile={openTile}
                walker={walkView ? { player: walkView.walk.player, pos: walkerPos(walkView), step: walkView.shown } : null}
                center={<DicePanel game={game} rollId={walkView && walkView.shown < 0 ? walkView.id : null} />}
              />
            </div>
            <div className={styles.side}>
              <PlayerList game={game} onOpenTile={openTile} />
              <GameLog game={game} />
            </div>
          </div>
        </>
      ) : (
        // No game yet: the empty board behind the setup dialog, as the static frame draws it (Frame.tsx).
        <EmptyTable />
      )}

      <Dialog open={active === 'setup' && !(pendingNow && unfinished)} title={locked ? 'Start the class game' : 'Start a game'} onClose={() => setSetupOpen(false)} dismissible={!!game} testId="setup-modal" fallbackFocus={focusMain}>
        {game && <p className={styles.small}>Starting a new game replaces the current one.</p>}
        <Setup key={locked ? 'class' : 'solo'} initialSeed={seedDraft} onStart={start} onHelp={() => setHelpOpen(true)} locked={locked} />
      </Dialog>

      {game && (
        <>
          <Dialog open={active === 'event'} title={game.lastCard ? `City Event: ${EVENT_CARDS[game.lastCard.card].title}` : 'City Event'} onClose={() => setEventSeq(null)} testId="event-modal" fallbackFocus={focusMain}>
            {game.lastCard && <EventContent game={game} onClose={() => setEventSeq(null)} />}
          </Dialog>
          <Dialog open={active === 'over'} title="Game over" onClose={() => setDismissed('over')} testId="gameover-modal" fallbackFocus={focusMain}>
            <GameOverContent game={game} onNew={() => setSetupOpen(true)}>
              <ResultPanel
                played={played}
                classGame={isClassGame ? classCtx : null}
                nickname={isClassGame ? cls.nickname : soloNickname}
                onNickname={isClassGame ? cls.setNickname : setSoloNickname}
              />
            </GameOverContent>
          </Dialog>
          <Dialog
            open={active === 'buy'}
            title={game.offer !== null ? `Buy ${BOARD[game.offer].name}?` : 'Buy'}
            onClose={() => setDismissed(offerKeyNow)}
            testId="buy-modal"
            fallbackFocus={focusMain}
          >
            {game.offer !== null && <BuyContent game={game} dispatch={dispatch} />}
          </Dialog>
          <Dialog
            open={active === 'auction'}
            title={game.auction ? `Auction: ${ownableTile(game.auction.tile)!.name}` : 'Auction'}
            onClose={() => setDismissed(keys!.auction)}
            testId="auction-modal"
            fallbackFocus={focusMain}
          >
            {game.auction && <AuctionContent game={game} dispatch={dispatch} />}
          </Dialog>
          <Dialog open={active === 'jail'} title={`${cur!.name} is in Detention`} onClose={() => setDismissed(keys!.jail)} testId="jail-modal" fallbackFocus={focusMain}>
            {cur!.inJail && <DetentionContent game={game} dispatch={dispatch} />}
          </Dialog>
          <Dialog open={drawerOpen} title={drawerTile !== null ? BOARD[drawerTile].name : ''} onClose={() => setDrawerTile(null)} variant="drawer-right" testId="tile-drawer" fallbackFocus={focusMain}>
            {drawerTile !== null && <TileCard game={game} tile={drawerTile} dispatch={dispatch} status={drawerStatus} />}
          </Dialog>
        </>
      )}
      <Dialog open={helpOpen} title="Help: how City Tycoon works" onClose={() => setHelpOpen(false)} testId="help-modal" fallbackFocus={focusMain}>
        <HelpContent />
      </Dialog>
      <SimToaster duration={TOAST_MS} />
    </div>
  );
}
