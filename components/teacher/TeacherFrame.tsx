/**
 * /teacher's first screen as a new teacher sees it, rendered at build time (docs/site.md, "Teacher pages"): the class
 * form for the first game with its default settings, an empty class list, the class-file box and the offline switch,
 * in TeacherApp's markup (the settings by the same FieldInput), so nothing moves when the tools replace it. Its
 * controls are real: what is typed or chosen here is handed to the tools, and a press is pressed again there
 * (firstUse.tsx, matched by `data-control`). The seed box is empty: a seed is made by the tools, for each class.
 */
import { RUN_TEXT } from '@/content/classroom/teacher';
import { OFFLINE_SWITCH_TEXT } from '@/content/classroom/offline';
import { FieldInput } from './FieldInput';
import { registeredGames, titleOf } from './games';
import styles from './teacher.module.css';

const ID = 'teacher-frame';

export function TeacherFrame() {
  const games = registeredGames();
  const game = games[0];
  if (!game) return <p className={styles.notice}>{RUN_TEXT.none}</p>;
  const params: Record<string, string> = game.spec.toParams(game.spec.defaults);
  const read = game.spec.fromParams(params);
  return (
    <div className={styles.app}>
      <form className={`${styles.panel} ${styles.screenOnly}`} aria-labelledby={`${ID}-form`} noValidate>
        <h2 id={`${ID}-form`}>1. {RUN_TEXT.simulation}</h2>
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{RUN_TEXT.simulation}</legend>
          {games.map((g) => (
            <label key={g.id} className={styles.choice} data-testid={`pick-${g.id}`}>
              <input type="radio" name={`${ID}-game`} value={g.id} defaultChecked={g === game} data-control={`pick-${g.id}`} />
              <span>
                <strong>{titleOf(g)}</strong>
                {g.sim && (
                  <span className={styles.muted}>
                    {' '}
                    · {g.sim.duration} · {g.sim.players}
                  </span>
                )}
              </span>
            </label>
          ))}
        </fieldset>

        <h2>2. {RUN_TEXT.settings}</h2>
        {game.spec.fields.length === 0 && <p className={styles.muted}>{RUN_TEXT.noSettings}</p>}
        {game.spec.fields.map((f) => (
          <FieldInput key={f.param} field={f} value={params[f.param] ?? ''} />
        ))}
        <div aria-live="polite" className={styles.problems} />
        <p className={styles.muted} data-testid="settings-words">
          {game.spec.describe(read.settings)}
        </p>

        <h2>3. {RUN_TEXT.seed}</h2>
        <div className={styles.field}>
          <label htmlFor={`${ID}-seed`}>{RUN_TEXT.seed}</label>
          <div className={styles.row}>
            <textarea
              id={`${ID}-seed`}
              className={styles.seed}
              defaultValue=""
              rows={1}
              data-control="seed"
              data-enter="create"
              aria-describedby={`${ID}-seed-hint`}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
            />
            <button type="button" className="btn btn-outline" data-control="new-seed">
              {RUN_TEXT.newSeed}
            </button>
          </div>
          <span id={`${ID}-seed-hint`} className={styles.muted}>
            {RUN_TEXT.seedHint}
          </span>
          <span className={styles.problem} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ID}-name`}>{RUN_TEXT.name}</label>
          <input id={`${ID}-name`} defaultValue="" data-control="name" aria-describedby={`${ID}-name-hint`} autoComplete="off" />
          <span id={`${ID}-name-hint`} className={styles.muted}>
            {RUN_TEXT.nameHint}
          </span>
        </div>
        <button type="button" className="btn btn-primary" data-control="create">
          {RUN_TEXT.create}
        </button>
      </form>

      <section className={`${styles.panel} ${styles.screenOnly}`} aria-labelledby={`${ID}-list`}>
        <h2 id={`${ID}-list`}>{RUN_TEXT.listTitle}</h2>
        <p className={styles.muted}>{RUN_TEXT.listEmpty}</p>
        <div className={styles.field}>
          <label htmlFor={`${ID}-import`}>{RUN_TEXT.importClass}</label>
          <input id={`${ID}-import`} type="file" accept=".json,application/json" aria-describedby={`${ID}-import-hint`} data-testid="import-class" data-control="import-class" />
          <span id={`${ID}-import-hint`} className={styles.muted}>
            {RUN_TEXT.importHint}
          </span>
        </div>
        <p role="status" aria-live="polite" data-testid="import-status" />
      </section>

      <section className={`${styles.panel} ${styles.screenOnly}`} aria-labelledby={`${ID}-offline`} data-testid="offline-switch">
        <h2 id={`${ID}-offline`}>{OFFLINE_SWITCH_TEXT.title}</h2>
        <p>{OFFLINE_SWITCH_TEXT.lead}</p>
        <label className={styles.choice}>
          <input type="checkbox" role="switch" data-control="offline-switch" /> {OFFLINE_SWITCH_TEXT.label}
        </label>
        <p role="status" data-testid="offline-site-status" data-phase="idle" />
      </section>
    </div>
  );
}
