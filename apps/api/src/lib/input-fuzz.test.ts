/**
 * Hostile input against every route, generated from the OpenAPI document: a NUL byte in each
 * free-text field and search parameter, a non-UUID in each id of a path, and tampered cursors on
 * every list. None may answer 500 or store anything; each is a translated 400 (or a 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerWithRoles, type TestApp, type TestUser } from '../testing/test-app';

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Route {
  method: Method;
  path: string;
  op: Operation;
}

/**
 * Text fields whose own format check refuses a NUL with its own key (a mobile number, a password,
 * an SMS code, an amount, a time of day): they must still answer 400 naming the field.
 */
const FORMATTED =
  /^(mobile|whatsapp|phone|email|code|amount|price|cifPrice|budget|monthly|maxMonthly|dailyPrice|weeklyPrice|monthlyPrice|deposit|excessKmPrice|open|close|from|to|username|inspectedAt|registrationDate|birthDate|licenceFirstIssueDate|licenceExpiryDate|pickupAt|returnAt|returnedAt)$/;

/** Keys of format checks that refuse a NUL on their own (an amount, a mobile number…). */
const FORMAT_KEYS = new Set(['amount', 'positive', 'mobile', 'email', 'code', 'phone', 'timeOfDay', 'username']);

const NUL = 'a\u0000b';
const NOT_UUID = 'not-a-uuid';

let t: TestApp;
let admin: TestUser;
let routes: Route[];

beforeAll(async () => {
  t = await createTestApp();
  // One user who may call everything: admin, verified merchant.
  admin = await registerWithRoles(t, ['user', 'merchant', 'admin']);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Partial<Record<Method, Operation>>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const)
      .filter((m) => ops[m])
      .map((method) => ({ method, path, op: ops[method] as Operation })),
  );
});
afterAll(async () => {
  await t?.close();
});

/** Whether a schema is plain text a user types: a string without a format, enum or pattern. */
function isFreeText(s: JsonSchema | undefined): boolean {
  if (!s) return false;
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return branches.some((b) => isFreeText(b) && !b.const);
  const type = Array.isArray(s.type) ? s.type : [s.type];
  return type.includes('string') && !s.format && !s.enum && s.const === undefined && !s.pattern;
}

function objectOf(s: JsonSchema | undefined): JsonSchema | undefined {
  if (!s) return undefined;
  if (s.properties) return s;
  for (const b of [...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])]) {
    const o = objectOf(b);
    if (o) return o;
  }
  return undefined;
}

/** Every free-text place of a body: [dotted field name, a body with NUL there]. */
function textPlaces(schema: JsonSchema | undefined, prefix = ''): [string, unknown][] {
  const obj = objectOf(schema);
  if (!obj?.properties) return [];
  const out: [string, unknown][] = [];
  for (const [name, prop] of Object.entries(obj.properties)) {
    // Passwords are secrets: hashed, never stored or shown as text, any character allowed.
    if (/password/i.test(name)) continue;
    const field = prefix ? `${prefix}.${name}` : name;
    if (isFreeText(prop)) out.push([field, { [name]: NUL }]);
    const item = prop.items ?? (prop.anyOf ?? []).find((b) => b.items)?.items;
    if (item && isFreeText(item)) out.push([`${field}.0`, { [name]: [NUL] }]);
    if (item && objectOf(item)) {
      for (const [inner, value] of textPlaces(item, `${field}.0`)) out.push([inner, { [name]: [value] }]);
    }
    if (objectOf(prop)) {
      for (const [inner, value] of textPlaces(prop, field)) out.push([inner, { [name]: value }]);
    }
  }
  return out;
}

function urlOf(path: string, value = '00000000-0000-4000-8000-000000000000'): string {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
}

function expectRefused(res: { statusCode: number; body: string }, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = JSON.parse(res.body);
  expect(body.error).toBe('VALIDATION_FAILED');
  const issue = body.data.fields.find((f: { field: string }) => f.field === field);
  expect(issue, `${field} in ${res.body}`).toBeDefined();
  if (!FORMATTED.test(field.split('.').at(-1) as string) && !FORMAT_KEYS.has(issue.key)) {
    expect(issue.key, field).toBe('controlCharacters');
    // Translated: the French message, not the key.
    expect(issue.message).not.toMatch(/controlCharacters/);
  }
}

describe('a NUL byte in free text', () => {
  it('is refused in every field of every write endpoint (400 VALIDATION_FAILED, translated)', async () => {
    let checked = 0;
    for (const r of routes.filter((x) => x.method !== 'get')) {
      const schema = r.op.requestBody?.content?.['application/json']?.schema;
      for (const [field, payload] of textPlaces(schema)) {
        const res = await t.app.inject({
          method: r.method.toUpperCase() as 'POST',
          url: urlOf(r.path),
          payload: payload as Record<string, unknown>,
          headers: { ...bearer(admin.token), 'accept-language': 'fr', 'idempotency-key': `nul-${checked}` },
        });
        expect(res.statusCode, `${r.method} ${r.path} ${field}`).not.toBe(500);
        expectRefused(res, field);
        checked += 1;
      }
    }
    // Nicknames, bank holders, lease demands, drivers, shops, listings, rental cars, notes, reasons…
    expect(checked).toBeGreaterThan(60);
  });

  it('is refused in every search parameter and path text', async () => {
    let checked = 0;
    for (const r of routes) {
      for (const p of r.op.parameters ?? []) {
        if (p.in === 'header' || !isFreeText(p.schema)) continue;
        const url =
          p.in === 'query'
            ? `${urlOf(r.path)}?${p.name}=${encodeURIComponent(NUL)}`
            : r.path.replace(`{${p.name}}`, encodeURIComponent(NUL)).replace(/\{[^}]+\}/g, 'x');
        const res = await t.app.inject({
          method: r.method.toUpperCase() as 'GET',
          url,
          headers: { ...bearer(admin.token), 'accept-language': 'fr' },
        });
        expect(res.statusCode, `${r.method} ${url}`).not.toBe(500);
        // An id in a path that its service checks itself may answer 404 instead.
        if (p.in === 'path' && res.statusCode === 404) continue;
        expectRefused(res, p.name);
        checked += 1;
      }
    }
    // q of listings, rentals, bookings, shops, brands, regions, lease; brand and city ids…
    expect(checked).toBeGreaterThan(15);
  });
});

describe('routes outside the API document', () => {
  it('answer a NUL or a non-UUID in their path without a 500', async () => {
    for (const url of [
      '/files/public/a%00b.jpg',
      '/files/private/a%00b.jpg?expires=1&sig=x',
      '/pay/sandbox/a%00b',
      '/pay/sandbox/cs_sbx_x?lang=a%00b',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([400, 404], `${url}: ${res.body}`).toContain(res.statusCode);
    }
  });
});

describe('ids in paths', () => {
  it('a non-UUID id answers 404 NOT_FOUND, translated (a missing page, never a form error or a 500)', async () => {
    let checked = 0;
    for (const r of routes) {
      const params = (r.op.parameters ?? []).filter((p) => p.in === 'path');
      if (!params.length) continue;
      const res = await t.app.inject({
        method: r.method.toUpperCase() as 'GET',
        url: urlOf(r.path, NOT_UUID),
        headers: { ...bearer(admin.token), 'accept-language': 'ar' },
        ...(r.method === 'get' || r.method === 'delete' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${r.method} ${r.path}: ${res.body}`).toBe(404);
      expect(res.json(), `${r.method} ${r.path}`).toMatchObject({ error: 'NOT_FOUND', data: null });
      expect(res.json().message, `${r.method} ${r.path}`).toMatch(/[\u0600-\u06FF]/);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(40);
  });
});

describe('tampered cursors', () => {
  const b64 = (s: string) => Buffer.from(s).toString('base64url');
  const TAMPERED: [string, string][] = [
    ['a time cursor whose id is not a UUID', b64(`2026-01-01T00:00:00.000Z|${NOT_UUID}`)],
    ['a time cursor with an impossible time', b64('-100000-01-01T00:00:00.000Z|00000000-0000-4000-8000-000000000000')],
    ['a time cursor with a loose time', b64('1|00000000-0000-4000-8000-000000000000')],
    ['garbage base64', 'zz9-_zz9-_zz9'],
    ['bytes that are not UTF-8', Buffer.from([0xff, 0xfe, 0x7c, 0x00]).toString('base64url')],
    ['characters outside base64url', 'abc$%^'],
    ['a huge cursor', 'A'.repeat(5000)],
  ];

  it('answers 400 field `cursor` on every list endpoint', async () => {
    const lists = routes.filter(
      (r) => r.method === 'get' && (r.op.parameters ?? []).some((p) => p.in === 'query' && p.name === 'cursor'),
    );
    // Listings, favourites, history, shops, followed shops, rental cars (3 lists), bookings (3),
    // lease demands and offers, wallet transactions and withdrawals, deposits, notifications…
    expect(lists.length).toBeGreaterThanOrEqual(20);
    for (const r of lists) {
      for (const [what, cursor] of TAMPERED) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${urlOf(r.path)}?cursor=${encodeURIComponent(cursor)}`,
          headers: bearer(admin.token),
        });
        const label = `${r.path} with ${what}`;
        // A list under an unknown parent may answer 404 first; nothing may answer 500.
        if (res.statusCode === 404) continue;
        expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
        expect(res.json().error, label).toBe('VALIDATION_FAILED');
        expect(res.json().data.fields[0].field, label).toBe('cursor');
      }
    }
  });

  it('checks the id and the key of keyset cursors of other sorts', async () => {
    const cases: [string, string][] = [
      // Listings by price: key out of int8, id not a UUID.
      ['/api/listings?sort=price_asc', b64('price_asc|99999999999999999999|00000000-0000-4000-8000-000000000000')],
      ['/api/listings?sort=price_asc', b64(`price_asc|100|${NOT_UUID}`)],
      ['/api/listings?sort=mileage_asc', b64('mileage_asc|9999999999|00000000-0000-4000-8000-000000000000')],
      ['/api/listings?sort=year_desc', b64(`year_desc|2020|${NOT_UUID}`)],
      ['/api/listings', b64(`newest|2026-01-01T00:00:00.000Z|${NOT_UUID}`)],
      ['/api/listings', b64('newest|yesterday|00000000-0000-4000-8000-000000000000')],
      ['/api/shops?sort=followers', b64(`shops:followers|3|${NOT_UUID}`)],
      ['/api/rental-cars', b64(`rent:recommended:0:now|[false,"2026-01-01T00:00:00Z"]|${NOT_UUID}`)],
      ['/api/rental-cars', b64('rent:recommended:0:now|[false,"1"]|00000000-0000-4000-8000-000000000000')],
      [
        '/api/rental-cars?sort=price_asc',
        b64('rent:price_asc:0:now|["99999999999999999999"]|00000000-0000-4000-8000-000000000000'),
      ],
    ];
    for (const [url, cursor] of cases) {
      const res = await t.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}cursor=${cursor}` });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().data.fields[0].field).toBe('cursor');
    }
  });
});
