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
