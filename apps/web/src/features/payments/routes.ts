import type { Payment } from '@souq/shared';

/** An in-app path to continue to; anything else (another site, "//host") is ignored. */
export function safeRoute(route: string | null | undefined): string | null {
  return route?.startsWith('/') && !route.startsWith('//') ? route : null;
}

/** Where "continue" goes after a payment; a deposit's page says it was paid. */
export function nextRoute(payment: Pick<Payment, 'purpose' | 'resultRoute' | 'status'>): string {
  const route = safeRoute(payment.resultRoute);
  if (!route) return payment.purpose === 'vip' ? '/vip' : payment.purpose === 'deposit' ? '/deposits' : '/wallet';
  if (payment.purpose === 'deposit' && payment.status === 'succeeded' && /^\/deposits\/[^/?#]+$/.test(route)) {
    return `${route}?paid=1`;
  }
  return route;
}

/** Where "try again" goes after a failed or cancelled payment. */
export function retryRoute(payment: Payment): string {
  if (payment.purpose === 'recharge') return '/wallet/recharge';
  if (payment.purpose === 'vip') return '/vip';
  if (payment.purpose === 'deposit') return '/deposits/pay';
  return safeRoute(payment.resultRoute) ?? '/wallet';
}
