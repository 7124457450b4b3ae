'use client';
/**
 * The Everest Expedition screen: it renders the engine's state panel by panel and dispatches the player's moves to
 * the core's record of the expedition (`useEverest`, components/sim/useEngine.ts `useRecord`). Every rule, chance and
 * refusal is the engine's (engines/everest/selectors.ts); what stays here is the screen's own state — which dialog is
 * open, the plan for the next expedition, the marker's walk — and the class game's link.
 */
import { useEffect, useState } from 'react';
import { useStore } from 'jotai';
import { toast } from '@/components/sim/toast';
import { newSeed } from '@/engines/core/seed';
import type { ClassContext } from '@/engines/core/classLink';
import { progressWords } from '@/engines/core/code';
import * as C from '@/engines/everest/constants';
import { isDayAction, normaliseSeed } from '@/engines/everest/engine';
import { currentDay, isValidSeedText, refusalCode } from '@/engines/everest/selectors';
import { canHandInHalfWay, classSpec, codeFor, halfWayProgress } from '@/engines/everest/classroom';
import type { Difficulty, EverestAction, EverestState, LogEntry } from '@/engines/everest/types';
import { seedError as seedErrorText, toasts } from '@/content/everest/screen';
import { SimToaster } from '@/components/sim/SimToaster';
import { useClassGame } from '@/components/classroom/useClassGame';
import { ClassBanner, ClassLinkProblems, ReplaceGameDialog } from '@/components/classroom/ClassBanner';
import { HalfWayCode } from '@/components/classroom/HalfWayCode';
import shared from '@/components/sim/shared.module.css';
import { SEED_PREFIX, everestAtom, useEverest } from './store';
import { Header } from './Header';
import { StatusPanel } from './StatusPanel';
import { RestNotice } from './RestNotice';
import { EndScreen } from './EndScreen';
import { RouteProfile } from './RouteProfile';
import { ActionsPanel } from './ActionsPanel';
import { TeamPanel } from './TeamPanel';
import { PlanningPanel, type Plan } from './PlanningPanel';
import { ForecastPanel } from './ForecastPanel';
import { CachesPanel } from './CachesPanel';
import { GoalsPanel } from './GoalsPanel';
import { LogPanel } from './LogPanel';
import { MountainRules } from './MountainRules';
import { ConfirmRestartDialog, EventDialog, HomeDialog, isBigDay } from './Dialogs';
import { useMarch } from './useMarch';
import styles from './Everest.module.css';

type EverestClass = ClassContext<{ difficulty: Difficulty }>;

/** True when the expedition on screen is the class's (same seed and difficulty). */
const isClassGame = (g: EverestState, ctx: EverestClass) => g.seed === normaliseSeed(ctx.seed) && g.difficulty === ctx.settings.difficulty;

export default function Game() {
  const [game, play, { record, newGame }] = useEverest();
  const played = { record, state: game };
  const store = useStore();
  const [events, setEvents] = useState<LogEntry[]>([]);
  const [eventOpen, setEventOpen] = useState(false);
  const [homeOpen, setHomeOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [plan, setPlan] = useState<Plan>({ difficulty: game.difficulty, seed: game.seed });
  const [seedError, setSeedError] = useState('');
  const [soloNickname, setSoloNickname] = useState('');
  const walk = useMarch();
  // A class link (docs/classroom.md, "Class links and the class banner"): the class's difficulty and seed, locked
  // while the class game is played.
  const cls = useClassGame(classSpec);
  const classCtx = cls.context;
  const over = game.phase === 'END';

  /** Something to lose: an expedition under way. */
  const unfinished = game.day > 0 && !over;
  // A class link opened, or a saved class whose expedition is not on screen (e.g. the save was set aside): start the
  // class game at once when nothing is lost, otherwise ask first.
  const wanted = cls.pending ?? (classCtx && !isClassGame(game, classCtx) ? classCtx : null);
  const askReplace = wanted !== null && unfinished;
  function startClass(ctx: EverestClass) {
    walk.stop();
    newGame({ difficulty: ctx.settings.difficulty }, ctx.seed);
    setPlan({ difficulty: ctx.settings.difficulty, seed: normaliseSeed(ctx.seed) });
  }
  function joinClass() {
    if (!wanted) return;
    if (cls.pending) cls.join();
    startClass(wanted);
  }
  function keepSolo() {
    if (cls.pending) cls.decline();
    else cls.leave();
  }
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- joining a class link when there is nothing to lose
    if (wanted && !unfinished) joinClass();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, unfinished]);

  function dispatch(action: EverestAction) {
    const before = store.get(everestAtom).state;
    // 'Already Home' is a dialog (the specification's section 5), every other refusal the default toast. The engine's
    // refusal code says which refusal it is, never its text.
    if (refusalCode(before, action) === 'already-home') {
      setHomeOpen(true);
      return;
    }
    const r = play(action);
    if (r.refusal || !isDayAction(action)) return;
    walk.walk(before.location, r.state.location, action.type === 'move');
    const dayEvents = r.state.lastEvents;
    if (isBigDay(dayEvents)) {
      setEvents(dayEvents);
      setEventOpen(true);
    } else if (dayEvents.length) {
      toast(toasts.day(dayEvents[0].day), { description: dayEvents.map((e) => e.text).join(' ') });
    }
  }

  function start() {
    setConfirmOpen(false);
    if (classCtx) {
      // A class game restarts with the class's difficulty and seed (pace, flow and start time are the player's).
      startClass(classCtx);
      toast.success(toasts.classRestarted, { description: classSpec.describe(classCtx.settings) });
      return;
    }
    const seed = normaliseSeed(plan.seed);
    walk.stop();
    // The new expedition keeps this one's pace, flow and start time: the player's choices, played as its first moves.
    const { pace, flow, startTime } = game;
    newGame({ difficulty: plan.difficulty }, seed);
    play({ type: 'setPace', pace });
    play({ type: 'setFlow', flow });
    play({ type: 'setStart', startTime });
    setPlan({ ...plan, seed });
    toast.success(toasts.newExpedition, { description: toasts.newExpeditionDetail(plan.difficulty, seed) });
  }

  function onBegin() {
    if (!classCtx && !isValidSeedText(plan.seed)) {
      setSeedError(seedErrorText(C.SEED_MAX_LENGTH));
      return;
    }
    setSeedError('');
    if (unfinished) setConfirmOpen(true);
    else start();
  }

  return (
    // A click or a key press anywhere in the game lands the marker at once (no animation holds a student up).
    <div className={styles.page} onPointerDownCapture={walk.onInput} onKeyDownCapture={walk.onInput}>
      <SimToaster />
      <Header classGame={!!classCtx} />
      <ClassLinkProblems problems={cls.problems} />
      {classCtx && <ClassBanner spec={classSpec} context={classCtx} onLeave={cls.leave} />}
      <StatusPanel game={game} />

      {classCtx && isClassGame(game, classCtx) && canHandInHalfWay(game) && (
        <HalfWayCode
          makeCode={(n, attempt) => codeFor(played, { classId: classCtx.classId, nickname: n, seed: classCtx.seed, attempt, inProgress: true }) ?? ''}
          nickname={cls.nickname}
          onNickname={cls.setNickname}
          place={{ game: 'everest', classId: classCtx.classId, seed: classCtx.seed }}
          progress={progressWords(halfWayProgress(game))}
        />
      )}

      <RestNotice game={game} />

      {over && (
        <EndScreen
          played={played}
          classCtx={classCtx}
          nickname={classCtx ? cls.nickname : soloNickname}
          onNickname={classCtx ? cls.setNickname : setSoloNickname}
        />
      )}

      <div className={styles.grid}>
        <div className={styles.colMain}>
          <section className={shared.panel} aria-labelledby="ev-route">
            <h2 id="ev-route">Route</h2>
            <RouteProfile game={game} march={walk.march} onMarchEnd={walk.land} />
          </section>
          <ActionsPanel game={game} onAction={dispatch} />
          <TeamPanel game={game} />
        </div>

        <div className={styles.colSide}>
          <PlanningPanel
            game={game}
            classCtx={classCtx}
            plan={plan}
            onPlanChange={setPlan}
            seedError={seedError}
            onBegin={onBegin}
            onRandomSeed={() => setPlan({ ...plan, seed: newSeed(SEED_PREFIX) })}
            onSetting={dispatch}
          />
          <ForecastPanel game={game} />
          <CachesPanel game={game} />
          <GoalsPanel game={game} />
          <LogPanel game={game} />
          <MountainRules />
        </div>
      </div>

      <EventDialog open={eventOpen} events={events} day={game.day} onClose={() => setEventOpen(false)} />
      <HomeDialog open={homeOpen} onClose={() => setHomeOpen(false)} />
      <ConfirmRestartDialog open={confirmOpen} day={currentDay(game)} onYes={start} onClose={() => setConfirmOpen(false)} />
      <ReplaceGameDialog open={askReplace} onYes={joinClass} onNo={keepSolo} />
    </div>
  );
}
