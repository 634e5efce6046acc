/**
 * Index and zoom arithmetic of the photo gallery and the full-screen viewer, kept apart from the
 * components so it can be tested: swipes (mirrored in right-to-left languages), the "3/12"
 * counter, and pinch / double-tap zoom with the picture kept inside the screen.
 */

/** An index moved by `step`, wrapping around at both ends; 0 for an empty gallery. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/** The index clamped to the photos that exist. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), count - 1);
}

/** "3/12": the photo shown (1-based) and how many there are; empty without photos. */
export function counterText(index: number, count: number): string {
  if (count <= 0) return '';
  return `${clampIndex(index, count) + 1}/${count}`;
}

/** A swipe shorter than this share of the width (or this many pixels) snaps back. */
export const SWIPE_MIN_RATIO = 0.15;
export const SWIPE_MIN_PX = 40;

/**
 * Where a horizontal swipe of `deltaX` pixels (end minus start) ends. Dragging the picture to the
 * left shows the next photo in a left-to-right page; in right-to-left pages the photos run the
 * other way. Stops at the ends (no wrap while dragging).
 */
export function swipeTarget(
  index: number,
  deltaX: number,
  width: number,
  count: number,
  dir: 'ltr' | 'rtl' = 'ltr',
): number {
  const threshold = Math.max(SWIPE_MIN_PX, width * SWIPE_MIN_RATIO);
  if (Math.abs(deltaX) < threshold) return clampIndex(index, count);
  const forward = dir === 'ltr' ? deltaX < 0 : deltaX > 0;
  return clampIndex(index + (forward ? 1 : -1), count);
}

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 0.5;
/** A double tap zooms in to this, or back out to 1. */
export const ZOOM_DOUBLE_TAP = 2.5;

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return ZOOM_MIN;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));
}

/** Zoom after a double tap: in when (nearly) at rest, out otherwise. */
export function doubleTapZoom(zoom: number): number {
  return zoom > ZOOM_MIN + 0.01 ? ZOOM_MIN : ZOOM_DOUBLE_TAP;
}

/** Zoom during a pinch: the start zoom scaled by how far the fingers moved apart. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return clampZoom(startZoom);
  return clampZoom(startZoom * (distance / startDistance));
}

/**
 * A pan offset kept so the zoomed picture still covers the frame: at zoom z a picture of size s
 * may move at most s * (z - 1) / 2 each way.
 */
export function clampPan(offset: number, size: number, zoom: number): number {
  const limit = Math.max(0, (size * (clampZoom(zoom) - 1)) / 2);
  return Math.min(limit, Math.max(-limit, offset)) || 0;
}

/** The list with one item moved a step towards the start (-1) or the end (+1); unchanged at the ends. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}
