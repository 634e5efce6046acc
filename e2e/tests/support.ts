import { mkdirSync, rmdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const PASSWORD = 'Marina2026';

let counter = 0;
/** A UAE mobile unique to this run and worker: national form for typing, E.164 for the API. */
export function newMobile(): { national: string; e164: string } {
  counter += 1;
  const digits = `${(Date.now() % 100000).toString().padStart(5, '0')}${process.pid % 10}${counter % 10}`.slice(-7);
  return { national: `052${digits}`, e164: `+97152${digits}` };
}

/** The code the dev SMS outbox "sent" to a number, waiting for it to arrive. */
export async function codeFromOutbox(request: APIRequestContext, e164: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/sms-outbox?mobile=${encodeURIComponent(e164)}`);
      code = (await res.json()).data.items[0]?.code ?? null;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as unknown as string;
}

/** The tab bar on a phone, the side navigation on a desktop: whichever is shown. */
export function nav(page: Page, tab: 'home' | 'moments' | 'publish' | 'mine') {
  return page.locator(`[data-testid="tab-${tab}"]:visible`);
}

/** Registers through the API (faster than the form) for journeys that are not about registering. */
export async function registerByApi(request: APIRequestContext) {
  const mobile = newMobile();
  await request.post('/api/auth/sms-codes', { data: { mobile: mobile.e164, purpose: 'register' } });
  const code = await codeFromOutbox(request, mobile.e164);
  const res = await request.post('/api/auth/register', {
    data: { mobile: mobile.e164, code, password: PASSWORD, passwordConfirm: PASSWORD },
  });
  expect(res.ok()).toBe(true);
  return mobile;
}

export type Session = { token: string; expiresAt: string; user: unknown };

export async function login(request: APIRequestContext, mobile: string, password: string): Promise<Session> {
  const res = await request.post('/api/auth/login', { data: { mobile, password } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as Session;
}

/** Money in a wallet, the fast way: a card recharge paid on the sandbox checkout by the API. */
export async function rechargeWallet(request: APIRequestContext, token: string, amount: string): Promise<void> {
  const res = await request.post('/api/wallet/recharges', {
    data: { amount },
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
  });
  expect(res.ok()).toBe(true);
  const { checkoutUrl } = (await res.json()).data as { checkoutUrl: string };
  const paid = await request.post(checkoutUrl, {
    form: { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123', action: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBeLessThan(400);
  await expect
    .poll(async () => {
      const wallet = await request.get('/api/wallet', { headers: { authorization: `Bearer ${token}` } });
      return (await wallet.json()).data.availableFils as number;
    })
    .toBeGreaterThanOrEqual(Number(amount) * 100);
}

export async function serverNow(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/dev/clock');
  expect(res.ok()).toBe(true);
  return Date.parse((await res.json()).data.now);
}

/** Moves the shared server clock forward to `target` (never back: other journeys share it). */
export async function advanceServerClockTo(request: APIRequestContext, target: number): Promise<void> {
  const advanceMs = Math.ceil(target - (await serverNow(request)));
  if (advanceMs <= 0) return;
  const res = await request.post('/api/dev/clock', { data: { advanceMs } });
  expect(res.ok()).toBe(true);
}

/**
 * Journeys that move the one server clock (rentals, auctions) take turns: a lock directory next to
 * the other temporary files, so one journey's jump never lands inside another's deadline.
 */
export async function withClockTurn<T>(fn: () => Promise<T>): Promise<T> {
  const lock = path.join(tmpdir(), `souq-e2e-clock-${process.env.E2E_PORT ?? '4173'}`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      try {
        // A lock left by a crashed run is stale after five minutes.
        if (Date.now() - statSync(lock).mtimeMs > 5 * 60_000) rmdirSync(lock);
      } catch {
        // released meanwhile
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await fn();
  } finally {
    rmdirSync(lock);
  }
}
