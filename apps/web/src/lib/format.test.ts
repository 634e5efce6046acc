import { describe, expect, it } from 'vitest';
import { maskMobile } from './format';

describe('maskMobile', () => {
  it('masks UAE and China numbers', () => {
    expect(maskMobile('+971501234567')).toBe('+971 50 *** 4567');
    expect(maskMobile('+8613812345678')).toBe('+86 138 **** 5678');
    expect(maskMobile(null)).toBe('');
  });
});
