/**
 * Sizes and limits of the app shell (SPEC.md §2 and §9). The drawer replaces the sidebar on
 * tablets and phones (up to 1024 px); the drawer's back control is for phones (up to 768 px).
 */
export const NARROW_SCREEN_QUERY = '(max-width: 1024px)';
export const MOBILE_QUERY = '(max-width: 768px)';

export const HEADER_HEIGHT = 64;
/** SPEC §9: the notification drawer opens 65 px from the top, below the header and its border. */
export const NOTIFICATION_TOP_OFFSET = 65;
/** SPEC §9: drawer width 378 px (the layout has no large drawer; see docs/decisions.md). */
export const DRAWER_WIDTH = 378;

export const SIDEBAR_WIDTH = 264;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

/** SPEC §1/§9: there are no notifications yet; the badge shows 0 and overflows past 99. */
export const NOTIFICATION_COUNT = 0;
export const BADGE_OVERFLOW = 99;

/** The badge text: the count, or `99+` past the overflow. */
export function badgeText(count: number, overflow = BADGE_OVERFLOW): string {
  return count > overflow ? `${overflow}+` : String(Math.max(0, Math.trunc(count)));
}
