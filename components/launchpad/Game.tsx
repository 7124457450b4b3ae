'use client';
/**
 * LaunchPad: intro (once per browser session), then the stage wrapper with
 * its header, progress bar and the current stage.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useRouter } from 'next/navigation';
import { useStore } from 'jotai';
import { SimToaster } from '@/components/sim/SimToaster';
import { site } from '@/lib/site';
import { STAGE_COUNT, STAGE_TITLES, WEEK_NAME } from '@/engines/launchpad/constants';
import { displayStage, progressPercent } from '@/engines/launchpad/selectors';
import { Intro } from './Intro';
import { ProgressBar } from './ProgressBar';
import { StageView } from './Stages';
import { StageTransition } from './StageTransition';
import { screenOrder } from './transition';
import { launchpadAtom } from './store';
import { onNotice, onRefusal } from './notices';
import { useLaunchpad } from './useLaunchpad';
import { newSeed } from '@/engines/core/seed';
import type { Step } from '@/engines/core/contract';
import type { LaunchpadState, Move } from '@/engines/launchpad/types';
import { useClassGame } from '@/components/classroom/useClassGame';
import { ClassBanner, ClassLinkProblems, ReplaceGameDialog } from '@/components/classroom/ClassBanner';
import { ResultCodePanel } from '@/components/classroom/ResultCodePanel';
import { classSpec, codeFor, finishSignature, hasUnfinishedWork, noCodeReason, summaryOf } from '@/engines/launchpad/classroom';
import { EndScreenXp } from '@/components/progress/EndScreenXp';
import { finishId } from '@/engines/progress/award';
import { LAST_STAGE } from '@/engines/launchpad/constants';
import styles from './Launchpad.module.css';

/** sessionStorage flag: the intro was seen or skipped in this browser session. */
export const INTRO_SEEN_KEY = 'launchpad-intro-seen';

function introSeen(): boolean {
  try {
    return sessionStorage.getItem(INTRO_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}
function markIntroSeen() {
  try {
    sessionStorage.setItem(INTRO_SEEN_KEY, '1');
  } catch {
    /* storage off: the intro simply shows again next time */
  }
}

const HANDLERS = { onRefusal, onNotice };

export default function Game() {
  const [showIntro, setShowIntro] = useState(() => !introSeen());
  const [state, dispatch, { record, newGame }] = useLaunchpad(HANDLERS);
  const router = useRouter();
  const store = useStore();
  const cls = useClassGame(classSpec);
  const [askReplace, setAskReplace] = useState(false);
  /** A solo game's nickname lives here only (a class's is saved with the class). */
  const [soloNickname, setSoloNickname] = useState('');

  // A class link not joined yet: join at once when nothing would be lost, else ask first.
  const { pending, join } = cls;
  const joinClass = useCallback(() => {
    if (!pending) return;
    join();
    newGame({}, pending.seed);
    setAskReplace(false);
  }, [pending, join, newGame]);
  useEffect(() => {
    if (!pending) return;
    /* eslint-disable react-hooks/set-state-in-effect -- the class link is read after mount */
    if (hasUnfinishedWork(store.get(launchpadAtom).state)) setAskReplace(true);
    else joinClass();
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [pending, store, joinClass]);
  const stage = displayStage(state);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastFocusKey = useRef<string | null>(null);

  // Move focus to the stage title when the stage or sub-step changes (not on first load).
  const focusKey = showIntro ? 'intro' : `${stage}:${state.stage1Step}:${state.personaStep}`;
  useEffect(() => {
    if (lastFocusKey.current !== null && lastFocusKey.current !== focusKey && !showIntro) {
      headingRef.current?.focus();
      window.scrollTo({ top: 0 });
    }
    lastFocusKey.current = focusKey;
  }, [focusKey, showIntro]);

  const finishIntro = () => {
    markIntroSeen();
    setShowIntro(false);
  };

  const context = cls.context;
  /** "Start a new week": a new record, with the class's seed in a class (its code must carry it), else a new one. */
  const newWeek = () => newGame({}, context?.seed ?? newSeed('LP'));
  const goHome = () => {
    newWeek();
    router.push('/');
  };

  const atEnd = displayStage(state) === LAST_STAGE;
  // A class week saved before seeds were kept ('') takes the class's (the seed only draws the persona's name).
  const seed = record.seed === '' && context ? context.seed : record.seed;
  const noCode = noCodeReason(record);
  const codePanel = !atEnd ? null : noCode ? (
    <p className={styles.noCode} data-testid="no-result-code">
      {noCode}
    </p>
  ) : (
    <ResultCodePanel
      makeCode={(nickname, attempt) => codeFor({ record, state }, { classId: context?.classId ?? '', nickname, attempt, seed })}
      place={{ game: 'launchpad', classId: context?.classId ?? '', seed }}
      nickname={context ? cls.nickname : soloNickname}
      onNickname={context ? cls.setNickname : setSoloNickname}
    />
  );
  const resultCode = atEnd ? (
    <>
      {codePanel}
      <EndScreenXp finish={{ game: 'launchpad', id: finishId('', finishSignature(state)), result: { stagesDone: summaryOf(state).stagesFinished } }} />
    </>
  ) : null;

  return (
    <div className={styles.app}>
      <SimToaster />
      {(context || cls.problems.length > 0) && (
        <div className={styles.classArea}>
          <ClassLinkProblems problems={cls.problems} />
          {context && <ClassBanner spec={classSpec} context={context} onLeave={cls.leave} />}
        </div>
      )}
      <ReplaceGameDialog
        open={askReplace}
        onYes={joinClass}
        onNo={() => {
          cls.decline();
          setAskReplace(false);
        }}
      />
      {showIntro ? (
        <Intro onDone={finishIntro} />
      ) : (
        <StageScreen state={state} dispatch={dispatch} onHome={goHome} onNewWeek={newWeek} headingRef={headingRef} resultCode={resultCode} />
      )}
    </div>
  );
}

/**
 * The stage wrapper (header, progress bar) and the current stage, for a given state: what every reload shows.
 * Pure rendering, so a test can render it with any state a save can hold.
 */
export function StageScreen({
  state,
  dispatch,
  onHome,
  onNewWeek,
  headingRef,
  resultCode,
}: {
  state: LaunchpadState;
  dispatch: (m: Move) => Step<LaunchpadState>;
  onHome: () => void;
  /** "Start Building" on the Founder Summary: a new week. */
  onNewWeek: () => void;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** The result code panel stage 9 shows (the end screen). */
  resultCode?: ReactNode;
}) {
  const stage = displayStage(state);
  const percent = progressPercent(stage);
  return (
    <>
      <header className={styles.header}>
        <div className={styles.headerRow}>
          <button type="button" className={styles.brand} onClick={onHome} aria-describedby="lp-brand-hint">
            <span aria-hidden="true">🚀</span> {site.name}
          </button>
          <span id="lp-brand-hint" className="visually-hidden">
            Goes to the home page and starts the simulation over.
          </span>
          <span className={styles.badge}>{WEEK_NAME}</span>
        </div>
        <div className={styles.progressWrap}>
          <div className={styles.progressText}>
            <span>
              Stage {stage} of {STAGE_COUNT}
            </span>
            <span>{percent}% complete</span>
          </div>
          <ProgressBar label="Simulation progress" percent={percent} valueText={`Stage ${stage} of ${STAGE_COUNT}, ${percent}% complete`} />
        </div>
      </header>
      <section className={styles.stage} aria-labelledby="lp-stage-title">
        <StageTransition order={screenOrder(state)}>
          <p className={styles.kicker}>Stage {stage}</p>
          <h1 id="lp-stage-title" ref={headingRef} tabIndex={-1} className={styles.title}>
            {STAGE_TITLES[stage]}
          </h1>
          <StageView stage={stage} state={state} dispatch={dispatch} onNewWeek={onNewWeek} resultCode={resultCode} />
        </StageTransition>
      </section>
    </>
  );
}
