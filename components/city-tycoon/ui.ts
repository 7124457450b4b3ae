/** Small display helpers shared by the City Tycoon components (no rules here). */
import { BOARD, SETS, TILE_KIND_LABEL, TOWER_LEVEL, refusal, type Action, type GameState, type Tile } from '@/engines/city-tycoon';
import { dollars } from '@/engines/core/format';

/** Token colours; every token also shows its player number, so colour is never the only signal. */
export const PLAYER_COLORS = ['#dc2626', '#2563eb', '#16a34a', '#9333ea', '#ea580c', '#0e7490'];
export const playerColor = (id: number) => PLAYER_COLORS[id % PLAYER_COLORS.length];

/** Why the rules refuse `action` now (`refusal`, the check the rules' `step` makes), or null: a button's disabled reason. */
export const refusalOf = (s: GameState, action: Action): string | null => refusal(s, action)?.message ?? null;

export function buildingText(h: number): string {
  if (h === TOWER_LEVEL) return '1 tower';
  if (h === 0) return '';
  return `${h} shop${h === 1 ? '' : 's'}`;
}

export function tileKindText(t: Tile): string {
  return t.kind === 'property' ? `${SETS[t.set].label} set property` : TILE_KIND_LABEL[t.kind];
}

/**
 * The accessible name of a board tile: name, kind, owner, buildings, mortgage, who stands on it. With no game (the
 * empty board before a game, and the static frame): name, kind and price, the rules' constants.
 */
export function tileLabel(s: GameState | null, i: number): string {
  const t = BOARD[i];
  const parts = [t.name, tileKindText(t)];
  if (!s) {
    if ('price' in t) parts.push(dollars(t.price));
    return parts.join(', ');
  }
  const owner = s.ownership[i];
  if ('price' in t) parts.push(owner === null ? `unowned, ${dollars(t.price)}` : `owned by ${s.players[owner].name}`);
  const b = buildingText(s.houses[i]);
  if (b) parts.push(b);
  if (s.mortgaged[i]) parts.push('mortgaged');
  const here = s.players.filter((p) => !p.bankrupt && p.pos === i).map((p) => p.name);
  if (here.length) parts.push(`here: ${here.join(', ')}`);
  return parts.join(', ');
}

/** Grid position of board tile i (11×11, City Hall bottom right, clockwise). */
export function gridPos(i: number): { row: number; col: number } {
  if (i <= 10) return { row: 11, col: 11 - i };
  if (i <= 20) return { row: 11 - (i - 10), col: 1 };
  if (i <= 30) return { row: 1, col: 1 + (i - 20) };
  return { row: 1 + (i - 30), col: 11 };
}
