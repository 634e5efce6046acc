/**
 * Index arithmetic of the kit's carousel, kept apart from the component so it can be tested:
 * wrapping and clamping, the "3/12" counter, and where a swipe ends (mirrored in right-to-left pages).
 */

/** An index moved by `step`, wrapping around at both ends; 0 for an empty carousel. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/** The index clamped to the slides that exist. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), count - 1);
}

/** "3/12": the slide shown (1-based) and how many there are; empty without slides. */
export function counterText(index: number, count: number): string {
  if (count <= 0) return '';
  return `${clampIndex(index, count) + 1}/${count}`;
}

/** A swipe shorter than this share of the width (or this many pixels) snaps back. */
export const SWIPE_MIN_RATIO = 0.15;
export const SWIPE_MIN_PX = 40;

export interface SwipeOptions {
  /** Past the last slide comes the first again (and the other way round). */
  wrap?: boolean;
  /** The share of the width a swipe must cover; SWIPE_MIN_PX is the floor. */
  minRatio?: number;
}

/**
 * Where a horizontal swipe of `deltaX` pixels (end minus start) ends. Dragging to the left shows the
 * next slide in a left-to-right page; in right-to-left pages the slides run the other way. Stops at
 * the ends unless `wrap`.
 */
export function swipeTarget(
  index: number,
  deltaX: number,
  width: number,
  count: number,
  dir: 'ltr' | 'rtl' = 'ltr',
  { wrap = false, minRatio = SWIPE_MIN_RATIO }: SwipeOptions = {},
): number {
  const settle = wrap ? wrapIndex : clampIndex;
  const threshold = Math.max(SWIPE_MIN_PX, width * minRatio);
  if (Math.abs(deltaX) < threshold) return settle(index, count);
  const forward = dir === 'ltr' ? deltaX < 0 : deltaX > 0;
  return settle(index + (forward ? 1 : -1), count);
}
