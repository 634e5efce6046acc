/**
 * Index and zoom arithmetic of the photo gallery and the full-screen viewer, kept apart from the
 * components so it can be tested: swipes and the "3/12" counter (from the kit's carousel), and
 * pinch / double-tap zoom with the picture kept inside the screen.
 */

// The index and swipe arithmetic is the kit carousel's; the gallery and the viewer use it as is.
export {
  clampIndex,
  counterText,
  SWIPE_MIN_PX,
  SWIPE_MIN_RATIO,
  swipeTarget,
  wrapIndex,
} from '../../components/carousel-index';

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
