/**
 * The one catalogue of simulations: the /simulation hub, the sitemap and the
 * landing page read it. A simulation is listed here only once it is playable. Each game's id, title and route are
 * its identity's (engines/<game>/game.ts).
 */
import { GAME_BY_ID } from '@/engines/games';

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
  /** The same time in minutes (the shortest and the longest usual game); JSON-LD's timeRequired is built from `max`. */
  minutes: { min: number; max: number };
  /** Players, e.g. 'Solo' or '2–6 players, one device'. */
  players: string;
  route: string;
  cta: string;
}

export const simulations: SimulationEntry[] = [
  {
    id: GAME_BY_ID.launchpad.id,
    title: GAME_BY_ID.launchpad.title,
    tagline: 'Week 1: build the foundation of your first startup in nine stages.',
    teaches:
      'Self-awareness as a founder, choosing an industry, spotting a market gap, defining a customer persona, sizing up competitors and prioritising goals — ending with a Founder Summary you can download as a PDF.',
    duration: '20–30 minutes',
    minutes: { min: 20, max: 30 },
    players: 'Solo',
    route: GAME_BY_ID.launchpad.route,
    cta: 'Start Week 1',
  },
  {
    id: GAME_BY_ID.bullwhip.id,
    title: GAME_BY_ID.bullwhip.title,
    tagline: 'Supply Chain Simulation: a reimagined classic supply-chain teaching game.',
    teaches:
      'You order once per week, delays multiply mistakes, and you minimise costs across a 4-node supply chain. Students see how small swings in customer demand grow into big swings up the chain, and why steady forecasts and shared information matter.',
    duration: '10–15 minutes',
    minutes: { min: 10, max: 15 },
    players: 'Solo, or a team of 2–4 on one device',
    route: GAME_BY_ID.bullwhip.route,
    cta: 'Play Supply Chain Simulation',
  },
  {
    id: GAME_BY_ID.summit.id,
    title: GAME_BY_ID.summit.title,
    tagline: 'The Everest Challenge for Founders: a team leadership expedition.',
    teaches: 'Trade-offs, team roles, risk and communication: lead a founding team of five up the mountain to launch day, one decision and one crisis vote at a time.',
    duration: 'About 10 minutes',
    minutes: { min: 10, max: 10 },
    players: 'Solo with 4 AI teammates',
    route: GAME_BY_ID.summit.route,
    cta: 'Start Expedition',
  },
  {
    id: GAME_BY_ID['city-tycoon'].id,
    title: GAME_BY_ID['city-tycoon'].title,
    tagline: 'A team property-trading game: buy districts, collect rent, build a real estate empire.',
    teaches: 'Cash flow, return on investment and risk: when to buy, when to build, and how debt and mortgages can save or sink a business.',
    duration: '30–60 minutes',
    minutes: { min: 30, max: 60 },
    players: '2–6 players, one device',
    route: GAME_BY_ID['city-tycoon'].route,
    cta: 'Build Empire',
  },
  {
    id: GAME_BY_ID.everest.id,
    title: GAME_BY_ID.everest.title,
    tagline: 'A solo mountaineering simulation of rotations, supply caches, fixed ropes, weather and a summit push.',
    teaches: 'Planning under uncertainty and managing scarce resources: pace your team, read the forecast, weigh risk against time, and live with the result.',
    duration: '20–40 minutes',
    minutes: { min: 20, max: 40 },
    players: 'Solo',
    route: GAME_BY_ID.everest.route,
    cta: 'Begin Expedition',
  },
];

export function findSimulation(id: string): SimulationEntry | undefined {
  return simulations.find((s) => s.id === id);
}
