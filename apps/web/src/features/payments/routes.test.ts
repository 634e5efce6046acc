import { describe, expect, it } from 'vitest';
import { nextRoute, safeRoute } from './routes';

describe('payment result routes', () => {
  it('keep in-app routes only', () => {
    expect(safeRoute('/wallet')).toBe('/wallet');
    expect(safeRoute('//evil.example')).toBeNull();
    expect(safeRoute('https://evil.example')).toBeNull();
    expect(safeRoute(null)).toBeNull();
  });

  it('continue to the result route, a paid deposit with its success banner', () => {
    expect(nextRoute({ purpose: 'recharge', resultRoute: '/wallet', status: 'succeeded' })).toBe('/wallet');
    expect(nextRoute({ purpose: 'deposit', resultRoute: '/deposits/d1', status: 'succeeded' })).toBe(
      '/deposits/d1?paid=1',
    );
    expect(nextRoute({ purpose: 'vip', resultRoute: null, status: 'succeeded' })).toBe('/vip');
    expect(nextRoute({ purpose: 'order', resultRoute: 'https://x.example', status: 'succeeded' })).toBe('/wallet');
  });
});
