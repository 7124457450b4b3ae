/**
 * How to play, shown before the start: the mode (Solo, or Team: 2–4 students on one device, docs/rules/bullwhip.md
 * "Team mode", with the tiers they play as checkboxes), the steps, the scenarios and the four tiers (the chosen ones
 * marked). Hook-free and without 'use client': the static frame (Frame.tsx, docs/site.md "Static frames") draws it
 * with no game and no handlers, so nothing is marked chosen and no mode is ticked (a game's setup is not the frame's).
 */
import { SCENARIOS, SCENARIO_NAMES, TIERS, TIER_NAMES } from '@/engines/bullwhip/constants';
import { playerName, TEAM_MAX, TEAM_MIN, TEAM_MODE } from '@/engines/bullwhip/team';
import type { Refusal } from '@/engines/core/contract';
import type { GameState, Setup, Tier } from '@/engines/bullwhip/types';
import { HOW_TO_PLAY, ROLE_BLURBS, SCENARIO_BLURBS, TAGLINE } from '@/content/bullwhip/texts';
import { CARD } from './ui';
import styles from './Game.module.css';

interface Props {
  /** The game, or null in the static frame. */
  game: GameState | null;
  /** Why the mode cannot change (a class chose it), or null. */
  locked?: Refusal | null;
  /** Why Start is refused (a team of one), or null. */
  startRefusal?: Refusal | null;
  onSetup?: (change: Partial<Setup>) => void;
}

export function Intro({ game, locked = null, startRefusal = null, onSetup }: Props) {
  const me = game?.playerRole;
  const team = game?.mode === TEAM_MODE;
  const humans = game?.humans ?? [];
  const toggle = (t: Tier, on: boolean) => onSetup?.({ humans: TIERS.filter((x) => (x === t ? on : humans.includes(x))) });
  return (
    <section className={CARD} aria-labelledby="bw-intro">
      <h2 id="bw-intro">How to play</h2>
      <p>{TAGLINE}</p>
      <fieldset className={styles.mode} disabled={locked !== null}>
        <legend>Mode</legend>
        <label>
          <input type="radio" name="bw-mode" checked={game ? !team : undefined} onChange={onSetup && (() => onSetup({ humans: undefined }))} />
          <span>
            <strong>Mode Solo</strong>: you play one tier, the other three are automated.
          </span>
        </label>
        <label>
          <input type="radio" name="bw-mode" checked={game ? team : undefined} onChange={onSetup && (() => onSetup({ humans: [...TIERS] }))} />
          <span>
            <strong>Mode Team</strong>: {TEAM_MIN} to {TEAM_MAX} students on one device, one tier each; the others are automated.
          </span>
        </label>
      </fieldset>
      {team && (
        <fieldset className={styles.mode} disabled={locked !== null} aria-describedby="bw-team-note">
          <legend>Tiers played by students</legend>
          {TIERS.map((t) => {
            const on = humans.includes(t);
            return (
              <label key={t}>
                <input type="checkbox" checked={on} disabled={on && humans.length === 1} onChange={(e) => toggle(t, e.target.checked)} />
                <span>
                  {t} {TIER_NAMES[t]}: {on ? playerName(humans, t) : 'autopilot'}
                </span>
              </label>
            );
          })}
          <p id="bw-team-note" className={styles.note} aria-live="polite">
            {startRefusal && !game?.isStarted ? startRefusal.message : 'Between turns a hand-over screen hides everything until the next player taps “I am the …”.'}
          </p>
        </fieldset>
      )}
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
              {sc === game?.scenario ? ' (chosen)' : ''}
            </strong>
            : {SCENARIO_BLURBS[sc]}
          </li>
        ))}
      </ul>
      <h3>The four tiers</h3>
      <ul className={styles.roles}>
        {TIERS.map((t) => (
          <li key={t} className={(team ? humans.includes(t) : t === me) ? styles.roleChosen : undefined}>
            <strong>
              {t} {TIER_NAMES[t]}
              {team ? (humans.includes(t) ? ` (${playerName(humans, t)})` : ' (autopilot)') : t === me ? ' (your role)' : ''}
            </strong>
            <span>{ROLE_BLURBS[t]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
