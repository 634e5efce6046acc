import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { NhtsaVinDecoder } from './vin-decoder.nhtsa';
import { OfflineVinDecoder } from './vin-decoder.offline';

const silentLog = { warn: vi.fn() } as unknown as ConstructorParameters<typeof NhtsaVinDecoder>[0]['log'];

/** A vPIC DecodeVinValues answer with the given fields. */
function vpic(fields: Record<string, string>): Response {
  return new Response(JSON.stringify({ Count: 1, Message: 'Results returned successfully', Results: [fields] }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

describe('POST /api/vin/decode (offline decoder)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const decode = (vin: string) => t.app.inject({ method: 'POST', url: '/api/vin/decode', payload: { vin } });

  it('decodes maker, catalogue brand, country and model year; guests may use it', async () => {
    const res = await decode(' 1hgcm82633a004352 ');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      vin: '1HGCM82633A004352',
      maker: expect.stringContaining('Honda'),
      brandId: 'honda',
      country: 'US',
      modelYear: 2003,
      source: 'offline',
      seriesName: null,
    });
    const toyota = (await decode('JTMHV05J1E4123456')).json().data;
    expect(toyota).toMatchObject({ brandId: 'toyota', country: 'JP', modelYear: 2014 });
  });

  it.each([
    ['1HGCM82643A004352', 'vinCheckDigit'],
    ['1HGCM82633A0O4352', 'vinLetters'],
    ['1HGCM82633', 'vinLength'],
  ])('answers %s with the field error %s', async (vin, key) => {
    const res = await decode(vin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', data: { fields: [{ field: 'vin', key }] } });
  });
});

describe('NHTSA vPIC adapter', () => {
  const clock = new FakeClock('2026-06-01T00:00:00Z');
  const offline = new OfflineVinDecoder(clock);
  const make = (fetch: typeof globalThis.fetch) =>
    new NhtsaVinDecoder({
      url: 'https://vpic.example/api/vehicles/DecodeVinValues/',
      timeoutMs: 1000,
      offline,
      brandIdOfMake: async (m) => (m.toLowerCase() === 'mercedes-benz' ? 'mercedes-benz' : null),
      log: silentLog,
      fetch,
    });

  it('asks DecodeVinValues and adds the model and maker', async () => {
    const fetch = vi.fn(async () =>
      vpic({ Make: 'HONDA', Manufacturer: 'AMERICAN HONDA MOTOR CO., INC.', Model: 'Accord', ModelYear: '2003' }),
    );
    const out = await make(fetch as unknown as typeof globalThis.fetch).decode('1HGCM82633A004352');
    expect(fetch).toHaveBeenCalledWith(
      'https://vpic.example/api/vehicles/DecodeVinValues/1HGCM82633A004352?format=json',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(out).toEqual({
      vin: '1HGCM82633A004352',
      maker: 'AMERICAN HONDA MOTOR CO., INC.',
      brandId: 'honda',
      country: 'US',
      modelYear: 2003,
      source: 'external',
      seriesName: 'Accord',
    });
  });

  it('finds the catalogue brand by the make when the WMI is unknown to the offline tables', async () => {
    const fetch = vi.fn(async () => vpic({ Make: 'MERCEDES-BENZ', Manufacturer: '', Model: 'G-Class', ModelYear: '' }));
    const out = await make(fetch as unknown as typeof globalThis.fetch).decode('11111111111111111');
    expect(out).toMatchObject({
      brandId: 'mercedes-benz',
      maker: 'MERCEDES-BENZ',
      seriesName: 'G-Class',
      modelYear: 2001,
      source: 'external',
    });
  });

  it('falls back to the offline answer when the service fails or times out', async () => {
    const down = vi.fn(async () => new Response('busy', { status: 503 }));
    expect(await make(down as unknown as typeof globalThis.fetch).decode('1HGCM82633A004352')).toMatchObject({
      source: 'offline',
      brandId: 'honda',
    });
    const broken = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await make(broken as unknown as typeof globalThis.fetch).decode('1HGCM82633A004352')).toMatchObject({
      source: 'offline',
    });
  });
});

describe('VIN_DECODER=nhtsa through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      VIN_DECODER: 'nhtsa',
      VIN_DECODER_URL: 'https://vpic.test/api/vehicles/DecodeVinValues',
    });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers from the external service, with the model name', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      vpic({ Make: 'TOYOTA', Manufacturer: 'TOYOTA MOTOR CORPORATION', Model: 'Land Cruiser', ModelYear: '2014' }),
    );
    vi.stubGlobal('fetch', fetch);
    const res = await t.app.inject({ method: 'POST', url: '/api/vin/decode', payload: { vin: 'JTMHV05J1E4123456' } });
    expect(res.json().data).toMatchObject({ source: 'external', brandId: 'toyota', seriesName: 'Land Cruiser' });
    expect(fetch.mock.calls[0]?.[0]).toBe(
      'https://vpic.test/api/vehicles/DecodeVinValues/JTMHV05J1E4123456?format=json',
    );
  });

  it('never calls it for a VIN that fails the check digit', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const res = await t.app.inject({ method: 'POST', url: '/api/vin/decode', payload: { vin: 'JTMHV05J2E4123456' } });
    expect(res.statusCode).toBe(400);
    expect(fetch).not.toHaveBeenCalled();
  });
});
