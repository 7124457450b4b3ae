/**
 * Planning: the next expedition's difficulty and seed (locked in a class game), and this expedition's settings —
 * pace, oxygen flow, summit start time — changed without using a day. A setting the rules refuse (after the end) is
 * disabled with the engine's refusal as its visible and accessible reason (docs/rules/everest.md, "Refusals").
 * `PlanningFrame` is the same panel for the page's static frame (docs/site.md, "Static frames"): its fields, empty,
 * and a placeholder for every figure of the expedition in play.
 */
import * as C from '@/engines/everest/constants';
import { rules } from '@/engines/everest';
import { settingsOf } from '@/engines/everest/selectors';
import type { Difficulty, EverestAction, EverestState, Flow, Pace, StartTime } from '@/engines/everest/types';
import type { ClassContext } from '@/engines/core/classLink';
import { flowHelp, paceHelp, startHelp } from '@/content/everest/text';
import shared from '@/components/sim/shared.module.css';
import { Ph } from './Placeholder';
import styles from './Everest.module.css';

export interface Plan {
  difficulty: Difficulty;
  seed: string;
}

interface Props {
  game: EverestState;
  classCtx: ClassContext<{ difficulty: Difficulty }> | null;
  plan: Plan;
  onPlanChange: (plan: Plan) => void;
  seedError: string;
  onBegin: () => void;
  onRandomSeed: () => void;
  onSetting: (action: EverestAction) => void;
}

/** The panel in the static frame: no game, no plan, no handler. */
export function PlanningFrame() {
  return <PlanningPanel game={null} classCtx={null} />;
}

export function PlanningPanel(props: Props | { game: null; classCtx: null }) {
  const { game, classCtx } = props;
  const live = props.game ? (props as Props) : null;
  const plan = live?.plan;
  const seedError = live?.seedError ?? '';
  const d = game ? settingsOf(game) : null;
  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    live?.onBegin();
  }
  return (
    <section className={shared.panel} aria-labelledby="ev-plan">
      <h2 id="ev-plan" tabIndex={-1}>
        Planning
      </h2>
      <form onSubmit={live ? onSubmit : undefined} className={styles.form} noValidate>
        <label htmlFor="ev-difficulty">Difficulty</label>
        <select
          id="ev-difficulty"
          value={classCtx ? classCtx.settings.difficulty : plan?.difficulty}
          disabled={!!classCtx}
          aria-describedby={classCtx ? 'ev-class-locked' : undefined}
          onChange={live && plan ? (e) => live.onPlanChange({ ...plan, difficulty: e.target.value as Difficulty }) : undefined}>
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
          value={classCtx ? classCtx.seed : plan?.seed}
          disabled={!!classCtx}
          maxLength={classCtx ? undefined : C.SEED_MAX_LENGTH}
          onChange={live && plan ? (e) => live.onPlanChange({ ...plan, seed: e.target.value }) : undefined}
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
            <button type="button" className="btn btn-outline" onClick={live?.onRandomSeed}>
              Random seed
            </button>
          )}
        </div>
      </form>
      {game && d ? (
        <p className={styles.help}>
          Playing: <strong>{game.difficulty}</strong>, seed &quot;{game.seed}&quot;. Window {d.days} days, weather volatility {d.volatility}, queue factor{' '}
          {d.queueFactor}.
        </p>
      ) : (
        <p className={styles.help}>
          Playing:{' '}
          <strong>
            <Ph ch={4} />
          </strong>
          , seed &quot;
          <Ph ch={C.SEED_MAX_LENGTH} />
          &quot;. Window <Ph ch={2} /> days, weather volatility <Ph ch={2.5} />, queue factor <Ph ch={2.5} />.
        </p>
      )}
      <Settings game={game} onSetting={live?.onSetting} />
    </section>
  );
}

/**
 * One setting: a select whose every choice is the setting's action. It is disabled when the engine refuses the action
 * for the value in force (after the end), with the refusal as its reason; the help says what the value does.
 */
function SettingSelect<V extends string>({
  game,
  id,
  label,
  value,
  values,
  action,
  help,
  onSetting,
}: {
  game: EverestState | null;
  id: string;
  label: string;
  /** Without a game (the frame), no value: the help is a placeholder. */
  value: V | undefined;
  values: readonly V[];
  action: (v: V) => EverestAction;
  help: (v: V) => string;
  onSetting?: (action: EverestAction) => void;
}) {
  const current = game && value !== undefined ? action(value) : null;
  const why = game && current ? (rules.refusal(game, current)?.message ?? null) : null;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={why !== null}
        onChange={onSetting && ((e) => onSetting(action(e.target.value as V)))}
        aria-describedby={`${id}-help${why ? ` ${id}-why` : ''}`}>
        {values.map((v) => (
          <option key={v}>{v}</option>
        ))}
      </select>
      <span id={`${id}-help`} className={styles.help}>
        {value !== undefined ? help(value) : <Ph ch={30} />}
      </span>
      {why && current && (
        <span id={`${id}-why`} className={styles.reason} data-testid={`why-${current.type}`}>
          <span className="emoji" aria-hidden="true">🚫</span>{' '}
          {why}
        </span>
      )}
    </>
  );
}

/** Pace, oxygen flow and summit start time. */
function Settings({ game, onSetting }: { game: EverestState | null; onSetting?: (action: EverestAction) => void }) {
  return (
    <div className={styles.form}>
      <SettingSelect<Pace>
        game={game}
        id="ev-pace"
        label="Pace"
        value={game?.pace}
        values={C.PACE_LIST}
        action={(pace) => ({ type: 'setPace', pace })}
        help={paceHelp}
        onSetting={onSetting}
      />
      <SettingSelect<Flow>
        game={game}
        id="ev-flow"
        label="Oxygen flow"
        value={game?.flow}
        values={C.FLOW_LIST}
        action={(flow) => ({ type: 'setFlow', flow })}
        help={flowHelp}
        onSetting={onSetting}
      />
      <SettingSelect<StartTime>
        game={game}
        id="ev-start"
        label="Summit start time"
        value={game?.startTime}
        values={C.START_LIST}
        action={(startTime) => ({ type: 'setStart', startTime })}
        help={startHelp}
        onSetting={onSetting}
      />
    </div>
  );
}
