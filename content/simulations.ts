/**
 * The one catalogue of simulations: the /simulation hub, the sitemap and the
 * landing page read it. A simulation is listed here only once it is playable.
 */
export interface SimulationEntry {
  /** Stable id, also used as the test id of its hub card. */
  id: string;
  title: string;
  /** One line: what kind of game it is. */
  tagline: string;
  /** What a student learns, in a sentence or two. */
  teaches: string;
  /** Rough time needed, e.g. '20–30 minutes'. */
  duration: string;
  /** Players, e.g. 'Solo' or '2–6 players, one device'. */
  players: string;
  route: string;
  cta: string;
}

export const simulations: SimulationEntry[] = [
  {
    id: 'summit',
    title: 'Summit of Decisions',
    tagline: 'The Everest Challenge for Founders: a team leadership expedition.',
    teaches: 'Trade-offs, team roles, risk and communication: lead a founding team of five up the mountain to launch day, one decision and one crisis vote at a time.',
    duration: 'About 10 minutes',
    players: 'Solo with 4 AI teammates',
    route: '/simulation/summit',
    cta: 'Start Expedition',
  },
];

export function findSimulation(id: string): SimulationEntry | undefined {
  return simulations.find((s) => s.id === id);
}
