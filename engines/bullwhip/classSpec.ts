/**
 * Bullwhip Rush's class link (docs/classroom.md, "Class links and the class banner"): a leaf module (classLimits.ts
 * only), so the teacher's page can offer every game's settings without loading its rules.
 */
import { GAME } from './game';
import { oneOfParam, type ClassSpec } from '../core/classLink';
import { DEFAULT_ROLE, DEFAULT_SCENARIO, SCENARIOS, SCENARIO_NAMES, TIERS, TIER_NAMES } from './classLimits';
import { TEAM_CHAINS, tierList, tiersOfChain } from './team';
import type { ScenarioId, Setup, Tier } from './types';

/** What a teacher picks for the class: the engine's own Setup (the seed travels beside it). */
export type BullwhipClassSettings = Setup;

export const SCENARIO_PARAM = 'scenario';
export const ROLE_PARAM = 'role';
/** Team chains (docs/classroom.md, "Bullwhip team chains"): the tiers students play on one device, as letters ("RWDF"). */
export const TEAM_PARAM = 'team';
/** The Team chains select's value for Solo (no `team` in the link). */
export const SOLO_VALUE = 'solo';
/** The labels of the game's own selects. */
const SCENARIO_LABEL = 'Scenario';
const ROLE_LABEL = 'Your role';
const TEAM_LABEL = 'Team chains';

/**
 * The same setup built the same way as manifest.ts `setupOf` (this module stays a leaf: the constants only): Solo
 * `{scenario, playerRole}`, Team `{scenario, playerRole, humans}` with Player 1's tier as the role.
 */
const settingsOf = (scenario: ScenarioId, playerRole: Tier, humans: Tier[] | null): Setup =>
  humans ? { scenario, playerRole: humans[0], humans } : { scenario, playerRole };

/** "Team chains: Retailer, Wholesaler, Distributor and Factory (4 players)". */
const chainLabel = (chain: string) => `${tierList(tiersOfChain(chain))} (${chain.length} players)`;

export const classSpec: ClassSpec<BullwhipClassSettings> = {
  game: GAME.id,
  route: GAME.route,
  title: GAME.title,
  paramNames: [SCENARIO_PARAM, ROLE_PARAM, TEAM_PARAM],
  // The same choices, in the same words, as the game's Scenario and Your role selects.
  fields: [
    { param: SCENARIO_PARAM, label: SCENARIO_LABEL, kind: 'choice', options: SCENARIOS.map((s) => ({ value: s, label: SCENARIO_NAMES[s] })) },
    { param: ROLE_PARAM, label: ROLE_LABEL, kind: 'choice', options: TIERS.map((t) => ({ value: t, label: `${t} ${TIER_NAMES[t]}` })) },
    // Team chains: two to four students on one device, each playing one of these tiers (the role is then Player 1's).
    {
      param: TEAM_PARAM,
      label: TEAM_LABEL,
      kind: 'choice',
      options: [{ value: SOLO_VALUE, label: 'Off: each student plays alone (Solo)' }, ...TEAM_CHAINS.map((c) => ({ value: c, label: chainLabel(c) }))],
    },
  ],
  defaults: { scenario: DEFAULT_SCENARIO, playerRole: DEFAULT_ROLE },
  // A Solo link is the same link as before Team mode (no `team`).
  toParams: (s) => ({ [SCENARIO_PARAM]: s.scenario, [ROLE_PARAM]: s.playerRole, ...(s.humans?.length ? { [TEAM_PARAM]: s.humans.join('') } : {}) }),
  fromParams: (p) => {
    const problems: string[] = [];
    // The setup screen offers exactly these (two selects; the engine refuses anything else): an unknown value is
    // refused and the game's default is used, with a notice.
    const scenario = oneOfParam<ScenarioId>(p, SCENARIO_PARAM, SCENARIO_LABEL, SCENARIOS, DEFAULT_SCENARIO, problems);
    const playerRole = oneOfParam<Tier>(p, ROLE_PARAM, ROLE_LABEL, TIERS, DEFAULT_ROLE, problems);
    const team = oneOfParam<string>(p, TEAM_PARAM, TEAM_LABEL, [SOLO_VALUE, ...TEAM_CHAINS], SOLO_VALUE, problems);
    return { settings: settingsOf(scenario, playerRole, team === SOLO_VALUE ? null : tiersOfChain(team)), problems };
  },
  describe: (s) =>
    s.humans?.length
      ? `Bullwhip Rush · ${SCENARIO_NAMES[s.scenario]} scenario · team chains: ${tierList(s.humans)} played by ${s.humans.length} students on one device`
      : `Bullwhip Rush · ${SCENARIO_NAMES[s.scenario]} scenario · you play the ${TIER_NAMES[s.playerRole]}`,
};

