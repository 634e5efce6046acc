import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp, type TestUser } from '../../testing/test-app';
import { seedChat } from './chat.seed';

let t: TestApp;
let aisha: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  // The demo users the seed acts as (seed.ts creates them on a real start).
  await registerUser(t, '+971500000002');
  aisha = await registerUser(t, '+971500000003');
  await registerUser(t, '+971500000004');
});
afterAll(async () => {
  await t?.close();
});

describe('demo chat', () => {
  it('is seeded once: a conversation with the merchant, a friend and a group', async () => {
    await seedChat(t.app.services, t.app.ctx);
    await seedChat(t.app.services, t.app.ctx);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/chat/conversations', headers: bearer(aisha.token) })
    ).json().data;
    expect(list.items.map((c: { type: string }) => c.type).sort()).toEqual(['group', 'single', 'single']);
    const friends = (
      await t.app.inject({ method: 'GET', url: '/api/chat/friends', headers: bearer(aisha.token) })
    ).json().data;
    expect(friends.items).toHaveLength(1);
    const groups = (await t.app.inject({ method: 'GET', url: '/api/chat/groups', headers: bearer(aisha.token) })).json()
      .data;
    expect(groups.items).toEqual([
      expect.objectContaining({ name: 'Dubai car lovers', memberCount: 3, myRole: 'owner' }),
    ]);
  });
});
