import { type APIRequestContext, type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { login, nav, PASSWORD, registerByApi } from './support';

/** A small PNG (8x8, red): the server re-encodes it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
  'base64',
);

/** A browser window of its own (own storage, the project's viewport), signed in as a user, in a language. */
async function windowFor(
  browser: Browser,
  testInfo: TestInfo,
  request: APIRequestContext,
  mobile: string,
  lang: 'en' | 'ar',
): Promise<{ page: Page; userId: string; token: string }> {
  const session = await login(request, mobile, PASSWORD);
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport ?? null,
    hasTouch: testInfo.project.use.hasTouch,
  });
  await context.addInitScript(
    ([language, token, expiresAt, user]) => {
      localStorage.setItem('lang', language);
      localStorage.setItem('token', token);
      localStorage.setItem('tokenExpiresAt', expiresAt);
      localStorage.setItem('userInfo', user);
    },
    [lang, session.token, session.expiresAt, JSON.stringify(session.user)] as const,
  );
  return { page: await context.newPage(), userId: (session.user as { id: string }).id, token: session.token };
}

test('two users chat with text and a photo; a withdrawn message reads so on both sides; the unread badge rises and clears; one side in Arabic', async ({
  browser,
  request,
}, testInfo) => {
  const seller = await registerByApi(request);
  const buyer = await registerByApi(request);
  const a = await windowFor(browser, testInfo, request, buyer.e164, 'en');
  const b = await windowFor(browser, testInfo, request, seller.e164, 'ar');

  // The seller (in Arabic) waits on Mine: no chat unread yet.
  await b.page.goto('/mine');
  await expect(b.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(b.page.getByTestId('mine-chat')).toBeVisible();
  await expect(b.page.getByTestId('chat-entry-badge')).toHaveCount(0);

  // The buyer opens the conversation with the seller and writes.
  await a.page.goto(`/chat/open?user=${b.userId}`);
  await expect(a.page).toHaveURL(/\/chat\/single_[0-9a-f]{32}$/);
  await expect(a.page.getByTestId('chat-view').getByTestId('chat-sync')).toHaveAttribute('data-state', 'synced');
  const first = 'Hello, is the car still available?';
  await a.page.getByTestId('chat-input').fill(first);
  await a.page.getByTestId('chat-send').click();
  const mine = a.page.getByTestId('chat-message').filter({ hasText: first });
  await expect(mine).toHaveCount(1);
  await expect(mine).not.toHaveAttribute('data-state', 'sending');
  await expect(mine).not.toHaveAttribute('data-seq', '0');

  // The seller's unread badge rises to 1, live.
  await expect(b.page.getByTestId('chat-entry-badge')).toHaveText('1');

  // The seller opens the chat: the conversation is listed with its unread count and preview.
  await b.page.getByTestId('mine-chat').click();
  const row = b.page.getByTestId('chat-conversation');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('chat-conversation-unread')).toHaveText('1');
  await expect(row.getByTestId('chat-conversation-preview')).toContainText(first.slice(0, 30));
  await row.getByRole('link').click();
  await expect(b.page.getByTestId('chat-text').filter({ hasText: first })).toBeVisible();

  // The seller answers with a photo; the buyer sees it arrive, and the seller's copy is stored.
  const chooser = b.page.waitForEvent('filechooser');
  await b.page.getByTestId('chat-attach').click();
  await b.page.getByTestId('chat-attach-image').click();
  await (await chooser).setFiles({ name: 'car.png', mimeType: 'image/png', buffer: PNG });
  const photo = b.page.getByTestId('chat-message').filter({ has: b.page.getByTestId('chat-image') });
  await expect(photo).toHaveCount(1);
  await expect(photo).not.toHaveAttribute('data-seq', '0');
  await expect(a.page.getByTestId('chat-image')).toHaveCount(1);
  await expect(a.page.getByTestId('chat-image').locator('img')).toHaveAttribute('src', /.+/);

  // Read on open: back on Mine the badge is gone.
  if (testInfo.project.name.startsWith('phone')) await b.page.getByTestId('chat-back').click();
  await nav(b.page, 'mine').click();
  await expect(b.page.getByTestId('mine-chat')).toBeVisible();
  await expect(b.page.getByTestId('chat-entry-badge')).toHaveCount(0);
  await b.page.getByTestId('mine-chat').click();
  await b.page.getByTestId('chat-conversation').getByRole('link').click();

  // The buyer withdraws the first message (within 2 minutes); both sides read that it was withdrawn.
  await mine.getByTestId('chat-message-menu').click();
  await a.page.getByTestId('chat-revoke').click();
  await a.page.getByTestId('chat-confirm').click();
  await expect(a.page.getByTestId('chat-withdrawn')).toHaveText('This message has been withdrawn');
  await expect(b.page.getByTestId('chat-withdrawn')).toHaveText('تم سحب هذه الرسالة');
  await expect(b.page.getByTestId('chat-text').filter({ hasText: first })).toHaveCount(0);

  await a.page.context().close();
  await b.page.context().close();
});

/** Where the journeys below leave their screenshots (looked at by hand; not compared). */
const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) });

async function groupOf(request: APIRequestContext, token: string, memberIds: string[]): Promise<string> {
  const res = await request.post('/api/chat/groups', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Patrol owners', memberIds },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data.conversationId as string;
}

test("a reply in a group quotes the message; the one replied to sees it on the list and in the group's call list, in Arabic", async ({
  browser,
  request,
}, testInfo) => {
  const owner = await registerByApi(request);
  const member = await registerByApi(request);
  const a = await windowFor(browser, testInfo, request, owner.e164, 'en');
  const b = await windowFor(browser, testInfo, request, member.e164, 'ar');
  const conversationId = await groupOf(request, a.token, [b.userId]);
  const question = 'Anyone selling a Patrol?';
  const asked = await request.post(`/api/chat/conversations/${conversationId}/messages`, {
    headers: { authorization: `Bearer ${b.token}` },
    data: { type: 'text', clientId: `e2e-ask-${Date.now()}`, text: question },
  });
  expect(asked.ok()).toBe(true);

  // The owner replies from the message's menu: the quote strip shows it, with a cancel.
  await a.page.goto(`/chat/${conversationId}`);
  const original = a.page.getByTestId('chat-message').filter({ hasText: question });
  await expect(original).toHaveCount(1);
  await original.getByTestId('chat-message-menu').click();
  await a.page.getByTestId('chat-reply').click();
  await expect(a.page.getByTestId('chat-reply-strip')).toContainText(question);
  await a.page.getByTestId('chat-input').fill('I have one, 2021');
  await shot(a.page, testInfo, 'chat-reply-strip-en');
  await a.page.getByTestId('chat-send').click();
  await expect(a.page.getByTestId('chat-reply-strip')).toHaveCount(0);
  const reply = a.page.getByTestId('chat-message').filter({ hasText: 'I have one, 2021' });
  await expect(reply.getByTestId('chat-quote')).toContainText(question);
  await expect(reply).not.toHaveAttribute('data-seq', '0');
  await shot(a.page, testInfo, 'chat-reply-sent-en');

  // The member (in Arabic) sees "you were replied to" on the group's row.
  await b.page.goto('/chat');
  const row = b.page.getByTestId('chat-conversation').filter({ has: b.page.getByTestId('chat-call-marker') });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('chat-call-marker')).toHaveText('[@ تم الرد عليك]');
  await shot(b.page, testInfo, 'chat-call-marker-ar');

  // In the group, the "@" lists the reply; choosing it shows the message; tapping the quote goes to the original.
  await row.getByRole('link').click();
  await b.page.getByTestId('chat-calls').click();
  await expect(b.page.getByTestId('chat-call')).toHaveCount(1);
  await expect(b.page.getByTestId('chat-call')).toContainText('I have one, 2021');
  // The popover's opening transition (150 ms) ends before the picture.
  await b.page.waitForTimeout(300);
  await shot(b.page, testInfo, 'chat-calls-ar');
  await b.page.getByTestId('chat-call').click();
  const received = b.page.getByTestId('chat-message').filter({ hasText: 'I have one, 2021' });
  await expect(received.getByTestId('chat-quote')).toContainText(question);
  await received.getByTestId('chat-quote').click();
  await expect(b.page.getByTestId('chat-message').filter({ hasText: question }).first()).toHaveAttribute(
    'data-flash',
    'true',
  );

  // Read now: the marker is gone from the list.
  if (testInfo.project.name.startsWith('phone')) await b.page.getByTestId('chat-back').click();
  else await b.page.goto('/chat');
  await expect(b.page.getByTestId('chat-conversation')).toHaveCount(1);
  await expect(b.page.getByTestId('chat-call-marker')).toHaveCount(0);

  await a.page.context().close();
  await b.page.context().close();
});

test('a member removed from a group reads why in the conversation before it closes', async ({
  browser,
  request,
}, testInfo) => {
  const owner = await registerByApi(request);
  const member = await registerByApi(request);
  const ownerSession = await login(request, owner.e164, PASSWORD);
  const b = await windowFor(browser, testInfo, request, member.e164, 'en');
  const ownerId = (ownerSession.user as { id: string }).id;
  const conversationId = await groupOf(request, ownerSession.token, [b.userId]);
  const groupId = conversationId.slice('group_'.length);
  expect(ownerId).not.toBe(b.userId);

  await b.page.goto(`/chat/${conversationId}`);
  await expect(b.page.getByTestId('chat-view').getByTestId('chat-sync')).toHaveAttribute('data-state', 'synced');
  const expel = await request.delete(`/api/chat/groups/${groupId}/members/${b.userId}`, {
    headers: { authorization: `Bearer ${ownerSession.token}` },
  });
  expect(expel.ok()).toBe(true);
  const notice = b.page.getByTestId('chat-removed-notice');
  await expect(notice).toHaveText('You were removed from this group. The conversation closes now.');
  await expect(b.page.getByTestId('chat-input')).toBeDisabled();
  await shot(b.page, testInfo, 'chat-removed-en');
  // After the second the conversation is gone and the list shows.
  await expect(b.page).toHaveURL(/\/chat$/);
  await expect(b.page.getByTestId('chat-conversation')).toHaveCount(0);

  await b.page.context().close();
});

test('a user reports another from the conversation; an admin (in Arabic) resolves the report after confirming', async ({
  browser,
  request,
}, testInfo) => {
  const reported = await registerByApi(request);
  const reporter = await registerByApi(request);
  const a = await windowFor(browser, testInfo, request, reporter.e164, 'en');
  const peer = await login(request, reported.e164, PASSWORD);
  const details = `Asked for a deposit by bank transfer before any viewing (${testInfo.project.name} ${Date.now()})`;

  await a.page.goto(`/chat/open?user=${(peer.user as { id: string }).id}`);
  await expect(a.page).toHaveURL(/\/chat\/single_[0-9a-f]{32}$/);
  await a.page.getByTestId('chat-menu').click();
  await a.page.getByTestId('chat-report').click();
  await a.page.getByLabel('What happened? (optional)').fill(details);
  await a.page.getByTestId('chat-report-send').click();
  await expect(a.page.getByText('Thank you. Our team will review the report.')).toBeVisible();

  // The seeded admin, in Arabic.
  const admin = await login(request, '+971500000001', 'Dubai2026');
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport ?? null,
    hasTouch: testInfo.project.use.hasTouch,
  });
  await context.addInitScript(
    ([token, expiresAt, user]) => {
      localStorage.setItem('lang', 'ar');
      localStorage.setItem('token', token);
      localStorage.setItem('tokenExpiresAt', expiresAt);
      localStorage.setItem('userInfo', user);
    },
    [admin.token, admin.expiresAt, JSON.stringify(admin.user)] as const,
  );
  const page = await context.newPage();
  await page.goto('/admin/chat/reports');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const row = page.getByTestId('admin-report-row').filter({ hasText: details });
  await expect(row).toHaveCount(1);
  await row.getByTestId('resolve-report').click();
  await page.getByTestId('confirm-report-decision').click();
  await expect(page.getByTestId('admin-report-row').filter({ hasText: details })).toHaveCount(0);
  await page.getByTestId('admin-reports-tab-resolved').click();
  await expect(page.getByTestId('admin-report-row').filter({ hasText: details })).toHaveCount(1);

  await a.page.context().close();
  await context.close();
});
