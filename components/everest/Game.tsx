'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { newSeed } from '@/engines/core/seed';
import type { Refusal } from '@/engines/core/contract';
import Link from 'next/link';
import { useSetAtom, useStore } from 'jotai';
import { toast } from 'sonner';
import { SimToaster } from '@/components/sim/SimToaster';
import { useEngine } from '@/components/sim/useEngine';
import * as C from '@/engines/everest/constants';
import { engine } from '@/engines/everest';
import { isDayAction, normaliseSeed } from '@/engines/everest/engine';
import {
  acclLevel,
  amsChance,
  carryTarget,
  currentMoveRisk,
  forecast,
  goals,
  queueChance,
  refusal,
  scoreOf,
  segmentFrom,
  settingsOf,
  teamAverages,
  timeBonusIfHomeToday,
  weatherOfDay,
  totalOxygen,
  turnaroundChance,
} from '@/engines/everest/selectors';
import type { Difficulty, EverestAction, EverestState, EventKind, Flow, LogEntry, Pace, StartTime, WeatherDay } from '@/engines/everest/types';
import { actionTexts, cachesHelp, carryEffect, flowHelp, gradeLine, openRules, paceHelp, scoreLabels, startHelp } from '@/content/everest/text';
import { SEED_PREFIX, everestAtom } from './store';
import { canHandInHalfWay, classSpec, codeFor, halfWayProgress, summaryOf } from '@/engines/everest/classroom';
import { progressWords } from '@/engines/core/code';
import type { ClassContext } from '@/engines/core/classLink';
import { useClassGame } from '@/components/classroom/useClassGame';
import { ClassBanner, ClassLinkProblems, ReplaceGameDialog } from '@/components/classroom/ClassBanner';
import { ResultCodePanel } from '@/components/classroom/ResultCodePanel';
import { HalfWayCode } from '@/components/classroom/HalfWayCode';
import { EndScreenXp } from '@/components/progress/EndScreenXp';
import { finishId } from '@/engines/progress/award';
import type { EverestGrade } from '@/engines/progress/types';
import { RouteProfile, preloadMarkerWalk, type March } from './RouteProfile';
import { markerPath } from './routeGeometry';
import { Dialog } from '@/components/ui/Dialog';
import shared from '@/components/sim/shared.module.css';
import styles from './Everest.module.css';

/** Events that open the event modal; other days only get a toast. */
const BIG: EventKind[] = ['hazard', 'ams', 'summit', 'home', 'window', 'turnaround', 'queue', 'ladder', 'exhausted', 'oxygen'];
/** The screen's own line (not a rule): a health, morale or satisfaction bar below this shows "low". */
const LOW_WARNING = 40;
const ACTIONS = actionTexts();
const OPEN_RULES = openRules();
const SCORE_LABELS = scoreLabels();
const pct = (p: number) => `${Math.round(p * 100)}%`;
const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

function weatherText(w: WeatherDay): string {
  return `${w.storm ? 'Storm' : w.wind > C.RISK_WIND_LINE ? 'Windy' : 'Fair'}, wind ${w.wind} km/h, ${w.temp} °C, visibility ${w.vis}`;
}
function weatherIcon(w: WeatherDay): string {
  return w.storm ? '⛈' : w.wind > C.RISK_WIND_LINE ? '💨' : '☀';
}

function Bar({ label, value, tone }: { label: string; value: number; tone: 'good' | 'bad' | 'neutral' }) {
  const v = Math.round(value);
  const warn = tone === 'good' ? v < LOW_WARNING : tone === 'bad' ? v > C.FATIGUE_MORALE_LINE : false;
  return (
    <div className={styles.bar}>
      <span className={styles.barLabel}>
        {label} <strong>{v}</strong>
        {warn && <span className={styles.warnText}> ⚠ {tone === 'good' ? 'low' : 'high'}</span>}
      </span>
      <span className={styles.barTrack} aria-hidden="true">
        <span className={`${styles.barFill} ${warn ? styles.barWarn : ''}`} style={{ width: `${Math.max(0, Math.min(100, v))}%` }} />
      </span>
    </div>
  );
}

/**
 * The student's system setting, read when a walk would start. Not framer's hook: importing components/sim/Motion
 * here would put framer-motion in the island's first load (see MarkerWalk.tsx).
 */
const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export default function Game() {
  const [events, setEvents] = useState<LogEntry[]>([]);
  const [eventOpen, setEventOpen] = useState(false);
  const [homeOpen, setHomeOpen] = useState(false);
  // 'Already Home' is a dialog (spec section 5), every other refusal the default toast.
  const onRefusal = useCallback((r: Refusal) => {
    if (r.message !== C.MSG.alreadyHome) return true;
    setHomeOpen(true);
  }, []);
  const [game, step] = useEngine(everestAtom, engine.step, { onRefusal });
  const setGame = useSetAtom(everestAtom);
  const store = useStore();
  // A class link (issue 13): the class's difficulty and seed, locked while the class game is played.
  const cls = useClassGame(classSpec);
  const classCtx = cls.context;
  const [soloNickname, setSoloNickname] = useState('');
  // The team marker's walk on the route drawing after a day (presentation only: the state is already stored).
  const [march, setMarch] = useState<March | null>(null);
  const marchId = useRef(0);
  const skipMarch = () => setMarch((x) => (x ? null : x));
  const onInput = () => {
    skipMarch();
    if (!prefersReducedMotion()) preloadMarkerWalk();
  };
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [planDifficulty, setPlanDifficulty] = useState<Difficulty>(game.difficulty);
  const [planSeed, setPlanSeed] = useState(game.seed);
  const [seedError, setSeedError] = useState('');

  /** True when the expedition on screen is the class's (same seed and difficulty). */
  const isClassGame = (g: EverestState, ctx: ClassContext<{ difficulty: Difficulty }>) => g.seed === normaliseSeed(ctx.seed) && g.difficulty === ctx.settings.difficulty;
  /** Something to lose: an expedition under way. */
  const unfinished = game.day > 0 && game.phase !== 'END';
  // A class link opened, or a saved class whose expedition is not on screen (e.g. the save was set aside): start the
  // class game at once when nothing is lost, otherwise ask first.
  const wanted = cls.pending ?? (classCtx && !isClassGame(game, classCtx) ? classCtx : null);
  const askReplace = wanted !== null && unfinished;
  function startClass(ctx: ClassContext<{ difficulty: Difficulty }>) {
    setMarch(null);
    setGame(engine.init({ difficulty: ctx.settings.difficulty }, ctx.seed));
    setPlanDifficulty(ctx.settings.difficulty);
    setPlanSeed(normaliseSeed(ctx.seed));
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

  const d = settingsOf(game);
  const avg = teamAverages(game);
  const score = scoreOf(game);
  const today = weatherOfDay(game);
  const forward = segmentFrom(game.location);
  const risk = currentMoveRisk(game);
  const over = game.phase === 'END';
  const carry = carryEffect(carryTarget(game));

  function dispatch(action: EverestAction) {
    const before = store.get(everestAtom).location;
    const r = step(action);
    if (r.refusal || !isDayAction(action)) return;
    const points = prefersReducedMotion() ? [] : markerPath(before, r.state.location, action.type === 'move');
    setMarch(points.length > 1 ? { id: ++marchId.current, points } : null);
    const dayEvents = r.state.lastEvents;
    if (dayEvents.some((e) => BIG.includes(e.kind))) {
      setEvents(dayEvents);
      setEventOpen(true);
    } else if (dayEvents.length) {
      toast(`Day ${dayEvents[0].day}`, { description: dayEvents.map((e) => e.text).join(' ') });
    }
  }

  function start() {
    if (classCtx) {
      // A class game restarts with the class's difficulty and seed (pace, flow and start time are the player's).
      startClass(classCtx);
      setConfirmOpen(false);
      toast.success('Class expedition restarted', { description: classSpec.describe(classCtx.settings) });
      return;
    }
    const seed = normaliseSeed(planSeed);
    setMarch(null);
    setGame(engine.init({ difficulty: planDifficulty, pace: game.pace, flow: game.flow, startTime: game.startTime }, seed));
    setPlanSeed(seed);
    setConfirmOpen(false);
    toast.success('New expedition', { description: `${planDifficulty}, seed "${seed}". Good luck on the mountain.` });
  }

  function onPlan(e: React.FormEvent) {
    e.preventDefault();
    const t = planSeed.trim();
    if (!classCtx && (t.length === 0 || t.length > C.SEED_MAX_LENGTH)) {
      setSeedError(`Enter a seed of 1 to ${C.SEED_MAX_LENGTH} characters (letters, numbers, anything you like).`);
      return;
    }
    setSeedError('');
    if (game.day > 0 && !over) setConfirmOpen(true);
    else start();
  }

  const big = events.find((e) => BIG.includes(e.kind));
  const eventTitle =
    big?.kind === 'summit'
      ? 'Summit!'
      : big?.kind === 'home'
        ? 'Back at Base Camp'
        : big?.kind === 'window'
          ? C.MSG.windowClosed
          : big?.kind === 'ams'
            ? 'Altitude sickness'
            : `Day ${events[0]?.day ?? game.day}: on the mountain`;

  return (
    // A click or a key press anywhere in the game lands the marker at once (no animation holds a student up).
    <div className={styles.page} onPointerDownCapture={onInput} onKeyDownCapture={onInput}>
      <SimToaster />
      <header className={styles.header}>
        <div>
          <p className={styles.kicker}>{classCtx ? 'Class game' : 'Solo simulation'} · v3</p>
          <h1 className={styles.title}>Everest Expedition</h1>
        </div>
        <nav aria-label="Simulation">
          <Link href="/" className="btn btn-outline">
            ← Home
          </Link>{' '}
          <Link href="/simulation" className="btn btn-outline">
            All simulations
          </Link>
        </nav>
      </header>

      <ClassLinkProblems problems={cls.problems} />
      {classCtx && <ClassBanner spec={classSpec} context={classCtx} onLeave={cls.leave} />}

      <section aria-label="Expedition status" className={styles.status} data-testid="status">
        <div className={styles.stat}>
          <span className={styles.statLabel}>Day</span>
          <span className={styles.statValue} data-testid="day">
            {over ? `${game.day} of ${d.days}` : `${game.day + 1} of ${d.days}`}
          </span>
          <span className={styles.statSub}>
            Phase <strong data-testid="phase">{game.phase}</strong> · {d.days - game.day} days left
          </span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>Location</span>
          <span className={styles.statValue} data-testid="location">
            {C.CAMP_NAMES[game.location]}
          </span>
          <span className={styles.statSub}>{C.ALTITUDES[game.location]} m</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>Weather today</span>
          <span className={styles.statValue}>
            <span aria-hidden="true">{weatherIcon(today)} </span>
            {today.storm ? 'Storm' : today.wind > C.RISK_WIND_LINE ? 'Windy' : 'Fair'}
          </span>
          <span className={styles.statSub}>
            {today.wind} km/h · {today.temp} °C · vis {today.vis}
          </span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>Supplies</span>
          <span className={styles.statValue} data-testid="supplies">
            O₂ {fmt(game.oxygen)} · food {fmt(game.food)}
          </span>
          <span className={styles.statSub}>O₂ in caches: {fmt(totalOxygen(game) - game.oxygen)}</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>Team averages</span>
          <span className={styles.statSubStrong}>
            Health {Math.round(avg.health)} · Morale {Math.round(avg.morale)}
          </span>
          <span className={styles.statSub}>
            Fatigue {Math.round(avg.fatigue)} · Accl. {Math.round(avg.accl)} (level {acclLevel(avg.accl).toFixed(1)})
          </span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel} data-testid="score-label">
            {score.final ? 'Final score' : 'Score if the expedition ended now'}
          </span>
          <span className={styles.statValue} data-testid="score">
            {score.total} · grade {score.grade}
          </span>
          {!score.final && (
            <span className={styles.statSub} data-testid="score-time">
              No time bonus yet: {timeBonusIfHomeToday(game)} if home from the summit today
            </span>
          )}
          <span className={styles.statSub}>{gradeLine()}</span>
        </div>
      </section>

      {classCtx && isClassGame(game, classCtx) && game.moves && canHandInHalfWay(game) && (
        <HalfWayCode
          makeCode={(n, attempt) => codeFor(game, { classId: classCtx.classId, nickname: n, seed: classCtx.seed, attempt, inProgress: true }) ?? ''}
          nickname={cls.nickname}
          onNickname={cls.setNickname}
          place={{ game: 'everest', classId: classCtx.classId, seed: classCtx.seed }}
          progress={progressWords(halfWayProgress(game))}
        />
      )}

      {game.restRequired > 0 && !over && (
        <p className={styles.alert} role="status">
          <span aria-hidden="true">⛔ </span>
          {game.restReason === 'ams' ? C.MSG.restAms : C.MSG.restFatigue} Moving, scouting, acclimatising and carrying wait until the team has rested
          {game.restRequired > 1 ? ` (${game.restRequired} rest days needed)` : ''}.
        </p>
      )}

      {over && (
        <Summary game={game}>
          <ResultCode
            game={game}
            classCtx={classCtx}
            nickname={classCtx ? cls.nickname : soloNickname}
            onNickname={classCtx ? cls.setNickname : setSoloNickname}
          />
        </Summary>
      )}

      <div className={styles.grid}>
        <div className={styles.colMain}>
          <section className={shared.panel} aria-labelledby="ev-route">
            <h2 id="ev-route">Route</h2>
            <RouteProfile game={game} march={march} onMarchEnd={skipMarch} />
          </section>

          <section className={shared.panel} aria-labelledby="ev-actions-title">
            <h2 id="ev-actions-title" tabIndex={-1}>
              Actions <span className={styles.headingNote}>(each takes a day)</span>
            </h2>
            {forward && game.phase === 'ASCENT' && risk && (
              <div className={styles.riskBox}>
                <p>
                  Next segment: <strong>{forward.name}</strong> to {C.CAMP_NAMES[forward.to]} ({forward.maxAlt} m). Hazard risk if you move today:{' '}
                  <strong data-testid="risk">{pct(risk.risk)}</strong>
                  {forward.id === C.SUMMIT_SEGMENT_ID && (
                    <>
                      {' '}
                      · queue delay {pct(queueChance(d.queueFactor, game.startTime))} · turn-around {pct(turnaroundChance(game.startTime))}
                    </>
                  )}
                  {forward.id === C.LADDER_SEGMENT_ID && <> · ladder jam {pct(C.LADDER_JAM_CHANCE)}</>}
                </p>
                <details>
                  <summary>How this risk is made</summary>
                  <ul>
                    {risk.terms.map((t, i) => (
                      <li key={i}>
                        {t.label}: {t.value}
                      </li>
                    ))}
                    <li>
                      Clamped to {C.RISK_MIN}–{C.RISK_MAX}: {risk.risk.toFixed(3)}
                    </li>
                  </ul>
                </details>
              </div>
            )}
            <p className={shared.muted}>
              Altitude sickness chance tonight here: {pct(amsChance(avg.accl, avg.fatigue, C.ALTITUDES[game.location]))}.
            </p>
            <ul className={styles.actions}>
              {ACTIONS.map((a) => {
                const why = refusal(game, { type: a.type } as EverestAction)?.message ?? null;
                // Descending at Base Camp stays pressable: it opens the 'Already Home' dialog.
                const disabled = why !== null && !(a.type === 'descend' && why === C.MSG.alreadyHome);
                const reasonId = `ev-why-${a.type}`;
                const effect = a.type === 'carry' ? carry.effect : a.effect;
                const warning = a.type === 'carry' && !why ? carry.warning : null;
                return (
                  <li key={a.type} className={styles.action}>
                    <button
                      type="button"
                      className={`btn ${a.type === 'move' ? 'btn-primary' : 'btn-outline'} ${styles.actionBtn}`}
                      disabled={disabled}
                      aria-describedby={`ev-eff-${a.type}${warning ? ` ev-warn-${a.type}` : ''}${why ? ` ${reasonId}` : ''}`}
                      onClick={() => dispatch({ type: a.type } as EverestAction)}
                    >
                      {a.label}
                    </button>
                    <span id={`ev-eff-${a.type}`} className={styles.actionEffect} data-testid={`effect-${a.type}`}>
                      {effect}
                    </span>
                    {warning && (
                      <span id={`ev-warn-${a.type}`} className={styles.reason} data-testid={`warn-${a.type}`}>
                        <span aria-hidden="true">⚠ </span>
                        {warning}
                      </span>
                    )}
                    {why && (
                      <span id={reasonId} className={styles.reason} data-testid={`why-${a.type}`}>
                        <span aria-hidden="true">🚫 </span>
                        {why}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>

          <section className={shared.panel} aria-labelledby="ev-team">
            <h2 id="ev-team">Team</h2>
            <ul className={styles.cards}>
              {game.team.map((m) => (
                <li key={m.role} className={styles.card}>
                  <h3 className={styles.cardTitle}>
                    {m.name} <span className={styles.role}>{C.ROLE_LABELS[m.role]}</span>
                  </h3>
                  {m.injured && (
                    <p className={styles.injured}>
                      <span aria-hidden="true">🩹 </span>Injured — rest to treat
                    </p>
                  )}
                  {m.ill && (
                    <p className={styles.injured}>
                      <span aria-hidden="true">🤢 </span>Altitude sickness — rest to recover
                    </p>
                  )}
                  {m.health <= C.CRITICAL_HEALTH && <p className={styles.injured}>Critical condition</p>}
                  <Bar label="Health" value={m.health} tone="good" />
                  <Bar label="Fatigue" value={m.fatigue} tone="bad" />
                  <Bar label="Morale" value={m.morale} tone="good" />
                  <Bar label="Acclimatisation" value={m.accl} tone="neutral" />
                </li>
              ))}
            </ul>
          </section>
        </div>

        <div className={styles.colSide}>
          <section className={shared.panel} aria-labelledby="ev-plan">
            <h2 id="ev-plan" tabIndex={-1}>
              Planning
            </h2>
            <form onSubmit={onPlan} className={styles.form} noValidate>
              <label htmlFor="ev-difficulty">Difficulty</label>
              <select
                id="ev-difficulty"
                value={classCtx ? classCtx.settings.difficulty : planDifficulty}
                disabled={!!classCtx}
                aria-describedby={classCtx ? 'ev-class-locked' : undefined}
                onChange={(e) => setPlanDifficulty(e.target.value as Difficulty)}>
                {C.DIFFICULTY_LIST.map((k) => {
                  const x = C.DIFFICULTIES[k];
                  return (
                    <option key={k} value={k}>
                      {k} — {x.days} days, {x.oxygen} O₂, {x.food} food
                    </option>
                  );
                })}
              </select>
              <label htmlFor="ev-seed">Seed</label>
              <input
                id="ev-seed"
                type="text"
                value={classCtx ? classCtx.seed : planSeed}
                disabled={!!classCtx}
                maxLength={classCtx ? undefined : C.SEED_MAX_LENGTH}
                onChange={(e) => setPlanSeed(e.target.value)}
                aria-invalid={seedError ? true : undefined}
                aria-describedby="ev-seed-help ev-seed-error"
                autoComplete="off"
                spellCheck={false}
              />
              <span id="ev-seed-help" className={styles.help}>
                Same seed, same weather and luck: compare plans with classmates.
              </span>
              {classCtx && (
                <span id="ev-class-locked" className={styles.help} data-testid="class-locked">
                  <span aria-hidden="true">🔒 </span>Class game: your teacher chose the difficulty and the seed. &quot;Begin Expedition&quot; restarts the class
                  expedition.
                </span>
              )}
              <span id="ev-seed-error" className={styles.error} role="alert">
                {seedError}
              </span>
              <div className={styles.formRow}>
                <button type="submit" className="btn btn-primary">
                  Begin Expedition
                </button>
                {!classCtx && (
                  <button type="button" className="btn btn-outline" onClick={() => setPlanSeed(newSeed(SEED_PREFIX))}>
                    Random seed
                  </button>
                )}
              </div>
            </form>
            <p className={styles.help}>
              Playing: <strong>{game.difficulty}</strong>, seed &quot;{game.seed}&quot;. Window {d.days} days, weather volatility {d.volatility}, queue factor{' '}
              {d.queueFactor}.
            </p>
            <div className={styles.form}>
              <label htmlFor="ev-pace">Pace</label>
              <select id="ev-pace" value={game.pace} disabled={over} onChange={(e) => dispatch({ type: 'setPace', pace: e.target.value as Pace })} aria-describedby="ev-pace-help">
                {C.PACE_LIST.map((p) => (
                  <option key={p}>{p}</option>
                ))}
              </select>
              <span id="ev-pace-help" className={styles.help}>
                {paceHelp(game.pace)}
              </span>
              <label htmlFor="ev-flow">Oxygen flow</label>
              <select id="ev-flow" value={game.flow} disabled={over} onChange={(e) => dispatch({ type: 'setFlow', flow: e.target.value as Flow })} aria-describedby="ev-flow-help">
                {C.FLOW_LIST.map((p) => (
                  <option key={p}>{p}</option>
                ))}
              </select>
              <span id="ev-flow-help" className={styles.help}>
                {flowHelp(game.flow)}
              </span>
              <label htmlFor="ev-start">Summit start time</label>
              <select
                id="ev-start"
                value={game.startTime}
                disabled={over}
                onChange={(e) => dispatch({ type: 'setStart', startTime: e.target.value as StartTime })}
                aria-describedby="ev-start-help"
              >
                {C.START_LIST.map((p) => (
                  <option key={p}>{p}</option>
                ))}
              </select>
              <span id="ev-start-help" className={styles.help}>
                {startHelp(game.startTime)}
              </span>
            </div>
          </section>

          <section className={shared.panel} aria-labelledby="ev-forecast">
            <h2 id="ev-forecast">3-day forecast</h2>
            <ul className={styles.forecast}>
              {forecast(game).map((w) => (
                <li key={w.day} className={w.storm ? styles.stormDay : undefined}>
                  <strong>Day {w.day}</strong>
                  <span aria-hidden="true" className={styles.wIcon}>
                    {weatherIcon(w)}
                  </span>
                  <span>{weatherText(w)}</span>
                </li>
              ))}
            </ul>
            <p className={styles.help}>
              Storm chance {pct(C.STORM_BASE + C.STORM_VOLATILITY * d.volatility)} a day on {game.difficulty}. A storm adds +{C.RISK_STORM} to move risk, wind above{' '}
              {C.RISK_WIND_LINE} km/h +{C.RISK_WIND}, colder than {C.RISK_COLD_LINE} °C +{C.RISK_COLD}.
            </p>
          </section>

          <section className={shared.panel} aria-labelledby="ev-caches">
            <h2 id="ev-caches">Caches</h2>
            <table className={shared.table}>
              <thead>
                <tr>
                  <th scope="col">Camp</th>
                  <th scope="col">Altitude</th>
                  <th scope="col">O₂ cached</th>
                  <th scope="col">Breathed here?</th>
                </tr>
              </thead>
              <tbody>
                {C.CACHE_CAMPS.map((c) => (
                  <tr key={c}>
                    <th scope="row">{C.CAMP_NAMES[c]}</th>
                    <td>{C.ALTITUDES[c]} m</td>
                    <td>{fmt(game.caches[c])}</td>
                    <td>{C.ALTITUDES[c] >= C.OXYGEN_ALTITUDE ? 'Yes' : `No: below ${C.OXYGEN_ALTITUDE} m`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={styles.help}>{cachesHelp()}</p>
          </section>

          <section className={shared.panel} aria-labelledby="ev-goals">
            <h2 id="ev-goals">Role goals</h2>
            <ul className={styles.goals}>
              {goals(game).map((g) => (
                <li key={g.role}>
                  <span>
                    <strong>{C.ROLE_LABELS[g.role]}</strong> ({g.name}): {g.goal}
                  </span>
                  <Bar label="Satisfaction" value={g.satisfaction} tone="neutral" />
                  <span className={styles.help}>{g.how}</span>
                </li>
              ))}
            </ul>
          </section>

          <section className={shared.panel} aria-labelledby="ev-log">
            <h2 id="ev-log">Event log</h2>
            <ol className={styles.log} tabIndex={0} aria-label="Event log, newest first" data-testid="log">
              {game.log
                .map((e, i) => ({ e, i }))
                .reverse()
                .map(({ e, i }) => (
                  <li key={i} className={styles[`log_${e.kind}`]}>
                    <span className={styles.logDay}>Day {e.day}</span> {e.text}
                  </li>
                ))}
            </ol>
          </section>

          <details className={`${shared.panel} ${styles.details}`}>
            <summary>How the mountain works (rules the spec leaves open)</summary>
            <ul>
              {OPEN_RULES.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </details>
        </div>
      </div>

      <Dialog
        open={eventOpen}
        title={eventTitle}
        onClose={() => setEventOpen(false)}
        testId="event-modal"
        fallbackFocus="ev-actions-title"
        closeLabel="Close dialog"
        closeButton={false}
        actions={closeAction(() => setEventOpen(false))}
      >
        <ul className={styles.dialogList}>
          {events.map((e, i) => (
            <li key={i}>{e.text}</li>
          ))}
        </ul>
      </Dialog>
      <Dialog
        open={homeOpen}
        title={C.MSG.alreadyHome}
        onClose={() => setHomeOpen(false)}
        testId="home-modal"
        fallbackFocus="ev-actions-title"
        closeLabel="Close dialog"
        closeButton={false}
        actions={closeAction(() => setHomeOpen(false))}
      >
        <p>The team is already at Base Camp ({C.ALTITUDES.BC} m). There is nowhere lower to go — no day was used.</p>
      </Dialog>
      <Dialog
        open={confirmOpen}
        title="Start a new expedition?"
        onClose={() => setConfirmOpen(false)}
        testId="confirm-modal"
        fallbackFocus="ev-plan"
        closeLabel="Close dialog"
        closeButton={false}
        actions={
          <>
            <button type="button" className="btn btn-outline" onClick={start}>
              Yes, start over
            </button>
            {closeAction(() => setConfirmOpen(false))}
          </>
        }
      >
        <p>The expedition in progress (day {game.day + 1}) will be replaced.</p>
      </Dialog>
      <ReplaceGameDialog open={askReplace} onYes={joinClass} onNo={keepSolo} />
    </div>
  );
}

/** The dialogs' Close button, focused when a dialog opens (the × in the corner is "Close dialog"). */
function closeAction(close: () => void) {
  return (
    <button type="button" className="btn btn-primary" onClick={close} data-autofocus>
      Close
    </button>
  );
}

/** The result code on the end screen: class games carry the class id and seed, solo games neither the id nor the typed seed. */
function ResultCode({
  game,
  classCtx,
  nickname,
  onNickname,
}: {
  game: EverestState;
  classCtx: ClassContext<{ difficulty: Difficulty }> | null;
  nickname: string;
  onNickname: (text: string) => void;
}) {
  const xp = (
    <EndScreenXp
      finish={{
        game: 'everest',
        id: finishId(game.seed, game.moves ?? [game.day, game.location, game.endReason]),
        result: { grade: scoreOf(game).grade as EverestGrade, summited: game.summited },
      }}
    />
  );
  if (!game.moves)
    return (
      <>
        <p className={styles.help} data-testid="no-code">
          This expedition has no result code: it was started before result codes existed, or its saved moves could not be checked. Start a
          new expedition to get one.
        </p>
        {xp}
      </>
    );
  return (
    <>
      <ResultCodePanel
        makeCode={(n, attempt) =>
          codeFor(game, classCtx ? { classId: classCtx.classId, nickname: n, seed: classCtx.seed, attempt } : { classId: '', nickname: n, attempt }) ?? ''
        }
        place={{ game: 'everest', classId: classCtx?.classId ?? '', seed: classCtx?.seed ?? game.seed }}
        nickname={nickname}
        onNickname={onNickname}
      />
      {xp}
    </>
  );
}

function Summary({ game, children }: { game: EverestState; children?: React.ReactNode }) {
  const s = scoreOf(game);
  const sum = summaryOf(game);
  const headline = game.endReason === 'returned' ? 'Summit and safe return!' : game.summited ? 'Summit reached, but not back in time' : 'The summit was not reached';
  return (
    <section className={`${shared.panel} ${styles.summary}`} aria-labelledby="ev-summary" data-testid="summary">
      <h2 id="ev-summary">Expedition summary: {headline}</h2>
      {game.endReason === 'window' && (
        <p className={styles.alert}>
          <strong>{C.MSG.windowClosed}</strong> — {C.MSG.windowClosedText}
        </p>
      )}
      <p>
        Final score <strong>{s.total}</strong>, grade <strong data-testid="grade">{s.grade}</strong>, after {game.day} days on {game.difficulty} (seed &quot;{game.seed}&quot;).
      </p>
      <dl className={styles.summaryFigures} data-testid="summary-figures">
        <div>
          <dt>Summit reached</dt>
          <dd data-testid="summary-summit">{sum.summit ? 'Yes' : 'No'}</dd>
        </div>
        <div>
          <dt>Home safe</dt>
          <dd data-testid="summary-home">{sum.home ? 'Yes' : 'No'}</dd>
        </div>
        <div>
          <dt>Days</dt>
          <dd data-testid="summary-days">{sum.days}</dd>
        </div>
        <div>
          <dt>Score</dt>
          <dd data-testid="summary-score">{sum.score}</dd>
        </div>
        <div>
          <dt>Grade</dt>
          <dd data-testid="summary-grade">{sum.grade}</dd>
        </div>
      </dl>
      <table className={shared.table}>
        <caption className="visually-hidden">Score breakdown</caption>
        <tbody>
          <tr>
            <th scope="row">{SCORE_LABELS.summit}</th>
            <td>{s.summit}</td>
          </tr>
          <tr>
            <th scope="row">{SCORE_LABELS.returned}</th>
            <td>{s.returned}</td>
          </tr>
          <tr>
            <th scope="row">{SCORE_LABELS.time}</th>
            <td>{s.time}</td>
          </tr>
          <tr>
            <th scope="row">{SCORE_LABELS.healthMorale}</th>
            <td>{s.healthMorale}</td>
          </tr>
          <tr>
            <th scope="row">{SCORE_LABELS.supplies}</th>
            <td>{s.supplies}</td>
          </tr>
          <tr>
            <th scope="row">{SCORE_LABELS.rescues}</th>
            <td>{s.rescues}</td>
          </tr>
          <tr>
            <th scope="row">{SCORE_LABELS.roles}</th>
            <td>{s.roles}</td>
          </tr>
        </tbody>
      </table>
      <p className={styles.help}>Start a new expedition from the planning panel: try another difficulty, or the same seed with a different plan.</p>
      {children}
    </section>
  );
}
