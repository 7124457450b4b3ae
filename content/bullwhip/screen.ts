/**
 * Texts the Bullwhip Rush screen writes itself: its toasts and what it announces to screen readers. The rules' own
 * messages (refusals) live in engines/bullwhip/constants.ts (MSG); texts that quote the rules' figures in texts.ts.
 */
import { cost } from '@/engines/core/format';

/** Toasts. */
export const TOAST = {
  leftClass: 'You left the class game. This is your own game again.',
  resetClass: 'Game reset. Press Start to play the class game again.',
  resetSolo: 'Game reset. Pick a scenario and a role, then press Start.',
} as const;

/** What the screen announces in its live region. */
export const ANNOUNCE = {
  reset: 'Game reset.',
  joinedClass: (description: string) => `Class game: ${description}.`,
  started: (tierName: string, round: number, maxRounds: number) => `Game started. You are the ${tierName}. Round ${round} of ${maxRounds}.`,
  teamStarted: (players: number, player: string, tierName: string) =>
    `Team game started: ${players} players. ${player}, the ${tierName}, plays first: pass the device.`,
  teamOrdered: (player: string, next: string, tierName: string) =>
    next ? `${player}’s order is placed. ${next} — pass the device to the ${tierName}.` : `${player}’s order is placed.`,
  teamFinished: 'The chain’s last round is resolved. Game complete: every tier’s figures are shown.',
  resolved: (r: { round: number; ordered: number; shipped: number; inv: number; back: number; weekCost: number }) =>
    `Round ${r.round} resolved. You ordered ${r.ordered}, shipped ${r.shipped}. Inventory ${r.inv}, backlog ${r.back}, week cost ${cost(r.weekCost)}.`,
} as const;

/** The note under the order box when the number typed is not the order that will be placed. */
export const orderNote = (placed: number, min: number, max: number, nonNumber: number) =>
  `Will be placed as ${placed} (orders are whole numbers from ${min} to ${max}; anything that is not a number counts as ${nonNumber}).`;
