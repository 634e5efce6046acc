import type { ListingSummary } from '@souq/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SearchPageCache } from './listings.cache';
import { call, publishCar, registerDealer, type Seller, uploadCarPhoto } from './listings.testing';

describe('SearchPageCache', () => {
  it('keeps a page for its time to live, then loads again', async () => {
    let now = 0;
    const cache = new SearchPageCache<number>(1000, 10, () => now);
    const load = vi.fn(async () => now);
    expect(await cache.get('a', load)).toBe(0);
    now = 999;
    expect(await cache.get('a', load)).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses, forgets failures, and empties on clear', async () => {
    const cache = new SearchPageCache<string>(1000, 10, () => 0);
    let calls = 0;
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve(`v${++calls}`), 5));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual(['v1', 'v1']);
    await expect(cache.get('bad', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', async () => 'ok')).toBe('ok');
    cache.clear();
    expect(await cache.get('k', slow)).toBe('v2');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new SearchPageCache<string>(1000, 2, () => 0);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });

  it('is off at zero', async () => {
    const cache = new SearchPageCache<number>(0);
    let n = 0;
    expect(await cache.get('k', async () => ++n)).toBe(1);
    expect(await cache.get('k', async () => ++n)).toBe(2);
  });
});

describe('the search with the micro-cache on', () => {
  let t: TestApp;
  let dealer: Seller;
  let photo: string;
  beforeAll(async () => {
    t = await createTestApp({ LISTING_SEARCH_CACHE_MS: '60000' });
    dealer = await registerDealer(t);
    photo = await uploadCarPhoto(t, dealer);
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async () =>
    ((await call(t, null, 'GET', '/api/listings?limit=50')).json().data.items as ListingSummary[]).map((i) => i.id);

  it('shows every write of this node at once', async () => {
    const first = await publishCar(t, dealer, photo);
    expect(await list()).toEqual([first.id]);
    t.clock.advance(1000);
    const second = await publishCar(t, dealer, photo);
    expect(await list()).toEqual([second.id, first.id]);
    await call(t, dealer, 'POST', `/api/listings/${second.id}/sold`);
    expect(await list()).toEqual([first.id]);
    t.clock.advance(1000);
    await call(t, dealer, 'POST', `/api/listings/${first.id}/price`, { price: '1000' });
    const cheap = (await call(t, null, 'GET', '/api/listings?limit=50')).json().data.items[0];
    expect(cheap.priceFils).toBe(100_000);
  });
});
