import { type Driver, type DriverInput, dubaiDay as dubaiDate } from '@souq/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerAdmin,
  registerUser,
  type TestApp,
  type TestUser,
} from '../../testing/test-app';
import { samplePng, uploadFile } from '../uploads/uploads.testing';

let t: TestApp;
let renter: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  renter = await registerUser(t);
  other = await registerUser(t);
});
afterAll(async () => {
  await t?.close();
});

async function upload(user: TestUser, purpose: 'licence' | 'car' = 'licence'): Promise<string> {
  const res = await uploadFile(t, user.token, await samplePng(), { purpose, contentType: 'image/png' });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data.id;
}

let licenceSeq = 0;

/** A valid driver of the user (each with its own licence number); the fake clock starts on 2026-01-15. */
async function body(user: TestUser, overrides: Partial<DriverInput> = {}): Promise<DriverInput> {
  return {
    name: 'ZHANG WEI',
    sex: 'male',
    birthDate: '1990-05-20',
    licenceNumber: `DXB-${1_000_000 + ++licenceSeq}`,
    licenceType: 'uae',
    licenceFirstIssueDate: '2012-06-01',
    licenceExpiryDate: '2029-06-01',
    licenceAddress: 'Dubai Marina, Dubai',
    licenceFrontUploadId: await upload(user),
    licenceBackUploadId: await upload(user),
    mobile: '050 123 4567',
    email: 'wei@example.com',
    ...overrides,
  };
}

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: user ? bearer(user.token) : {} });

/** Adds a driver of the user through the API: a valid one, but for `overrides`; the response as it comes. */
const postDriver = async (user: TestUser, overrides: Partial<DriverInput> = {}) =>
  call(user, 'POST', '/api/me/drivers', await body(user, overrides));

async function addDriver(user: TestUser, overrides: Partial<DriverInput> = {}): Promise<Driver> {
  const res = await postDriver(user, overrides);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
}

describe('driver records', () => {
  it('adds, lists, reads, edits and removes a driver with signed licence image URLs', async () => {
    const input = await body(renter);
    const created = await call(renter, 'POST', '/api/me/drivers', input);
    expect(created.statusCode).toBe(200);
    const driver = created.json().data as Driver;
    expect(driver).toMatchObject({
      name: 'ZHANG WEI',
      birthDate: '1990-05-20',
      licenceExpiryDate: '2029-06-01',
      licenceFrontUploadId: input.licenceFrontUploadId,
      mobile: '+971501234567',
      email: 'wei@example.com',
    });
    expect(driver.licenceFrontUrl).toMatch(/\/files\/private\/.*[?&]sig=/);
    expect(driver.licenceBackUrl).toMatch(/[?&]expires=\d+/);
    // The signed URL serves the image to whoever holds it, for a short while.
    const image = await t.app.inject({ method: 'GET', url: driver.licenceFrontUrl as string });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toContain('no-store');

    const list = (await call(renter, 'GET', '/api/me/drivers')).json().data.items as Driver[];
    expect(list.map((d) => d.id)).toContain(driver.id);
    expect((await call(renter, 'GET', `/api/me/drivers/${driver.id}`)).json().data.id).toBe(driver.id);

    const edited = await call(renter, 'PATCH', `/api/me/drivers/${driver.id}`, {
      licenceExpiryDate: '2031-01-31',
      licenceAddress: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      licenceExpiryDate: '2031-01-31',
      licenceAddress: '',
      name: 'ZHANG WEI',
      licenceFrontUploadId: input.licenceFrontUploadId,
    });

    expect((await call(renter, 'DELETE', `/api/me/drivers/${driver.id}`)).statusCode).toBe(200);
    const after = (await call(renter, 'GET', '/api/me/drivers')).json().data.items as Driver[];
    expect(after.map((d) => d.id)).not.toContain(driver.id);
    expect((await call(renter, 'GET', `/api/me/drivers/${driver.id}`)).statusCode).toBe(404);
  });

  it("another user's driver answers 404 for every action, and lists stay separate", async () => {
    const driver = await addDriver(renter);
    for (const [method, payload] of [['GET'], ['PATCH', { name: 'X' }], ['DELETE']] as const) {
      const res = await call(other, method, `/api/me/drivers/${driver.id}`, payload);
      expect(res.statusCode, method).toBe(404);
    }
    const theirs = (await call(other, 'GET', '/api/me/drivers')).json().data.items as Driver[];
    expect(theirs.map((d) => d.id)).not.toContain(driver.id);
    expect((await call(null, 'GET', '/api/me/drivers')).statusCode).toBe(401);
    // The admin reads the licence image through the uploads API; the other user cannot.
    const admin = await registerAdmin(t);
    const url = `/api/uploads/${driver.licenceFrontUploadId}`;
    expect((await call(admin, 'GET', url)).statusCode).toBe(200);
    expect((await call(other, 'GET', url)).statusCode).toBe(404);
  });

  it('licence images must be the user’s own private licence uploads', async () => {
    const theirs = await upload(other);
    const stolen = await postDriver(renter, { licenceFrontUploadId: theirs });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error).toBe('UPLOAD_NOT_USABLE');
    expect(stolen.json().data.fields[0].field).toBe('licenceFrontUploadId');

    const publicPhoto = await upload(renter, 'car');
    const wrongKind = await postDriver(renter, { licenceBackUploadId: publicPhoto });
    expect(wrongKind.json().error).toBe('UPLOAD_NOT_USABLE');
    expect(wrongKind.json().data.fields[0].field).toBe('licenceBackUploadId');

    const same = await upload(renter);
    const twice = await postDriver(renter, { licenceFrontUploadId: same, licenceBackUploadId: same });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().data.fields[0].field).toBe('licenceBackUploadId');
  });

  it('refuses an expired licence, dates out of order and a driver under 18', async () => {
    const expired = await postDriver(renter, { licenceExpiryDate: '2026-01-14' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().data.fields).toEqual([
      expect.objectContaining({
        field: 'licenceExpiryDate',
        key: 'licenceExpiredOn',
        message: 'This licence expired on 14 Jan 2026.',
      }),
    ]);
    // Valid through today is fine.
    expect((await postDriver(renter, { licenceExpiryDate: '2026-01-15' })).statusCode).toBe(200);

    const order = await postDriver(renter, { licenceFirstIssueDate: '2030-01-01', licenceExpiryDate: '2029-01-01' });
    expect(order.json().data.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'licenceExpiryDate', key: 'dateOrder' }),
        expect.objectContaining({ field: 'licenceFirstIssueDate', key: 'dateInFuture' }),
      ]),
    );

    // 18 on 2026-01-16: one day short on 2026-01-15.
    const young = await postDriver(renter, { birthDate: '2008-01-16', licenceFirstIssueDate: '2025-12-01' });
    expect(young.statusCode).toBe(400);
    expect(young.json().data.fields).toEqual([
      expect.objectContaining({ field: 'birthDate', key: 'minAge', message: 'Must be at least 18 years old.' }),
    ]);
    const adult = await postDriver(renter, { birthDate: '2008-01-15', licenceFirstIssueDate: '2025-12-01' });
    expect(adult.statusCode).toBe(200);

    const patchExpired = await call(renter, 'PATCH', `/api/me/drivers/${adult.json().data.id}`, {
      licenceExpiryDate: '2020-01-01',
    });
    expect(patchExpired.statusCode).toBe(400);
  });

  it('added while booking, the licence must be valid through the return day, with both dates said', async () => {
    const short = await postDriver(renter, {
      licenceExpiryDate: '2026-12-03',
      validThrough: '2026-12-05T10:00:00+04:00',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().data.fields).toEqual([
      expect.objectContaining({
        field: 'licenceExpiryDate',
        key: 'licenceExpiresBeforeReturn',
        message: 'Your licence expires on 3 Dec 2026, before the return on 5 Dec 2026.',
      }),
    ]);
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/api/me/drivers',
      payload: await body(renter, { licenceExpiryDate: '2026-12-03', validThrough: '2026-12-05T10:00:00+04:00' }),
      headers: { ...bearer(renter.token), 'accept-language': 'ar' },
    });
    expect(arabic.json().data.fields[0].message).toMatch(/[\u0600-\u06FF]/);
    // Valid through the return day itself is fine; the booking's return is not stored on the driver.
    const fine = await postDriver(renter, {
      licenceExpiryDate: '2026-12-05',
      validThrough: '2026-12-05T10:00:00+04:00',
    });
    expect(fine.statusCode).toBe(200);
    expect(fine.json().data).not.toHaveProperty('validThrough');
  });

  it('refuses the same licence number twice for one user (409, translated), not for another user', async () => {
    const first = await body(renter, { licenceNumber: 'DXB 777 1234' });
    expect((await call(renter, 'POST', '/api/me/drivers', first)).statusCode).toBe(200);
    const again = await postDriver(renter, { licenceNumber: 'dxb7771234' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'DRIVER_ALREADY_SAVED' });
    expect(again.json().data.fields).toEqual([
      expect.objectContaining({ field: 'licenceNumber', key: 'driverAlreadySaved' }),
    ]);
    const french = await t.app.inject({
      method: 'POST',
      url: '/api/me/drivers',
      payload: await body(renter, { licenceNumber: 'DXB 777 1234' }),
      headers: { ...bearer(renter.token), 'accept-language': 'fr' },
    });
    expect(french.statusCode).toBe(409);
    expect(french.json().message).not.toBe(again.json().message);
    // Another user may hold a record of the same licence; a removed record frees the number.
    expect((await postDriver(other, { licenceNumber: 'DXB 777 1234' })).statusCode).toBe(200);
    // Editing another record onto the same number is refused the same way.
    const second = await addDriver(renter);
    const clash = await call(renter, 'PATCH', `/api/me/drivers/${second.id}`, { licenceNumber: 'DXB7771234' });
    expect(clash.statusCode).toBe(409);
  });

  it('two requests adding the same licence at once: one is saved, the other answers 409', async () => {
    const payload = await body(renter, { licenceNumber: 'RACE-42' });
    const results = await Promise.all([
      call(renter, 'POST', '/api/me/drivers', payload),
      call(renter, 'POST', '/api/me/drivers', payload),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const list = (await call(renter, 'GET', '/api/me/drivers')).json().data.items as Driver[];
    expect(list.filter((d) => d.licenceNumber === 'RACE-42')).toHaveLength(1);
  });

  it('checks fields by the shared schema: mobile, email, licence type', async () => {
    const res = await postDriver(renter, { mobile: '12345', email: 'nope', licenceType: 'moon' as never });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().data.fields as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['email', 'licenceType', 'mobile']);
  });
});

describe('drivers for a booking', () => {
  it('returns the user’s drivers valid through the return date, in order', async () => {
    const a = await addDriver(renter, { name: 'A', licenceExpiryDate: '2027-01-01' });
    const b = await addDriver(renter, { name: 'B', licenceExpiryDate: '2028-01-01' });
    const rows = await t.app.services.drivers.requireDriversValidThrough(
      renter.userId,
      [b.id, a.id],
      new Date('2026-12-31T19:00:00Z'),
    );
    expect(rows.map((r) => r.name)).toEqual(['B', 'A']);
  });

  it('refuses a licence that expires before the return date (Dubai calendar day)', async () => {
    const driver = await addDriver(renter, { licenceExpiryDate: '2026-03-01' });
    const drivers = t.app.services.drivers;
    await expect(
      drivers.requireDriversValidThrough(renter.userId, [driver.id], new Date('2026-03-01T19:59:00Z')),
    ).resolves.toHaveLength(1);
    // 20:00 UTC is already 2 March in Dubai.
    expect(dubaiDate(new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02');
    await expect(
      drivers.requireDriversValidThrough(renter.userId, [driver.id], new Date('2026-03-01T20:00:00Z')),
    ).rejects.toMatchObject({
      code: 'LICENCE_EXPIRED',
      fields: [
        expect.objectContaining({
          key: 'licenceExpiresBeforeReturn',
          params: { expiry: '1 Mar 2026', return: '2 Mar 2026' },
        }),
      ],
    });
  });

  it('answers 404 for another user’s or a removed driver', async () => {
    const mine = await addDriver(renter);
    const theirs = await addDriver(other);
    const drivers = t.app.services.drivers;
    const later = new Date('2026-06-01T00:00:00Z');
    await expect(drivers.requireDriversValidThrough(renter.userId, [mine.id, theirs.id], later)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await call(renter, 'DELETE', `/api/me/drivers/${mine.id}`);
    await expect(drivers.requireDriversValidThrough(renter.userId, [mine.id], later)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
