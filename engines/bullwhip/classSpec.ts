/**
 * Bullwhip Rush's class link (docs/classroom.md, "Class links and the class banner"): a leaf module (the constants
 * only), so the teacher's page can offer every game's settings without loading its rules.
 */
import { GAME } from './game';
import { oneOfParam, type ClassSpec } from '../core/classLink';
import { DEFAULT_ROLE, DEFAULT_SCENARIO, SCENARIOS, SCENARIO_NAMES, TIERS, TIER_NAMES } from './constants';
import type { ScenarioId, Setup, Tier } from './types';

/** What a teacher picks for the class: the engine's own Setup (the seed travels beside it). */
export type BullwhipClassSettings = Setup;

export const SCENARIO_PARAM = 'scenario';
export const ROLE_PARAM = 'role';
/** The labels of the game's own selects. */
const SCENARIO_LABEL = 'Scenario';
const ROLE_LABEL = 'Your role';

export const classSpec: ClassSpec<BullwhipClassSettings> = {
  game: GAME.id,
  route: GAME.route,
  title: GAME.title,
  paramNames: [SCENARIO_PARAM, ROLE_PARAM],
  // The same choices, in the same words, as the game's Scenario and Your role selects.
  fields: [
    { param: SCENARIO_PARAM, label: SCENARIO_LABEL, kind: 'choice', options: SCENARIOS.map((s) => ({ value: s, label: SCENARIO_NAMES[s] })) },
    { param: ROLE_PARAM, label: ROLE_LABEL, kind: 'choice', options: TIERS.map((t) => ({ value: t, label: `${t} ${TIER_NAMES[t]}` })) },
  ],
  defaults: { scenario: DEFAULT_SCENARIO, playerRole: DEFAULT_ROLE },
  toParams: (s) => ({ [SCENARIO_PARAM]: s.scenario, [ROLE_PARAM]: s.playerRole }),
  fromParams: (p) => {
    const problems: string[] = [];
    // The setup screen offers exactly these (two selects; the engine refuses anything else): an unknown value is
    // refused and the game's default is used, with a notice.
    const scenario = oneOfParam<ScenarioId>(p, SCENARIO_PARAM, SCENARIO_LABEL, SCENARIOS, DEFAULT_SCENARIO, problems);
    const playerRole = oneOfParam<Tier>(p, ROLE_PARAM, ROLE_LABEL, TIERS, DEFAULT_ROLE, problems);
    return { settings: { scenario, playerRole }, problems };
  },
  describe: (s) => `Bullwhip Rush · ${SCENARIO_NAMES[s.scenario]} scenario · you play the ${TIER_NAMES[s.playerRole]}`,
};

