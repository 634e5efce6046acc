import { describe, expect, it } from 'vitest';
import { checkoutHref } from './checkout';

describe('checkoutHref', () => {
  it('puts a relative checkout URL on the API origin and keeps an absolute one', () => {
    expect(checkoutHref('/pay/sandbox/s1', 'https://api.example.com')).toBe('https://api.example.com/pay/sandbox/s1');
    expect(checkoutHref('https://checkout.stripe.com/c/pay/cs_1', 'https://api.example.com')).toBe(
      'https://checkout.stripe.com/c/pay/cs_1',
    );
  });
});
