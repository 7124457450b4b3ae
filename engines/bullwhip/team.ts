/**
 * Bullwhip Rush's Team mode (docs/rules/bullwhip.md, "Team mode"): two to four students on one device, each playing
 * one tier, the other tiers on the supply-line autopilot; one record per chain, scored on the chain's cost. Its
 * figures and texts live here, beside constants.ts (whose fingerprint locks the Solo rules: Team mode adds a mode and
 * changes no Solo game).
 */
import { TIERS, TIER_NAMES } from './classLimits';
import type { Tier } from './types';

/** The two modes a game can be played in. */
export const SOLO_MODE = 'Solo' as const;
export const TEAM_MODE = 'Team' as const;
export type Mode = typeof SOLO_MODE | typeof TEAM_MODE;

/** The fewest and the most students in a team chain. */
export const TEAM_MIN = 2;
export const TEAM_MAX = TIERS.length;

/**
 * Every chain of human tiers a Team game can have (2–4 tiers, in chain order), each written as its tiers' letters.
 * The order is fixed forever: a result code names a chain by its place in this list (manifest.ts, `codeSetup`).
 */
export const TEAM_CHAINS = ['RWDF', 'RWD', 'RWF', 'RDF', 'WDF', 'RW', 'RD', 'RF', 'WD', 'WF', 'DF'] as const;
export type TeamChain = (typeof TEAM_CHAINS)[number];

/** A chain's letters → its tiers, in chain order. */
export const tiersOfChain = (chain: string): Tier[] => [...chain] as Tier[];
/** Tiers → the chain's letters (in chain order, whatever order they are given in). */
export const chainOf = (tiers: readonly Tier[]): string => TIERS.filter((t) => tiers.includes(t)).join('');

/** True for 2–4 distinct tiers listed in chain order (a team the rules play). */
export function isTeam(humans: unknown): humans is Tier[] {
  return (
    Array.isArray(humans) &&
    humans.length >= TEAM_MIN &&
    humans.length <= TEAM_MAX &&
    humans.every((t) => (TIERS as readonly unknown[]).includes(t)) &&
    (TEAM_CHAINS as readonly string[]).includes(humans.join(''))
  );
}

/** "Player 2": players are numbered along the chain, from the most downstream human tier. */
export const playerName = (humans: readonly Tier[], tier: Tier): string => `Player ${humans.indexOf(tier) + 1}`;

/** "Retailer, Wholesaler and Factory". */
export function tierList(tiers: readonly Tier[]): string {
  const names = tiers.map((t) => TIER_NAMES[t]);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Team mode's refusals (docs/engines.md, "Refusals"): texts and codes. */
export const TEAM_MSG = {
  badTeam: `A team chain is ${TEAM_MIN} to ${TEAM_MAX} different tiers, in chain order, with Player 1 on the first of them.`,
  notTeam: 'Orders by tier are for Team mode: in Solo, Resolve Round places your order.',
  teamResolve: 'In Team mode each player places their own tier’s order.',
  teamPowers: 'Team mode has no one-shot powers: as in the classic beer game, the chain has only its orders.',
  unknownTier: 'Choose one of the tiers: Retailer, Wholesaler, Distributor or Factory.',
  notHuman: (tier: string) => `The ${tier} is on autopilot in this chain.`,
  outOfTurn: (player: string, tier: string) => `It is ${player}’s turn, the ${tier}.`,
} as const;

export const TEAM_REFUSAL = {
  badTeam: 'bad-team',
  notTeam: 'not-team-mode',
  teamResolve: 'team-orders-by-tier',
  teamPowers: 'team-no-powers',
  unknownTier: 'unknown-tier',
  notHuman: 'tier-not-human',
  outOfTurn: 'out-of-turn',
} as const satisfies Record<keyof typeof TEAM_MSG, string>;
