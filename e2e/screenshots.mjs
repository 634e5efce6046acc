// Screenshots of the main pages at 390 px and 1280 px, in English and Arabic, for a human look:
// `node e2e/screenshots.mjs [baseUrl]` with the app running (default http://127.0.0.1:8080).
// The wallet pages need some money moved first: a card recharge through the sandbox, a deposit, a
// bank account and a withdrawal for the demo user (run it against a fresh database).
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = new URL('./screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

async function call(path, { token, method = 'GET', body, idempotent = false } = {}) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (idempotent) headers['idempotency-key'] = randomUUID();
  const res = await fetch(base + path, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${method} ${path}: ${json.error} ${json.message}`);
  return json.data;
}

const login = (mobile) => call('/api/auth/login', { method: 'POST', body: { mobile, password: 'Dubai2026' } });
const user = await login('+971500000003');
const admin = await login('+971500000001');
const token = user.token;

// Money for the wallet pages: recharge AED 1,000 by card (the sandbox's test card), a deposit from the
// wallet, a bank account and a withdrawal confirmed with the code from the dev SMS outbox.
const recharge = await call('/api/wallet/recharges', {
  token,
  method: 'POST',
  body: { amount: '1000' },
  idempotent: true,
});
await fetch(new URL(recharge.checkoutUrl, base), {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12/30', cvc: '123', action: 'pay' }),
  redirect: 'manual',
});
const { deposit } = await call('/api/deposits', {
  token,
  method: 'POST',
  body: { purpose: 'auction', ref: { type: 'lot', id: 'LOT-1024' }, amount: '750', method: 'wallet' },
  idempotent: true,
});
const bank = await call('/api/wallet/bank-accounts', {
  token,
  method: 'POST',
  body: { holderName: 'Omar Al Mansoori', iban: 'AE070331234567890123456', bankName: 'Emirates NBD' },
});
try {
  await call('/api/me/sms-codes', { token, method: 'POST', body: { purpose: 'withdraw' } });
  const outbox = await call(`/api/dev/sms-outbox?mobile=${encodeURIComponent(user.user.mobile)}`);
  await call('/api/wallet/withdrawals', {
    token,
    method: 'POST',
    body: { amount: '120', bankAccountId: bank.id, code: outbox.items[0].code },
    idempotent: true,
  });
} catch (error) {
  console.warn(`no withdrawal for the screenshots: ${error.message}`);
}
const history = await call('/api/wallet/transactions', { token });

const pages = [
  '/',
  '/login',
  '/register',
  '/mine',
  '/notifications',
  '/settings',
  '/settings/profile',
  '/new-version',
  '/contact',
  '/wallet',
  '/wallet/recharge',
  `/pay/result/${recharge.paymentId}`,
  '/wallet/withdraw',
  '/wallet/withdrawals',
  `/wallet/transactions/${history.items[0].id}`,
  '/deposits',
  '/deposits/pay',
  `/deposits/${deposit.id}?paid=1`,
  '/vip',
  { path: '/admin/withdrawals', as: admin },
  { path: '/mine', as: admin, name: 'mine-admin' },
];

/** A file name for a path: ids and queries dropped ("/deposits/<uuid>?paid=1" -> "_deposits_id"). */
function fileName(lang, width, path, name) {
  const slug =
    name ??
    (path
      .replace(/\?.*$/, '')
      .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, 'id')
      .replaceAll('/', '_') ||
      '_home');
  return `${lang}-${width}${name ? `_${slug}` : slug}.png`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const lang of ['en', 'ar']) {
  for (const width of [390, 1280]) {
    for (const session of [user, admin]) {
      const list = pages.filter((p) => (typeof p === 'string' ? session === user : p.as === session));
      const context = await browser.newContext({ viewport: { width, height: width < 900 ? 844 : 800 } });
      await context.addInitScript(
        ([l, t, expiresAt, u]) => {
          localStorage.setItem('lang', l);
          localStorage.setItem('token', t);
          localStorage.setItem('tokenExpiresAt', expiresAt);
          localStorage.setItem('userInfo', u);
        },
        [lang, session.token, session.expiresAt, JSON.stringify(session.user)],
      );
      const page = await context.newPage();
      for (const entry of list) {
        const { path, name } = typeof entry === 'string' ? { path: entry } : entry;
        await page.goto(base + path);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        await page.screenshot({ path: out + fileName(lang, width, path, name), fullPage: false });
      }
      await context.close();
    }
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
