'use client';
/**
 * Bullwhip Rush screen: renders the engine state and dispatches actions.
 * No rules here: every number comes from the engine and its selectors.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useSetAtom } from 'jotai';
import { toast } from 'sonner';
import { RESET } from '@/lib/storage/persisted';
import { useEngine } from '@/components/sim/useEngine';
import { SimToaster } from '@/components/sim/SimToaster';
import {
  DEFAULT_ORDER,
  HISTORY_ROUNDS,
  INITIAL_POWERS,
  LESSON_QUOTE,
  MAX_ORDER,
  MIN_ORDER,
  POWERS,
  POWER_LABELS,
  SCENARIOS,
  SCENARIO_NAMES,
  SEED,
  TIERS,
  TIER_NAMES,
} from '@/engines/bullwhip/constants';
import { parseOrder } from '@/engines/bullwhip/engine';
import { DEFAULT_SETUP, engine } from '@/engines/bullwhip';
import { canHandInHalfWay, classSpec, codeFor, halfWayProgress, ratioWords, serviceWords, summaryOf } from '@/engines/bullwhip/classroom';
import { progressWords } from '@/engines/core/code';
import type { ClassContext } from '@/engines/core/classLink';
import {
  averageService,
  infoSyncRound,
  playerNode,
  recentHistory,
  sharedDemand,
  teamChainCost,
  trafficLight,
} from '@/engines/bullwhip/selectors';
import type { GameState, Setup, Tier } from '@/engines/bullwhip/types';
import { useClassGame } from '@/components/classroom/useClassGame';
import { CLASS_TEXT, ClassBanner, ClassLinkProblems, ReplaceGameDialog } from '@/components/classroom/ClassBanner';
import { ResultCodePanel } from '@/components/classroom/ResultCodePanel';
import { HalfWayCode } from '@/components/classroom/HalfWayCode';
import { EndScreenXp } from '@/components/progress/EndScreenXp';
import { finishId } from '@/engines/progress/award';
import { movesOf } from '@/engines/bullwhip/classroom';
import { HOW_TO_PLAY, ROLE_BLURBS, SCENARIO_BLURBS, TAGLINE, TRAFFIC_TEXT, historyTitle, powerHelp } from '@/content/bullwhip/texts';
import { gameAtom } from './state';
import { PipelineTrack, preloadTrackMove } from './PipelineTrack';
import { pipelineMove, type PipelineMove } from './pipelineMove';
import shared from '@/components/sim/shared.module.css';
import styles from './Game.module.css';

/** A panel: the shared simulation panel, raised, with this game's padding. */
const CARD = `${shared.panel} ${shared.raised} ${styles.card}`;

/** The debrief (charts) is its own chunk, fetched only when 'View Details' opens it. */
const Debrief = lazy(() => import('./Debrief'));

const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const pct = (x: number) => `${Math.round(x * 100)}%`;

/**
 * The student's system setting, read when a move would start. Not framer's hook: importing components/sim/Motion
 * here would put framer-motion in the island's first load (see TrackMove.tsx).
 */
const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** True when the game is the class's: its settings and seed are the class link's. */
const isClassGame = (g: GameState, ctx: ClassContext<Setup>) =>
  g.seed === ctx.seed && g.scenario === ctx.settings.scenario && g.playerRole === ctx.settings.playerRole;

export default function Game() {
  const [game, dispatch] = useEngine(gameAtom, engine.step);
  const cls = useClassGame(classSpec);
  const [soloNickname, setSoloNickname] = useState('');
  const setGame = useSetAtom(gameAtom);
  const [orderText, setOrderText] = useState(String(DEFAULT_ORDER));
  const [showDebrief, setShowDebrief] = useState(false);
  const [announce, setAnnounce] = useState('');
  const orderRef = useRef<HTMLInputElement>(null);
  const completeRef = useRef<HTMLHeadingElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<'order' | 'complete' | 'start' | null>(null);
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
    setGame(engine.init(ctx.settings, ctx.seed));
  }
  function joinClass() {
    if (!cls.pending) return;
    const ctx = cls.pending;
    cls.join();
    newClassGame(ctx);
    setAnnounce(`Class game: ${classSpec.describe(ctx.settings)}.`);
  }
  function leaveClass() {
    cls.leave();
    setMove(null);
    setShowDebrief(false);
    setGame(engine.init(DEFAULT_SETUP, SEED));
    toast('You left the class game. This is your own game again.');
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
  }, [game]);

  const me = game.playerRole;
  const node = playerNode(game);
  const light = trafficLight(node);
  const seesDemand = me === 'R' || game.infoShared;
  const typed = orderText.trim();
  const placed = parseOrder(orderText);
  const orderNote =
    typed === '' || Number(typed) !== placed
      ? `Will be placed as ${placed} (orders are whole numbers from ${MIN_ORDER} to ${MAX_ORDER}; anything that is not a number counts as ${parseOrder('')}).`
      : '';

  function onStart() {
    pendingFocus.current = 'order';
    setShowDebrief(false);
    setOrderText(String(DEFAULT_ORDER));
    const r = dispatch({ type: 'start' });
    if (!r.refusal) setAnnounce(`Game started. You are the ${TIER_NAMES[me]}. Round ${r.state.round} of ${r.state.maxRounds}.`);
  }

  function onReset() {
    if (cls.context) {
      newClassGame(cls.context);
      toast('Game reset. Press Start to play the class game again.');
      setAnnounce('Game reset.');
      return;
    }
    setMove(null);
    setGame(RESET);
    setShowDebrief(false);
    setOrderText(String(DEFAULT_ORDER));
    toast('Game reset. Pick a scenario and a role, then press Start.');
    setAnnounce('Game reset.');
  }

  function onResolve(e: FormEvent) {
    e.preventDefault();
    const before = game;
    const r = dispatch({ type: 'resolve', order: orderText });
    if (r.refusal) return;
    const next = r.state;
    // Under reduced motion there is no move at all: the new state shows at once.
    const moved = prefersReducedMotion() || next.isFinished ? null : pipelineMove(before, next);
    setMove(moved && moved.tokens.length > 0 ? moved : null);
    const last = next.log[next.log.length - 1];
    if (next.isFinished) pendingFocus.current = 'complete';
    setAnnounce(
      `Round ${last.round} resolved. You ordered ${last.orders[me]}, shipped ${last.shipped[me]}. Inventory ${last.inv[me]}, backlog ${last.back[me]}, week cost ${money(last.costs[me])}.`,
    );
  }

  function onPlayAgain() {
    pendingFocus.current = 'start';
    setMove(null);
    setShowDebrief(false);
    dispatch({ type: 'playAgain' });
  }

  /** Disabled controls give the engine's own reason (the same check the step makes). */
  const locked = cls.context ? { message: CLASS_TEXT.locked } : engine.refusal(game, { type: 'setRole', role: me });
  const startRefusal = engine.refusal(game, { type: 'start' });
  const heldPowers = POWERS.filter((p) => INITIAL_POWERS[me][p]);
  const inOrderNow = me === 'R' ? null : node.inOrders[0];
  const downstream = TIERS[TIERS.indexOf(me) - 1] as Tier | undefined;
  const lastEntry = game.log[game.log.length - 1];
  const syncRound = me === 'R' ? null : infoSyncRound(game);
  /** One wording for everything that arrives: orders and shipments due when round `round + i` is resolved. */
  const arrivalLabel = (i: number) => {
    const r = game.round + i;
    if (i === 0) return `Arriving this round (round ${r})`;
    return r > game.maxRounds ? `Arriving in round ${r}, after the last round` : `Arriving in round ${r}`;
  };

  return (
    <div className={styles.page} onPointerDownCapture={skipMove} onKeyDownCapture={skipMove}>
      <SimToaster />
      <p className="visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>
      <header className={styles.header}>
        <div className={styles.brand}>
          <Link href="/" className={styles.home}>
            ← Home
          </Link>
          <h1 className={styles.title}>Bullwhip Rush</h1>
        </div>
        <div className={styles.controls}>
          <label className={styles.field}>
            <span>Scenario</span>
            <select
              value={game.scenario}
              disabled={locked !== null}
              title={locked?.message}
              onChange={(e) => dispatch({ type: 'setScenario', scenario: e.target.value })}
            >
              {SCENARIOS.map((s) => (
                <option key={s} value={s}>
                  {SCENARIO_NAMES[s]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>Your role</span>
            <select value={me} disabled={locked !== null} title={locked?.message} onChange={(e) => dispatch({ type: 'setRole', role: e.target.value })}>
              {TIERS.map((t) => (
                <option key={t} value={t}>
                  {t} {TIER_NAMES[t]}
                </option>
              ))}
            </select>
          </label>
          <div className={styles.buttons}>
            <button ref={startRef} type="button" className="btn btn-primary" onClick={onStart} disabled={startRefusal !== null} title={startRefusal?.message}>
              Start
            </button>
            <button type="button" className="btn btn-outline" onClick={onReset}>
              Reset
            </button>
          </div>
        </div>
      </header>

      <ClassLinkProblems problems={cls.problems} />
      {cls.context && <ClassBanner spec={classSpec} context={cls.context} onLeave={leaveClass} />}
      <ReplaceGameDialog open={!!cls.pending && unfinished} onYes={joinClass} onNo={cls.decline} />

      {!game.isStarted && (
        <section className={CARD} aria-labelledby="bw-intro">
          <h2 id="bw-intro">How to play</h2>
          <p>{TAGLINE}</p>
          <ol className={styles.steps}>
            {HOW_TO_PLAY.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ol>
          <h3>The scenarios</h3>
          <ul className={styles.scenarios}>
            {SCENARIOS.map((sc) => (
              <li key={sc}>
                <strong>
                  {SCENARIO_NAMES[sc]}
                  {sc === game.scenario ? ' (chosen)' : ''}
                </strong>
                : {SCENARIO_BLURBS[sc]}
              </li>
            ))}
          </ul>
          <h3>The four tiers</h3>
          <ul className={styles.roles}>
            {TIERS.map((t) => (
              <li key={t} className={t === me ? styles.roleChosen : undefined}>
                <strong>
                  {t} {TIER_NAMES[t]}
                  {t === me ? ' (your role)' : ''}
                </strong>
                <span>{ROLE_BLURBS[t]}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {game.isFinished && (
        <section className={`${CARD} ${styles.complete}`} aria-labelledby="bw-complete">
          <h2 id="bw-complete" ref={completeRef} tabIndex={-1}>
            Game Complete
          </h2>
          <dl className={styles.kpis}>
            <div>
              <dt>Total chain cost (your score)</dt>
              <dd data-testid="final-chain-cost">{money(summary!.chainCost)}</dd>
            </div>
            <div>
              <dt>Your tier’s cost</dt>
              <dd data-testid="final-cost">{money(summary!.cost)}</dd>
            </div>
            <div>
              <dt>Autopilot’s chain cost in your seat</dt>
              <dd data-testid="final-autopilot">{money(summary!.autopilotChainCost)}</dd>
            </div>
            <div>
              <dt>Average service</dt>
              <dd data-testid="final-service">{pct(averageService(game))}</dd>
            </div>
            <div>
              <dt>Your service</dt>
              <dd data-testid="final-my-service">{serviceWords(summary!.service)}</dd>
            </div>
            <div>
              <dt>Your order variance ÷ demand variance</dt>
              <dd data-testid="final-ratio">{ratioWords(summary!.ratio)}</dd>
            </div>
          </dl>
          <blockquote className={styles.quote}>{LESSON_QUOTE}</blockquote>
          <div className={styles.buttons}>
            <button
              type="button"
              className="btn btn-primary"
              aria-expanded={showDebrief}
              aria-controls="bw-debrief"
              onClick={() => setShowDebrief((v) => !v)}
            >
              {showDebrief ? 'Hide Details' : 'View Details'}
            </button>
            <button type="button" className="btn btn-outline" onClick={onPlayAgain}>
              Play Again
            </button>
          </div>
          <ResultCodePanel
            makeCode={(nickname, attempt) => codeFor(game, { classId, nickname, attempt })}
            place={{ game: 'bullwhip', classId, seed: game.seed }}
            nickname={classId ? cls.nickname : soloNickname}
            onNickname={classId ? cls.setNickname : setSoloNickname}
          />
          {summary && (
            <EndScreenXp
              finish={{
                game: 'bullwhip',
                id: finishId(game.seed, [game.scenario, game.playerRole, movesOf(game)]),
                result: { chainCost: summary.chainCost, autopilotChainCost: summary.autopilotChainCost },
              }}
            />
          )}
          <div id="bw-debrief">
            {showDebrief && (
              <Suspense
                fallback={
                  <p role="status" className={`${shared.muted} ${styles.line}`}>
                    Loading the debrief…
                  </p>
                }
              >
                <Debrief game={game} />
              </Suspense>
            )}
          </div>
        </section>
      )}

      {game.isStarted && (
        <div className={styles.grid}>
          {!game.isFinished && (
            <section className={`${CARD} ${styles.pipeline}`} aria-labelledby="bw-pipeline">
              <h2 id="bw-pipeline">Pipeline: {TIER_NAMES[me]}</h2>
              <p className={`${styles.light} ${styles[light]}`} data-testid="traffic-light" data-light={light}>
                <span className={styles.lamp} aria-hidden="true">
                  {light === 'red' ? '■' : light === 'yellow' ? '▲' : '●'}
                </span>
                <span>
                  <strong>{TRAFFIC_TEXT[light].label}</strong>: {TRAFFIC_TEXT[light].detail}
                </span>
              </p>
              <div className={styles.flow}>
                <div className={styles.flowBox}>
                  <h3>Incoming orders</h3>
                  {me === 'R' ? (
                    <p>
                      Customers buy straight from your shelf. Last week they bought <strong>{node.demand}</strong>.
                    </p>
                  ) : (
                    <p>
                      <span data-testid="incoming-order-label">
                        Order from the {TIER_NAMES[downstream!]}, {arrivalLabel(0).toLowerCase()}
                      </span>
                      : <strong data-testid="incoming-order" data-round={game.round}>{inOrderNow}</strong>
                      <br />
                      Last week you received {node.demand}.
                    </p>
                  )}
                  {me !== 'R' && (
                    <p className={`${shared.muted} ${styles.line}`} data-testid="info-sync-note">
                      {syncRound !== null && lastEntry ? (
                        <>
                          Info sync (shared from round {syncRound}): customers bought{' '}
                          <strong>{sharedDemand(game, lastEntry) ?? '—'}</strong> last week.
                        </>
                      ) : (
                        'You cannot see what customers buy.'
                      )}
                    </p>
                  )}
                </div>
                <div className={styles.flowBox}>
                  <h3>Inventory and backlog</h3>
                  <p className={styles.big}>
                    <span>
                      <strong data-testid="inv">{node.inv}</strong> in stock
                    </span>
                    <span>
                      <strong data-testid="back">{node.back}</strong> owed
                    </span>
                  </p>
                </div>
                <div className={styles.flowBox}>
                  <h3>{me === 'F' ? 'Incoming production' : 'Incoming shipments'}</h3>
                  <ul className={styles.ships}>
                    {node.inShips.map((q, i) => (
                      <li key={i} data-testid="arrival" data-round={game.round + i}>
                        {arrivalLabel(i)}: <strong>{q}</strong>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
              <PipelineTrack
                slots={node.inShips}
                round={game.round}
                maxRounds={game.maxRounds}
                stock={node.inv}
                supplierLabel={me === 'F' ? 'Production' : TIER_NAMES[TIERS[TIERS.indexOf(me) + 1]]}
                move={move && move.round === game.round - 1 ? move : null}
                onLanded={() => setMove(null)}
              />
              <p className={`${shared.muted} ${styles.line}`}>
                “This round” means when you press Resolve Round for round {game.round}: what arrives then is in stock
                before you ship.
              </p>
              {seesDemand && game.activeEvent && <p className={styles.event}>Last week: {game.activeEvent}</p>}
            </section>
          )}

          {!game.isFinished && (
            <section className={`${CARD} ${styles.decision}`} aria-labelledby="bw-decision">
              <h2 id="bw-decision">
                Round <span data-testid="round">{game.round}</span> of {game.maxRounds}
              </h2>
              <p className={`${shared.muted} ${styles.line}`}>
                Whose turn it is in the chain: <strong>{TIER_NAMES[game.currentPlayer]}</strong>
              </p>
              <form onSubmit={onResolve}>
                <label htmlFor="bw-order" className={styles.orderLabel}>
                  Order quantity ({MIN_ORDER}–{MAX_ORDER})
                </label>
                <div className={styles.orderRow}>
                  <button
                    type="button"
                    className={styles.step}
                    aria-label="Order one less"
                    onClick={() => setOrderText(String(Math.max(MIN_ORDER, placed - 1)))}
                  >
                    −
                  </button>
                  <input
                    id="bw-order"
                    ref={orderRef}
                    className={styles.orderInput}
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    value={orderText}
                    aria-describedby="bw-order-note"
                    onChange={(e) => setOrderText(e.target.value.slice(0, 12))}
                  />
                  <button
                    type="button"
                    className={styles.step}
                    aria-label="Order one more"
                    onClick={() => setOrderText(String(Math.min(MAX_ORDER, placed + 1)))}
                  >
                    +
                  </button>
                </div>
                <p id="bw-order-note" className={styles.note} aria-live="polite">
                  {orderNote}
                </p>
                {heldPowers.length > 0 && (
                  <fieldset className={styles.powers}>
                    <legend>One-shot powers (each works once per game)</legend>
                    {heldPowers.map((p) => {
                      const available = game.powers[me][p];
                      const armed = game.decisions[p];
                      const action = { type: armed ? 'disarmPower' : 'armPower', power: p } as const;
                      const why = engine.refusal(game, action);
                      return (
                        <div key={p} className={styles.power}>
                          <button
                            type="button"
                            className={`${styles.powerBtn} ${armed ? styles.armed : ''}`}
                            aria-pressed={armed}
                            disabled={why !== null}
                            title={why?.message}
                            aria-describedby={`bw-help-${p}`}
                            onClick={() => dispatch(action)}
                          >
                            {!available ? `${POWER_LABELS[p]}: used` : armed ? `✓ ${POWER_LABELS[p]} this round` : `Use ${POWER_LABELS[p]}`}
                          </button>
                          <span id={`bw-help-${p}`} className={styles.help}>
                            {powerHelp(p, me)}
                          </span>
                        </div>
                      );
                    })}
                  </fieldset>
                )}
                <button type="submit" className={`btn btn-primary ${styles.resolve}`}>
                  Resolve Round
                </button>
              </form>
              {classId && canHandInHalfWay(game) && (
                <HalfWayCode
                  makeCode={(nickname, attempt) => codeFor(game, { classId, nickname, attempt, inProgress: true })}
                  nickname={cls.nickname}
                  onNickname={cls.setNickname}
                  place={{ game: 'bullwhip', classId, seed: game.seed }}
                  progress={progressWords(halfWayProgress(game))}
                />
              )}
            </section>
          )}

          <section className={`${CARD} ${styles.kpiCard}`} aria-labelledby="bw-kpi">
            <h2 id="bw-kpi">Your numbers</h2>
            <dl className={styles.kpis}>
              <div>
                <dt>Inventory</dt>
                <dd>{node.inv}</dd>
              </div>
              <div>
                <dt>Backlog</dt>
                <dd>{node.back}</dd>
              </div>
              <div>
                <dt>Week cost</dt>
                <dd data-testid="week-cost">{money(node.costWeek)}</dd>
              </div>
              <div>
                <dt>Total cost</dt>
                <dd data-testid="total-cost">{money(node.costCum)}</dd>
              </div>
              <div>
                <dt>Service %</dt>
                <dd>{pct(node.serviceFill)}</dd>
              </div>
              <div>
                <dt>Team chain cost</dt>
                <dd>{money(teamChainCost(game))}</dd>
              </div>
              <div>
                <dt>Average service</dt>
                <dd>{pct(averageService(game))}</dd>
              </div>
            </dl>
          </section>

          <section className={`${CARD} ${styles.history}`} aria-labelledby="bw-history">
            <h2 id="bw-history">{historyTitle()}</h2>
            {game.log.length === 0 ? (
              <p className={`${shared.muted} ${styles.line}`}>Nothing yet: resolve your first round.</p>
            ) : (
              <div className={shared.tableWrap} tabIndex={0} role="region" aria-label="Round history, newest first">
                <table className={`${shared.table} ${styles.numbers}`} data-testid="history">
                  <caption className="visually-hidden">Your last {HISTORY_ROUNDS} rounds, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Round</th>
                      <th scope="col">{me === 'R' ? 'Customer demand' : 'Demand'}</th>
                      {syncRound !== null && <th scope="col">Customers (from round {syncRound})</th>}
                      <th scope="col">Shipped</th>
                      <th scope="col">Ordered</th>
                      <th scope="col">Stock</th>
                      <th scope="col">Backlog</th>
                      <th scope="col">Cost</th>
                    </tr>
                  </thead>
                  <tbody>
                    {recentHistory(game).map((e) => (
                      <tr key={e.round}>
                        <th scope="row">{e.round}</th>
                        <td>{e.received[me]}</td>
                        {syncRound !== null && (
                          <td data-testid="shared-demand">
                            {sharedDemand(game, e) ?? <span aria-label="not shared (before info sync)">—</span>}
                          </td>
                        )}
                        <td>{e.shipped[me]}</td>
                        <td>
                          {e.orders[me]}
                          {e.powersUsed.length > 0 && (
                            <span className={styles.tag}> + {e.powersUsed.map((p) => POWER_LABELS[p]).join(', ')}</span>
                          )}
                        </td>
                        <td>{e.inv[me]}</td>
                        <td>{e.back[me]}</td>
                        <td>{money(e.costs[me])}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
