/**
 * Where things sit on the route drawing (RouteProfile), and the pure part of the team marker's walk (docs/rules/everest.md,
 * "The screen": the marker climbing or descending the route drawing): the points the marker passes through after
 * a day, camp by camp along the ridge line. No React, no DOM: unit-tested in routeGeometry.test.ts.
 */
import * as C from '@/engines/everest/constants';
import type { CampId } from '@/engines/everest/types';

export const W = 600;
export const H = 280;
export const X0 = 48;
export const X1 = W - 48;
/** The altitudes at the bottom and top of the drawing (drawing only, not rules). */
const ALT_LOW = 5000;
const ALT_HIGH = 9100;
const Y_TOP = 24;
const Y_BOTTOM = H - 28;

export interface Point {
  x: number;
  y: number;
}

export const xOf = (i: number) => X0 + ((X1 - X0) * i) / (C.CAMPS.length - 1);
export const yOf = (alt: number) => Y_BOTTOM - ((alt - ALT_LOW) / (ALT_HIGH - ALT_LOW)) * (Y_BOTTOM - Y_TOP);

/** A camp's point on the ridge line. */
export function campPoint(camp: CampId): Point {
  return { x: xOf(C.CAMPS.indexOf(camp)), y: yOf(C.ALTITUDES[camp]) };
}

/** How far up its segment a team that turned back got before coming down again (drawing only). */
export const TURN_BACK_SHARE = 0.5;

/**
 * The points the team marker walks through after a day, first to last:
 * - it changed camp (a climb or a descent): every camp from where it was to where it is, in order;
 * - it tried to climb and is still where it started (a hazard turned it back, a late start turned it around):
 *   up the segment part of the way and back down;
 * - otherwise (a rest, a carry, a new expedition): no motion, [].
 */
export function markerPath(from: CampId, to: CampId, triedToClimb = false): Point[] {
  const a = C.CAMPS.indexOf(from);
  const b = C.CAMPS.indexOf(to);
  if (a !== b) {
    const step = b > a ? 1 : -1;
    const out: Point[] = [];
    for (let i = a; i !== b + step; i += step) out.push(campPoint(C.CAMPS[i]));
    return out;
  }
  const next = C.CAMPS[a + 1];
  if (!triedToClimb || next === undefined) return [];
  const p = campPoint(from);
  const q = campPoint(next);
  const mid = { x: p.x + (q.x - p.x) * TURN_BACK_SHARE, y: p.y + (q.y - p.y) * TURN_BACK_SHARE };
  return [p, mid, p];
}

/** Seconds per leg of the marker's walk (a leg is one camp to the next, or the way up and back of a turn-back). */
export const LEG_SECONDS = 0.8;
