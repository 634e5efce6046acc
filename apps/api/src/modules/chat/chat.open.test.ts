import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp, type TestUser } from '../../testing/test-app';
import { publishCar, registerDealer, setShopStatus, uploadCarPhoto } from '../listings/listings.testing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

function open(user: TestUser, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/chat/conversations/single',
    headers: bearer(user.token),
    payload,
  });
}

describe('chat with the shop: a card without a user id', () => {
  it('opens the single conversation with the shop owner, and with the seller of a car', async () => {
    const dealer = await registerDealer(t);
    const buyer = await registerUser(t);
    const shopId = dealer.shopId as string;

    const byShop = await open(buyer, { card: { kind: 'shop', id: shopId } });
    expect(byShop.statusCode, byShop.body).toBe(200);
    const { conversation, card } = byShop.json().data;
    expect(conversation).toMatchObject({ type: 'single', peer: { userId: dealer.userId } });
    expect(card).toMatchObject({ kind: 'shop', id: shopId, route: `/shops/${shopId}` });

    // The same conversation as with the user id.
    const byUser = await open(buyer, { userId: dealer.userId });
    expect(byUser.json().data.conversation.id).toBe(conversation.id);

    const car = await publishCar(t, dealer, await uploadCarPhoto(t, dealer));
    const byCar = await open(buyer, { card: { kind: 'listing', id: car.id } });
    expect(byCar.statusCode, byCar.body).toBe(200);
    expect(byCar.json().data.conversation.id).toBe(conversation.id);
    expect(byCar.json().data.card).toMatchObject({ kind: 'listing', id: car.id, title: car.title });
  });

  it('refuses my own shop, a shop the public cannot see, an unknown one, and a card nobody answers for', async () => {
    const dealer = await registerDealer(t);
    const buyer = await registerUser(t);
    const shopId = dealer.shopId as string;

    const self = await open(dealer, { card: { kind: 'shop', id: shopId } });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('CHAT_NOT_WITH_SELF');

    const unknown = await open(buyer, { card: { kind: 'shop', id: crypto.randomUUID() } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('CHAT_CARD_NOT_FOUND');

    await setShopStatus(t, shopId, 'suspended');
    const hidden = await open(buyer, { card: { kind: 'shop', id: shopId } });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe('CHAT_CARD_NOT_FOUND');

    const part = await open(buyer, { card: { kind: 'part', id: 'part-1' } });
    expect(part.statusCode).toBe(400);
    expect(part.json().error).toBe('VALIDATION_FAILED');

    const nothing = await open(buyer, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error).toBe('VALIDATION_FAILED');
  });
});
