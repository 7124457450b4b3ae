/**
 * Header menu timings (spec §9): a hovered menu opens after 200 ms; when
 * another menu closed less than 300 ms ago the delay is skipped; a menu the
 * pointer leaves closes after 150 ms.
 */
export const MENU_HOVER_OPEN_MS = 200;
export const MENU_SKIP_DELAY_MS = 300;
export const MENU_CLOSE_MS = 150;

/** Delay before a hover-open, given when a menu last closed (ms timestamps). */
export function hoverOpenDelay(lastClosedAt: number | null, now: number): number {
  if (lastClosedAt !== null && now - lastClosedAt < MENU_SKIP_DELAY_MS) return 0;
  return MENU_HOVER_OPEN_MS;
}

/** Widths below this count as mobile. */
export const MOBILE_BREAKPOINT_PX = 768;

/** The clock the menus read in their event handlers (never during render). */
export const menuClock = (): number => performance.now();
