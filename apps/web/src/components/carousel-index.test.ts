import { describe, expect, it } from 'vitest';
import { swipeTarget } from './carousel-index';

describe('swipeTarget options', () => {
  it('wraps past the ends when asked (the home banners)', () => {
    expect(swipeTarget(2, -60, 390, 3, 'ltr', { wrap: true, minRatio: 0 })).toBe(0);
    expect(swipeTarget(0, 60, 390, 3, 'ltr', { wrap: true, minRatio: 0 })).toBe(2);
    expect(swipeTarget(2, -60, 390, 3, 'ltr')).toBe(2);
  });

  it('needs only the pixel floor when the width share is off', () => {
    expect(swipeTarget(0, -45, 390, 3, 'ltr', { minRatio: 0 })).toBe(1);
    expect(swipeTarget(0, -45, 390, 3, 'ltr')).toBe(0);
    expect(swipeTarget(0, 45, 390, 3, 'rtl', { minRatio: 0 })).toBe(1);
  });
});
