'use client';
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { TEAM_SIZE } from '@/engines/summit/constants';
import { debriefTotals, verdict } from '@/engines/summit/selectors';
import { fillTemplate } from '@/engines/summit/text';
import { scoreFormulaText, signed } from '@/engines/summit/copy';
import type { Gauge, SummitSetup } from '@/engines/summit/types';
import { STORY, LEARNING_OUTCOMES } from '@/content/summit/story';
import { weatherInfo } from './Status';
import { newSeed, type SummitDispatch } from './store';
import { ResultCodePanel } from '@/components/classroom/ResultCodePanel';
import { codeFor, summaryOf, type SummitPlayed } from '@/engines/summit/classroom';
import { codeMoves } from '@/engines/core/record';
import { manifest } from '@/engines/summit/manifest';
import { EndScreenXp } from '@/components/progress/EndScreenXp';
import { finishId } from '@/engines/progress/award';
import { prefersReducedMotion } from '@/lib/reducedMotion';
import type { SummitClass } from './ClassGate';
import shared from '@/components/sim/shared.module.css';
import styles from './summit.module.css';

const GAUGES: Gauge[] = ['oxygen', 'morale', 'health', 'progress'];
const GAUGE_LABEL: Record<Gauge, string> = { oxygen: 'Oxygen', morale: 'Morale', health: 'Health', progress: 'Progress' };

export function FinalPanel({
  played,
  dispatch,
  newGame,
  cls = null,
}: {
  /** The finished expedition: its record (for the result code) and its state. */
  played: SummitPlayed;
  dispatch: SummitDispatch;
  /** Starts a new record (useRecord's newGame). */
  newGame: (setup: SummitSetup, seed: string) => void;
  /** The class game, when this expedition is one (its code carries the class id; its nickname is saved with it). */
  cls?: Pick<SummitClass, 'context' | 'nickname' | 'setNickname'> | null;
}) {
  const { state, record } = played;
  const won = state.summitReached === true;
  const ctx = cls?.context ?? null;
  // A solo nickname lives in this panel only; a class nickname is saved with the class.
  const [soloNickname, setSoloNickname] = useState('');
  const nickname = ctx ? cls!.nickname : soloNickname;
  const rows = debriefTotals(state);
  // The same figures as the result code's summary (summaryOf), so the class report shows what this screen shows.
  const sum = summaryOf(state);

  // "Climb again with the same team": a new record with the same role, whose first move sets up the same product
  // (and LaunchPad profiles), so the first round opens at once, as before.
  const climbAgain = () => {
    newGame({ role: state.selectedRole }, ctx ? ctx.seed : newSeed());
    dispatch({ type: 'setupProduct', product: state.product, founderProfile: state.founderProfile, rivalProfile: state.rivalProfile });
  };

  // A small celebration for a summit, never under reduced motion; the library loads only then.
  useEffect(() => {
    if (!won || prefersReducedMotion()) return;
    import('canvas-confetti').then((m) => m.default({ particleCount: 90, spread: 70, origin: { y: 0.3 }, disableForReducedMotion: true })).catch(() => {});
  }, [won]);

  return (
    <section className={`${shared.panel} ${shared.raised} ${styles.card}`} aria-labelledby="summit-final-h">
      <p className={styles.kicker}>Final results</p>
      <h2 id="summit-final-h" className={styles.h2} tabIndex={-1}>
        <span aria-hidden="true">{won ? '🏔️🚩 ' : '⛺ '}</span>
        {won ? 'Summit reached: launch day!' : 'The summit was not reached'}
      </h2>
      <p className={won ? styles.win : styles.lose}>{verdict(state)}</p>
      <dl className={styles.facts} data-testid="summit-final-facts">
        <div>
          <dt>Survivors</dt>
          <dd>
            {sum.survivors} of {TEAM_SIZE}
          </dd>
        </div>
        <div>
          <dt>Score</dt>
          <dd>{sum.score}</dd>
        </div>
        <div>
          <dt>Oxygen · Morale</dt>
          <dd>
            {sum.oxygen} · {sum.morale}
          </dd>
        </div>
        <div>
          <dt>Progress · Team health</dt>
          <dd>
            {sum.progress} · {sum.health}
          </dd>
        </div>
      </dl>
      <p className={styles.small}>{scoreFormulaText()}</p>

      <ResultCodePanel
        makeCode={(nick, attempt) => codeFor(played, { classId: ctx?.classId ?? '', nickname: nick, attempt })}
        place={{ game: 'summit', classId: ctx?.classId ?? '', seed: record.seed }}
        nickname={nickname}
        onNickname={ctx ? cls!.setNickname : setSoloNickname}
      />
      <EndScreenXp finish={{ game: 'summit', id: finishId(record.seed, codeMoves(manifest, record.moves)), result: { won: sum.reached, survivors: sum.survivors } }} />

      <h3 className={styles.h3}>Debrief: what moved each gauge</h3>
      <div className={shared.tableWrap} tabIndex={0} role="region" aria-label="Debrief table (scrolls sideways on small screens)">
        <table className={`${shared.table} ${styles.table}`}>
          <caption className="visually-hidden">Totals over the expedition by cause</caption>
          <thead>
            <tr>
              <th scope="col">Cause</th>
              {GAUGES.map((g) => (
                <th scope="col" key={g}>
                  {GAUGE_LABEL[g]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...new Set(rows.map((r) => r.label))].map((label) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {GAUGES.map((g) => {
                  const row = rows.find((r) => r.label === label && r.gauge === g);
                  return (
                    <td key={g} className={row ? (row.amount < 0 ? styles.neg : styles.pos) : undefined}>
                      {row ? signed(row.amount) : '–'}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3 className={styles.h3}>Round by round</h3>
      <ol className={styles.rounds}>
        {state.history.map((h) => (
          <li key={h.round}>
            <strong>
              Round {h.round}: {STORY[h.round - 1]?.title}
            </strong>{' '}
            <span className={styles.small}>
              ({weatherInfo(h.weather).label}, {h.kind === 'crisis' ? 'crisis vote' : 'role decision'})
            </span>
            <br />
            {fillTemplate(h.decisionText, state.product)}
            <br />
            <span className={styles.small}>
              Oxygen {signed(h.outcome.oxygenChange)}, morale {signed(h.outcome.moraleChange)}, health {signed(h.outcome.healthLoss)}
              {h.outcome.accident ? ' (and an accident)' : ''}, progress {signed(h.outcome.progressGain)}
              {h.keywords.length ? ` · keywords: ${h.keywords.join(', ')}` : ''}
            </span>
          </li>
        ))}
      </ol>

      <h3 className={styles.h3}>What you practised</h3>
      <ul>
        {LEARNING_OUTCOMES.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <p>Try again: what changes if you rest before the storm, or push in the blizzard? Does a different role see it differently?</p>
      <div className={styles.actions}>
        {/* A class game climbs again on the class's seed (same weather and dice), so the new result is the class's too. */}
        <button type="button" className="btn btn-primary" onClick={climbAgain}>
          Climb again with the same team
        </button>
        {!ctx && (
          <Link href="/simulation/summit/roles" prefetch={false} className="btn btn-outline">
            Choose a different role
          </Link>
        )}
      </div>
    </section>
  );
}
