/**
 * The one engine contract every game follows (docs/engines.md).
 *
 * - A game's rules are a step function `(state, action) → Step<S>`: pure, deterministic, no DOM, no storage.
 * - A refused action returns the SAME state object and a `refusal` (a message for the player, never a throw).
 * - An applied action returns the next state and, at most, one `notice` the screen shows (a success, a warning).
 * - `refusal(state, action)` is the same check the step function makes, exported so a button's disabled reason
 *   and the engine's refusal are one function (Everest's model).
 * - Every game takes its seed as an input and exports a RULES_VERSION (see `rulesLock.ts`).
 */
import type { SaveSpec } from './save';

export interface Refusal {
  /**
   * What kind of refusal it is ('not-your-turn', 'cannot-afford' …), stable across wording changes: screens, notices
   * and debrief prompts switch on it, never on the message's text (docs/engines.md, "Refusals").
   */
  code?: string;
  /** One sentence the player reads, exact where the specification quotes it. */
  message: string;
  /** Optional second line (a toast's description). */
  detail?: string;
}

export type NoticeKind = 'success' | 'info' | 'warning';

export interface Notice {
  kind: NoticeKind;
  /** What happened, for screens that treat one notice apart ('answer-cut' …): they switch on it, never on `message`. */
  code?: string;
  message: string;
  detail?: string;
}

export interface Step<S> {
  state: S;
  /** Set when the action was refused; `state` is then the same object that came in. */
  refusal?: Refusal;
  /** Set when the action was applied and the player should be told something. */
  notice?: Notice;
}

export const applied = <S>(state: S, notice?: Notice): Step<S> => (notice ? { state, notice } : { state });

export const refused = <S>(state: S, message: string, detail?: string): Step<S> => ({
  state,
  refusal: detail === undefined ? { message } : { message, detail },
});

/** A refusal with its code (docs/engines.md, "Refusals"). */
export const refusedAs = <S>(state: S, code: string, message: string, detail?: string): Step<S> => ({
  state,
  refusal: detail === undefined ? { code, message } : { code, message, detail },
});

/** True when the step refused the action. */
export const isRefused = <S>(step: Step<S>): step is Step<S> & { refusal: Refusal } => step.refusal !== undefined;

/**
 * What `engines/<game>/index.ts` exports as `engine`: everything a screen, a save, a replay or a result code needs.
 * `Setup` is the game's settings (scenario, role, difficulty, players…), `seed` always separate.
 */
export interface GameEngine<S, A, Setup = void> {
  /** Stable id: 'bullwhip' | 'everest' | 'summit' | 'city-tycoon' | 'launchpad'. */
  id: string;
  /** Bumped whenever a rule, a constant or story content changes (checked by each game's rules-lock test). */
  RULES_VERSION: number;
  /** The state a new game starts from. */
  init: (setup: Setup, seed: string) => S;
  step: (state: S, action: A) => Step<S>;
  /** The reason `action` would be refused now, or null when it would be applied. */
  refusal: (state: S, action: A) => Refusal | null;
  save: SaveSpec<S>;
}
