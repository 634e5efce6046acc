import { describe, expect, it } from 'vitest';
import {
  clampIndex,
  clampPan,
  clampZoom,
  counterText,
  doubleTapZoom,
  moveItem,
  pinchZoom,
  swipeTarget,
  wrapIndex,
  ZOOM_MAX,
} from './gallery';

describe('gallery index', () => {
  it('wraps the arrows around both ends', () => {
    expect(wrapIndex(12, 12)).toBe(0);
    expect(wrapIndex(-1, 12)).toBe(11);
    expect(wrapIndex(5, 12)).toBe(5);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('counts photos from one', () => {
    expect(counterText(2, 12)).toBe('3/12');
    expect(counterText(40, 12)).toBe('12/12');
    expect(counterText(0, 0)).toBe('');
    expect(clampIndex(-4, 3)).toBe(0);
  });

  it('turns a long enough swipe into the next or previous photo', () => {
    expect(swipeTarget(0, -120, 390, 5)).toBe(1);
    expect(swipeTarget(1, 120, 390, 5)).toBe(0);
    // A short drag snaps back.
    expect(swipeTarget(1, -30, 390, 5)).toBe(1);
    // No wrap while dragging.
    expect(swipeTarget(4, -200, 390, 5)).toBe(4);
    expect(swipeTarget(0, 200, 390, 5)).toBe(0);
  });

  it('mirrors swipes in right-to-left pages', () => {
    expect(swipeTarget(0, 120, 390, 5, 'rtl')).toBe(1);
    expect(swipeTarget(1, -120, 390, 5, 'rtl')).toBe(0);
  });
});

describe('viewer zoom', () => {
  it('double tap zooms in, and out again', () => {
    const zoomed = doubleTapZoom(1);
    expect(zoomed).toBeGreaterThan(1);
    expect(doubleTapZoom(zoomed)).toBe(1);
  });

  it('pinch scales with the finger distance within the limits', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 100, 50)).toBe(1);
    expect(pinchZoom(3, 100, 1000)).toBe(ZOOM_MAX);
    expect(pinchZoom(2, 0, 100)).toBe(2);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('keeps a zoomed picture covering the frame', () => {
    expect(clampPan(500, 400, 2)).toBe(200);
    expect(clampPan(-500, 400, 2)).toBe(-200);
    expect(clampPan(50, 400, 1)).toBe(0);
  });
});

describe('photo order', () => {
  it('moves a photo one place, so the cover can change', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
