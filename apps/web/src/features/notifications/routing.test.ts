// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import {
  CENTRE_CATEGORIES,
  isAppRoute,
  notificationCategory,
  notificationTarget,
  pushNavigationDelayMs,
} from '@souq/shared/notifications/notification-route';
import { describe, expect, it } from 'vitest';

const n = (type: string, route: string | null = null, params: Record<string, unknown> = {}) => ({
  type,
  route,
  params,
});

describe('the message centre routes by type', () => {
  it('puts each type in its category, unknown ones in system', () => {
    expect(notificationCategory('station.message')).toBe('station');
    expect(notificationCategory('rental.order_confirmed')).toBe('rental');
    expect(notificationCategory('lease.demand_contacted')).toBe('rental');
    expect(notificationCategory('deal.paid')).toBe('order');
    expect(notificationCategory('payment.succeeded')).toBe('order');
    expect(notificationCategory('wallet.withdrawal_paid')).toBe('order');
    expect(notificationCategory('booking.confirmed')).toBe('booking');
    expect(notificationCategory('auction.outbid')).toBe('auction');
    expect(notificationCategory('live.started')).toBe('auction');
    expect(notificationCategory('account.welcome')).toBe('system');
    expect(notificationCategory('system.message')).toBe('system');
    expect(notificationCategory('something.new')).toBe('system');
    expect(notificationCategory('chat.message')).toBe('chat');
    expect(CENTRE_CATEGORIES).not.toContain('chat');
  });

  it('sends system messages 1-5 and 7 to the admin order list and 6 to the long-term list (spec section 6)', () => {
    for (const kind of [1, 2, 3, 4, 5, 7, '3']) {
      expect(notificationTarget(n('system.message', null, { kind }))).toBe('/admin/rentals/orders');
    }
    expect(notificationTarget(n('system.message', null, { kind: 6 }))).toBe('/admin/lease/demands');
    // An unknown kind falls back to the message's own route, or nowhere.
    expect(notificationTarget(n('system.message', '/mine', { kind: 9 }))).toBe('/mine');
    expect(notificationTarget(n('system.message', null, { kind: 'x' }))).toBeNull();
  });

  it("opens any other notification's own in-app route, and never one that leaves the app", () => {
    expect(notificationTarget(n('deal.paid', '/deals/42'))).toBe('/deals/42');
    expect(notificationTarget(n('station.message', '/auctions'))).toBe('/auctions');
    for (const bad of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/a\\b', '/a\nb', '']) {
      expect(isAppRoute(bad)).toBe(false);
      expect(notificationTarget(n('deal.paid', bad))).toBeNull();
    }
  });

  it('waits 0.5 s before navigating from a push, 1 s for a live', () => {
    expect(pushNavigationDelayMs('/chat/single_1')).toBe(500);
    expect(pushNavigationDelayMs('/live/abc')).toBe(1000);
    expect(pushNavigationDelayMs('/live')).toBe(1000);
    expect(pushNavigationDelayMs('/lively')).toBe(500);
  });
});

describe('the service worker (public/sw-push.js)', () => {
  const source = readFileSync(fileURLToPath(new URL('../../../public/sw-push.js', import.meta.url)), 'utf8');
  type SwPush = {
    clickTarget(data: unknown, origin: string): { route: string; url: string; delayMs: number };
    parsePush(data: unknown): { title: string; options: { body: string; tag?: string; data: { route: string } } };
  };
  const sandbox: { self: { souqPush?: SwPush } } = { self: {} };
  runInNewContext(source, sandbox);
  const sw = sandbox.self.souqPush as SwPush;

  it('routes a tap to the push route after 0.5 s, a live after 1 s', () => {
    expect(sw.clickTarget({ route: '/chat/single_ab' }, 'https://souq.example')).toEqual({
      route: '/chat/single_ab',
      url: 'https://souq.example/chat/single_ab',
      delayMs: 500,
    });
    expect(sw.clickTarget({ route: '/live/s1' }, 'https://souq.example').delayMs).toBe(1000);
  });

  it('never leaves the app: a foreign or missing route opens the message centre', () => {
    for (const data of [
      { route: '//evil.example/x' },
      { route: 'https://evil.example' },
      { route: 42 },
      null,
      undefined,
    ]) {
      expect(sw.clickTarget(data, 'https://souq.example').url).toBe('https://souq.example/notifications');
    }
  });

  it('shows what the API sent, bounded, and a plain notice for anything else', () => {
    const shown = sw.parsePush({ title: 'Aisha', body: 'Hello', route: '/chat/c1', tag: 'c1' });
    expect(shown.title).toBe('Aisha');
    expect(shown.options).toMatchObject({ body: 'Hello', tag: 'c1', data: { route: '/chat/c1' } });
    const junk = sw.parsePush({ title: 'x'.repeat(500), body: 7, route: 'javascript:1' });
    expect(junk.title.length).toBeLessThanOrEqual(120);
    expect(junk.options.body).toBe('');
    expect(junk.options.data.route).toBe('/notifications');
    expect(sw.parsePush(null).title).toBe('Souq Motors');
  });
});
