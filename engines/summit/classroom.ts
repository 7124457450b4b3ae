/**
 * Summit of Decisions in the classroom (docs/classroom.md): the class link's settings, the result code's codec and the
 * class report's columns. Pure (no DOM, no storage).
 *
 * - Settings: the student's role (the one thing a Summit game is set up with; the seed travels beside it).
 * - Moves: the role confirmation ("Start Simulation"), the product setup, each round's decision and each advance.
 *   The product's two typed texts are NEVER in a code: the rules only check that each is 2–60 characters once
 *   cleaned (validateProduct), and no rule reads the words (round keywords come from the story's own templates), so
 *   a code holds their lengths and the replay types that many letters "x". The three picked fields (pricing,
 *   channel, model) are list choices, kept as their index. The LaunchPad pre-fill (a suggested product and the
 *   founder/rival profiles) only fills those texts and profiles that no rule reads, so it cannot change a replay.
 * - Summary: outcome, survivors, final gauges, score and rounds played — computed by `summaryOf`, which the end
 *   screen uses too.
 */
import { oneOfParam, type ClassSpec } from '../core/classLink';
import { ByteReader, ByteWriter, encodeCode, type GameCodec } from '../core/code';
import type { GameReport } from '../core/report';
import { STORY } from '../../content/summit/story';
import * as C from './constants';
import { optionsFor } from './engine';
import { engine, RULES_VERSION } from './index';
import { survivorsOf } from './rules';
import type { Product, RoleId, SummitAction, SummitState } from './types';

/* ------------------------------------------------------------------ settings and the class link */

export interface SummitSettings {
  role: RoleId;
}

export const ROUTE = '/simulation/summit';
export const TITLE = 'Summit of Decisions';
export const ROLE_PARAM = 'role';
/** DECISION: a class link without a role gives the first role card (the Leader). */
export const DEFAULT_CLASS_ROLE: RoleId = C.ROLES[0];

export const classSpec: ClassSpec<SummitSettings> = {
  game: 'summit',
  route: ROUTE,
  title: TITLE,
  paramNames: [ROLE_PARAM],
  fields: [{ param: ROLE_PARAM, label: 'Role', kind: 'choice', options: C.ROLES.map((r) => ({ value: r, label: C.ROLE_TITLES[r] })) }],
  defaults: { role: DEFAULT_CLASS_ROLE },
  toParams: (s) => ({ [ROLE_PARAM]: s.role }),
  // The roles screen offers exactly the five role cards: anything else is refused and the default used.
  fromParams: (p) => {
    const problems: string[] = [];
    const role = oneOfParam(p, ROLE_PARAM, 'Role', C.ROLES, DEFAULT_CLASS_ROLE, problems);
    return { settings: { role }, problems };
  },
  describe: (s) => `${TITLE} · you play the ${C.ROLE_TITLES[s.role]}`,
};

/* ------------------------------------------------------------------ moves */

export type SummitMove =
  /** "Start Simulation": the role (from the settings) confirmed, setup opens. */
  | { kind: 'confirm' }
  /** The product setup: the typed texts' lengths only, and the three list picks. */
  | {
      kind: 'setup';
      conceptLength: number;
      marketLength: number;
      pricing: (typeof C.PRICING_STRATEGIES)[number];
      channel: (typeof C.MARKETING_CHANNELS)[number];
      model: (typeof C.BUSINESS_MODELS)[number];
    }
  /** The player's option in the round, by its index in the role's (or the crisis's) options. */
  | { kind: 'decide'; option: number }
  | { kind: 'advance' };

/** Most options one decision may have in a code (the story has three; room for more without a new codec). */
export const OPTIONS_MAX = 8;
/** Most moves a finished game can have: confirm, setup, and a decision plus an advance per round. */
export const MOVES_MAX = 2 + 2 * C.TOTAL_ROUNDS;

// One byte per move: 0 confirm, 1 setup (+ its fields), 2 advance, 3 + i the decision for option i.
const TAG_CONFIRM = 0;
const TAG_SETUP = 1;
const TAG_ADVANCE = 2;
const TAG_DECIDE = 3;

/** What a typed text of `length` characters is replaced by in a replay (the rules read only its length). */
export const placeholderText = (length: number) => 'x'.repeat(length);

/** The moves that made a state, read back from it (the state keeps each round's record and the product). */
export function movesOf(state: SummitState): SummitMove[] {
  const moves: SummitMove[] = [];
  if (state.phase === 'roles') return moves;
  if (state.phase === 'setup') return [{ kind: 'confirm' }];
  // A round started without a role (the Journalist by default) skipped the role screen.
  if (!state.roleDefaulted) moves.push({ kind: 'confirm' });
  const p = state.product;
  moves.push({
    kind: 'setup',
    conceptLength: p.productConcept.length,
    marketLength: p.targetMarket.length,
    pricing: p.pricingStrategy as (typeof C.PRICING_STRATEGIES)[number],
    channel: p.marketingChannel as (typeof C.MARKETING_CHANNELS)[number],
    model: p.businessModel as (typeof C.BUSINESS_MODELS)[number],
  });
  const role = state.selectedRole ?? C.DEFAULT_ROLE;
  state.history.forEach((h, i) => {
    const mine = h.votes.find((v) => v.byPlayer)?.optionId;
    moves.push({ kind: 'decide', option: optionsFor(STORY, h.round, role).findIndex((o) => o.id === mine) });
    if (i < state.history.length - 1 || state.phase !== 'outcome') moves.push({ kind: 'advance' });
  });
  return moves;
}

export const settingsOf = (state: SummitState): SummitSettings => ({ role: state.selectedRole ?? C.DEFAULT_ROLE });

/* ------------------------------------------------------------------ summary */

export interface SummitSummary {
  /** Summit reached at the end. */
  reached: boolean;
  /** Climbers alive, of 5. */
  survivors: number;
  oxygen: number;
  morale: number;
  /** The team's average health, rounded (0–100). */
  health: number;
  progress: number;
  score: number;
  /** Rounds played. */
  rounds: number;
}

/** The figures of the end screen and the class report, from a state (the end screen and the replay both use it). */
export function summaryOf(state: SummitState): SummitSummary {
  return {
    reached: state.summitReached === true,
    survivors: survivorsOf(state.team),
    oxygen: state.oxygen,
    morale: state.morale,
    health: Math.round(state.team.reduce((s, m) => s + m.health, 0) / Math.max(1, state.team.length)),
    progress: state.progress,
    score: state.score,
    rounds: state.history.length,
  };
}

/** The highest score the rules allow (see scoreFor): 3 gauges of 100, every climber, the summit bonus. */
const SCORE_MAX = 3 * C.GAUGE_MAX + C.SCORE_PER_SURVIVOR * C.TEAM_SIZE + C.SCORE_SUMMIT_BONUS;

/* ------------------------------------------------------------------ replay */

function actionsFor(state: SummitState, move: SummitMove): SummitAction[] {
  switch (move.kind) {
    case 'confirm':
      return [{ type: 'startSimulation' }];
    case 'setup': {
      const product: Product = {
        productConcept: placeholderText(move.conceptLength),
        targetMarket: placeholderText(move.marketLength),
        pricingStrategy: move.pricing,
        marketingChannel: move.channel,
        businessModel: move.model,
      };
      return [{ type: 'setupProduct', product, founderProfile: null, rivalProfile: null }];
    }
    case 'decide': {
      const role = state.selectedRole;
      const option = role ? optionsFor(STORY, state.round, role)[move.option] : undefined;
      return [{ type: 'submitDecision', role, optionId: option?.id ?? null }];
    }
    case 'advance':
      return [{ type: 'advance' }];
  }
}

/** The state the moves give from the settings and seed, or the first refused move. */
export function replayState(
  settings: SummitSettings,
  seed: string,
  moves: readonly SummitMove[],
): { ok: true; state: SummitState } | { ok: false; moveIndex: number; message: string } {
  let state = engine.init(undefined, seed);
  const chosen = engine.step(state, { type: 'selectRole', role: settings.role });
  if (chosen.refusal) return { ok: false, moveIndex: 0, message: chosen.refusal.message };
  state = chosen.state;
  for (let i = 0; i < moves.length; i++) {
    for (const action of actionsFor(state, moves[i])) {
      const r = engine.step(state, action);
      if (r.refusal) return { ok: false, moveIndex: i, message: r.refusal.message };
      state = r.state;
    }
  }
  return { ok: true, state };
}

/* ------------------------------------------------------------------ the codec */

export const codec: GameCodec<SummitSettings, SummitMove, SummitSummary> = {
  game: 'summit',
  rulesVersion: RULES_VERSION,
  writeSettings: (w, s) => void w.oneOf(s.role, C.ROLES),
  readSettings: (r) => ({ role: r.oneOf(C.ROLES) }),
  writeMoves: (w, moves) => {
    w.uint(moves.length);
    for (const m of moves) {
      switch (m.kind) {
        case 'confirm':
          w.uint(TAG_CONFIRM);
          break;
        case 'setup':
          w.uint(TAG_SETUP)
            .uint(m.conceptLength)
            .uint(m.marketLength)
            .oneOf(m.pricing, C.PRICING_STRATEGIES)
            .oneOf(m.channel, C.MARKETING_CHANNELS)
            .oneOf(m.model, C.BUSINESS_MODELS);
          break;
        case 'advance':
          w.uint(TAG_ADVANCE);
          break;
        case 'decide':
          if (m.option < 0 || m.option >= OPTIONS_MAX) throw new RangeError(`option out of range: ${m.option}`);
          w.uint(TAG_DECIDE + m.option);
          break;
      }
    }
  },
  readMoves: (r) =>
    r.list(MOVES_MAX, (x: ByteReader): SummitMove => {
      const tag = x.uint(TAG_DECIDE + OPTIONS_MAX - 1);
      if (tag === TAG_CONFIRM) return { kind: 'confirm' };
      if (tag === TAG_ADVANCE) return { kind: 'advance' };
      if (tag === TAG_SETUP)
        return {
          kind: 'setup',
          conceptLength: x.uint(C.PRODUCT_TEXT_MAX),
          marketLength: x.uint(C.PRODUCT_TEXT_MAX),
          pricing: x.oneOf(C.PRICING_STRATEGIES),
          channel: x.oneOf(C.MARKETING_CHANNELS),
          model: x.oneOf(C.BUSINESS_MODELS),
        };
      return { kind: 'decide', option: tag - TAG_DECIDE };
    }),
  writeSummary: (w: ByteWriter, s) => {
    w.bool(s.reached).uint(s.survivors).uint(s.oxygen).uint(s.morale).uint(s.health).uint(s.progress).uint(s.score).uint(s.rounds);
  },
  readSummary: (r) => ({
    reached: r.bool(),
    survivors: r.uint(C.TEAM_SIZE),
    oxygen: r.uint(C.GAUGE_MAX),
    morale: r.uint(C.GAUGE_MAX),
    health: r.uint(C.GAUGE_MAX),
    progress: r.uint(C.GAUGE_MAX),
    score: r.uint(SCORE_MAX),
    rounds: r.uint(C.TOTAL_ROUNDS),
  }),
  replay: (settings, seed, moves) => {
    const r = replayState(settings, seed, moves);
    if (!r.ok) return r;
    return { ok: true, finished: r.state.phase === 'final', summary: summaryOf(r.state) };
  },
};

/** The result code for the end screen (a solo game: classId ''). */
export function codeFor(state: SummitState, who: { classId: string; nickname: string; attempt?: number }): string {
  return encodeCode(codec, {
    classId: who.classId,
    nickname: who.nickname,
    attempt: who.attempt,
    seed: state.seed,
    settings: settingsOf(state),
    moves: movesOf(state),
    summary: summaryOf(state),
  });
}

/* ------------------------------------------------------------------ the class report */

export const outcomeText = (s: SummitSummary) => (s.reached ? 'Summit reached' : s.survivors === 0 ? 'Team lost' : 'Not reached');

export const report: GameReport<SummitSummary> = {
  game: 'summit',
  title: TITLE,
  columns: [
    { key: 'outcome', label: 'Outcome', text: outcomeText, value: (s) => (s.reached ? 1 : 0) },
    { key: 'survivors', label: 'Survivors', text: (s) => `${s.survivors} of ${C.TEAM_SIZE}`, value: (s) => s.survivors },
    { key: 'oxygen', label: 'Oxygen', text: (s) => String(s.oxygen), value: (s) => s.oxygen },
    { key: 'morale', label: 'Morale', text: (s) => String(s.morale), value: (s) => s.morale },
    { key: 'health', label: 'Team health (average)', text: (s) => String(s.health), value: (s) => s.health },
    { key: 'progress', label: 'Progress', text: (s) => String(s.progress), value: (s) => s.progress },
    { key: 'score', label: 'Score', text: (s) => String(s.score), value: (s) => s.score },
    { key: 'rounds', label: 'Rounds', text: (s) => String(s.rounds), value: (s) => s.rounds },
  ],
  main: { label: 'Score', value: (s) => s.score, higherIsBetter: true, format: (n) => String(Math.round(n)) },
};
