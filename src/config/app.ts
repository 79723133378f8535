declare const __APP_VERSION__: string;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';

/** Delays and limits named by the spec (section 9). */
export const timings = {
  /** Opening a recovery or billing route with a stored session: clear it, then open the route. */
  clearSessionBeforeRouteMs: 200,
  tabIndicatorMs: 160,
  minimumSkeletonMs: 500,
  searchDebounceMs: 1200,
} as const;

export const PAGE_SIZES = [10, 25, 30, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
