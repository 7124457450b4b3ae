/**
 * Summit of Decisions' role cards, their titles and the role a player without one gets (docs/rules/summit.md): the
 * only figures a class link needs. constants.ts re-exports them, so each exists once; the class spec (classSpec.ts)
 * imports them from here, so a page that offers class settings does not load the rest of the rules.
 */

/** The role cards (spec 2), in their order. */
export const ROLES = ['leader', 'doctor', 'environmentalist', 'climber', 'journalist'] as const;
/** If no role is selected when a round starts, the player becomes the Journalist (spec 4). */
export const DEFAULT_ROLE = 'journalist' as const;
/*
 * DECISION: the store roles of the spec (guide, doctor, journalist, climber,
 * leader) and the role cards (leader, doctor, environmentalist, climber,
 * journalist) differ by one seat. The team is built from the five role cards
 * the player sees; the Guide's seat is the Environmentalist's.
 */

/** Role titles, as on the cards and in the waiting list. */
export const ROLE_TITLES = {
  leader: 'Leader',
  doctor: 'Doctor',
  environmentalist: 'Environmentalist',
  climber: 'Climber',
  journalist: 'Journalist',
} as const;
