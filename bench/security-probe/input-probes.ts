/**
 * Poisoned inputs against every write route of the OpenAPI document: each string field with a NUL
 * byte and control characters, each amount with 900000000000000, a 30-digit and a 400-digit number,
 * each integer with 2^63 and 1e308, each path parameter with non-ids; every list with a tampered
 * cursor; a signed payment webhook with absurd amounts. Then the lists everyone reads, in case a
 * poisoned row was stored. Any 5xx fails; so does an accepted absurd amount or NUL byte.
 */
import { createHmac, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  type FieldPath,
  generate,
  type Hints,
  isAmountField,
  type JsonSchema,
  leaves,
  nameOf,
  withValue,
} from './bodies';
import {
  type Account,
  credit,
  grantRoles,
  idIn,
  isServerError,
  isSuccess,
  newMobile,
  type Outcome,
  type ProbeEnv,
  ProbeServer,
  type Reply,
  registerUser,
  webhookSecret,
} from './harness';

interface Operation {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
  path: string;
  body?: JsonSchema;
  pathParams: string[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
}

interface Mutation {
  label: string;
  value: unknown;
  /** A 2xx answer to it is a failure: the server took something it must refuse. */
  mustRefuse: boolean;
}

/** What went wrong, one line each. */
interface Finding {
  kind: '5xx' | 'accepted';
  line: string;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Never sent: ends the session every later request needs. */
const SKIPPED = new Set(['POST /api/auth/logout']);

/** Sent last: a request that got through would end the sessions the other routes need. */
const SESSION_ENDING = new Set(['POST /api/me/password', 'POST /api/me/cancel']);

/** Routes the renter (not the car owner, shop owner or listing seller) calls. */
const RENTER_ROUTES = [
  /^POST \/api\/rental-bookings$/,
  /^POST \/api\/rental-bookings\/\{id\}\/cancel$/,
  /\/api\/me\/drivers/,
  /^POST \/api\/lease\/offers\/\{id\}\/select$/,
];

/** Creations others depend on come first, in this order. */
const CREATE_ORDER = [
  'bank-accounts',
  'shop',
  'consultants',
  'rental-branches',
  'drivers',
  'listings',
  'rental-cars',
  'demands',
  'offers',
  'rental-bookings',
];

/** Actions on an object: these first (in order), those that end its life last. */
const ACTION_FIRST = ['confirm', 'handover', 'return'];
const ACTION_LAST = ['decline', 'cancel', 'sold', 'reject', 'suspend', 'paid'];

/** A creation path's last segment → the segment naming the resource in paths with ids. */
const RESOURCE_ALIASES: Record<string, string> = { shop: 'shops' };

/** Path segment naming a resource → the body fields holding its id. */
const ID_FIELDS: Record<string, string[]> = {
  'rental-branches': ['branchId', 'pickupBranchId', 'returnBranchId', 'pickupBranchIds', 'returnBranchIds'],
  drivers: ['driverId', 'driverIds'],
  'rental-cars': ['carId', 'rentalCarId'],
  'bank-accounts': ['bankAccountId'],
  listings: ['listingId'],
  offers: ['offerId'],
};

const NUL = 'a\u0000b';
const CONTROLS = 'a\u0001\u0008\u001b\u007fb';
const OVERFLOWS = ['900000000000000', `1${'0'.repeat(29)}`, '9'.repeat(400)];

interface Context {
  server: ProbeServer;
  env: ProbeEnv;
  owner: Account;
  renter: Account;
  admin: Account;
  /** Ids of what the probe created, by the path segment naming the resource. */
  ids: Map<string, string>;
  uploads: Map<string, string>;
  refs: Record<string, string>;
  findings: Finding[];
  warnings: string[];
  sent: number;
}

export async function poisonedInputs(env: ProbeEnv): Promise<Outcome[]> {
  // Inputs, not limits, are probed here: limits high enough that no answer is a 429.
  const server = await ProbeServer.start(env, { RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '1000000' });
  try {
    const ctx = await setUp(server, env);
    const doc = await server.call('GET', '/api/docs/json');
    if (doc.status !== 200) throw new Error(`no OpenAPI document: ${doc.status}`);
    const ops = operationsOf(doc.json);
    const writes = ops.filter((o) => WRITE_METHODS.has(o.method) && !SKIPPED.has(`${o.method} ${o.path}`));
    const stats = { routes: 0, withBody: 0, reached: 0, skipped: [] as string[] };

    for (const op of orderWrites(writes)) {
      if (op.path.startsWith('/api/payments/webhooks/')) continue; // signed: probed below
      if (!op.body && op.pathParams.length === 0) {
        stats.skipped.push(`${op.method} ${op.path} (no body, no path parameter)`);
        continue;
      }
      stats.routes += 1;
      if (op.body) stats.withBody += 1;
      if (await probeWrite(ctx, op)) stats.reached += 1;
    }
    await probeWebhook(ctx);
    const lists = ops.filter((o) => o.method === 'GET' && o.query.some((q) => q.name === 'cursor'));
    await probeCursors(ctx, lists);
    const listed = await probeLists(ctx, lists);

    const fiveXX = ctx.findings.filter((f) => f.kind === '5xx');
    const accepted = ctx.findings.filter((f) => f.kind === 'accepted');
    const coverage =
      `${stats.routes} write routes poisoned (${stats.withBody} with a JSON body; the plain body of ${stats.reached} ` +
      `passed validation and authorisation), ${stats.skipped.length} skipped, ${lists.length} cursor lists, ` +
      `${ctx.sent} requests`;
    return [
      {
        probe: 'poisoned inputs: no 5xx on write routes, lists and cursors',
        ok: fiveXX.length === 0,
        detail: fiveXX.length ? `${fiveXX.length} answers were 5xx — ${coverage}` : `none — ${coverage}`,
        evidence: [...fiveXX.map((f) => f.line), ...stats.skipped.map((s) => `skipped: ${s}`)],
      },
      {
        probe: 'poisoned inputs: absurd amounts and NUL bytes refused',
        ok: accepted.length === 0,
        detail: accepted.length ? `${accepted.length} were accepted` : 'all refused',
        evidence: accepted.map((f) => f.line),
      },
      {
        probe: 'lists still answer after the poisoning',
        ok: listed.every((l) => !isServerError(l.reply)),
        detail: `${listed.filter((l) => isServerError(l.reply)).length} of ${listed.length} lists answered 5xx`,
        evidence: listed.filter((l) => isServerError(l.reply)).map((l) => `${l.what}: ${server.causeOf(l.reply)}`),
      },
      ...(ctx.warnings.length
        ? [
            {
              probe: 'control characters (not failing)',
              ok: true,
              detail: `${ctx.warnings.length} fields stored control characters (U+0001, U+0008, U+001B, U+007F)`,
              evidence: ctx.warnings,
            },
          ]
        : []),
    ];
  } finally {
    await server.close();
  }
}

/** Accounts, uploads and catalogue references the bodies need. */
async function setUp(server: ProbeServer, env: ProbeEnv): Promise<Context> {
  const owner = await registerUser(server, env);
  await grantRoles(env, owner, ['user', 'merchant']);
  const renter = await registerUser(server, env);
  const admin = await registerUser(server, env);
  await grantRoles(env, admin, ['user', 'admin']);
  await credit(server, owner, 50_000);
  await credit(server, renter, 50_000);

  const refs: Record<string, string> = {};
  const brands = await server.call('GET', '/api/catalog/brands');
  for (const brand of (brands.json?.data?.items ?? []) as { id: string }[]) {
    const series = await server.call('GET', `/api/catalog/brands/${encodeURIComponent(brand.id)}/series`);
    const first = (series.json?.data?.items ?? [])[0] as { id: string } | undefined;
    if (!first) continue;
    refs.brandId = brand.id;
    refs.seriesId = first.id;
    const models = await server.call('GET', `/api/catalog/series/${encodeURIComponent(first.id)}/models`);
    const model = (models.json?.data?.items ?? [])[0] as { id: string } | undefined;
    if (model) refs.modelId = model.id;
    break;
  }
  const regions = await server.call('GET', '/api/regions');
  const emirate = (regions.json?.data?.items ?? [])[0] as { id: string; cities?: { id: string }[] } | undefined;
  if (emirate) {
    refs.emirateId = emirate.id;
    if (emirate.cities?.[0]) refs.cityId = emirate.cities[0].id;
  }
  const plans = await server.call('GET', '/api/vip/plans');
  const plan = (plans.json?.data?.items ?? [])[0] as { id: string } | undefined;
  if (plan) refs.planId = plan.id;

  return {
    server,
    env,
    owner,
    renter,
    admin,
    ids: new Map(),
    uploads: new Map(),
    refs,
    findings: [],
    warnings: [],
    sent: 0,
  };
}

/** Routes of the OpenAPI document with their JSON body schema, path and query parameters. */
function operationsOf(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Operation['method'];
      if (!WRITE_METHODS.has(upper) && upper !== 'GET') continue;
      const params = (op.parameters ?? []) as { in: string; name: string; required?: boolean; schema: JsonSchema }[];
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
      ops.push({
        method: upper,
        path,
        body: content?.['application/json']?.schema,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: !!p.required, schema: p.schema })),
      });
    }
  }
  return ops;
}

function lastStatic(path: string): string {
  return (
    path
      .split('/')
      .filter((s) => s && !s.startsWith('{'))
      .pop() ?? ''
  );
}

/** Creations first (dependencies before dependants), then changes, actions, and deletions last. */
function orderWrites(ops: Operation[]): Operation[] {
  const rank = (op: Operation): number => {
    if (SESSION_ENDING.has(`${op.method} ${op.path}`)) return 1000;
    if (op.method === 'DELETE') return 900;
    if (op.pathParams.length === 0) {
      const i = CREATE_ORDER.indexOf(lastStatic(op.path));
      return i === -1 ? 100 : i;
    }
    if (op.method !== 'POST') return 200;
    const action = lastStatic(op.path);
    const first = ACTION_FIRST.indexOf(action);
    if (first !== -1) return 300 + first;
    return ACTION_LAST.includes(action) ? 500 : 400;
  };
  return [...ops].sort((a, b) => rank(a) - rank(b));
}

function actorOf(ctx: Context, op: Operation): Account {
  if (op.path.startsWith('/api/admin/')) return ctx.admin;
  const key = `${op.method} ${op.path}`;
  return RENTER_ROUTES.some((r) => r.test(key)) ? ctx.renter : ctx.owner;
}

/** The id to put in a path parameter: the segment before it names the resource. */
function pathWith(ctx: Context, op: Operation, override?: { param: string; value: string }): string {
  const parts = op.path.split('/');
  return parts
    .map((part, i) => {
      const m = /^\{(.+)\}$/.exec(part);
      if (!m) return part;
      const param = m[1] as string;
      if (override?.param === param) return encodeURIComponent(override.value);
      const resource = param === 'id' ? (parts[i - 1] ?? '') : param.replace(/Id$/, 's');
      return ctx.ids.get(resource) ?? ctx.ids.get(`${resource}`) ?? randomUUID();
    })
    .join('/');
}

function hintsOf(ctx: Context): Hints {
  return {
    now: () => ctx.env.clock.now(),
    valueFor: (name, schema) => {
      if (schema.enum || schema.type === 'array' || schema.type === 'object') return undefined;
      if (name in ctx.refs) return ctx.refs[name];
      for (const [resource, fields] of Object.entries(ID_FIELDS)) {
        if (fields.includes(name) && ctx.ids.has(resource)) return ctx.ids.get(resource);
      }
      if (/UploadIds?$/.test(name)) return ctx.uploads.get(name);
      if (/mobile|phone|whatsapp/i.test(name)) return newMobile();
      if (/iban/i.test(name)) return 'AE070331234567890123456';
      // A wrong old password: the session must outlive the probe of the password change.
      if (name === 'oldPassword') return 'Not-the-password-1';
      if (/password/i.test(name)) return 'Desert2026';
      if (/^code$/.test(name)) return '000000';
      if (/^vin$/i.test(name)) return '1HGCM82633A004352';
      return undefined;
    },
    wanted: (name) => /^photoUploadIds$/.test(name),
  };
}

function uploadPurposeOf(field: string): string {
  if (/licence|identity/i.test(field)) return 'licence';
  if (/logo|cover|shop/i.test(field)) return 'shop';
  if (/avatar/i.test(field)) return 'avatar';
  if (/photo/i.test(field)) return 'car';
  return 'other';
}

/**
 * A tiny image of its own for each upload field of a route (a licence's front and back must
 * differ), uploaded by the account that sends the route; `uploads` then maps field → upload id.
 */
async function ensureUploads(ctx: Context, actor: Account, schema: JsonSchema | undefined) {
  if (!schema) return;
  const fields = JSON.stringify(schema).match(/"\w*UploadIds?"/g) ?? [];
  for (const field of new Set(fields.map((f) => f.slice(1, -1)))) {
    const purpose = uploadPurposeOf(field);
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3a6ea5' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'probe.png');
    const res = await ctx.server.call('POST', `/api/uploads?purpose=${purpose}`, { token: actor.token, rawBody: form });
    const id = res.json?.data?.id as string | undefined;
    if (id) ctx.uploads.set(field, id);
  }
}

function mutationsFor(name: string, kind: string, schema: JsonSchema): Mutation[] {
  if (kind === 'integer' || kind === 'number') {
    return [
      { label: '2^63', value: 2 ** 63, mustRefuse: false },
      { label: '1e308', value: 1e308, mustRefuse: false },
    ];
  }
  const out: Mutation[] = [];
  if (isAmountField(name, schema)) {
    for (const v of OVERFLOWS) out.push({ label: `${v.length}-digit amount`, value: v, mustRefuse: true });
  }
  out.push({ label: 'NUL byte', value: NUL, mustRefuse: true });
  out.push({ label: 'control characters', value: CONTROLS, mustRefuse: false });
  return out;
}

const PATH_POISONS = ['not-a-uuid', '0', `${'a'.repeat(300)}`, "1' or '1'='1", 'a\u0000b', '..%2F..%2Fetc'];

async function send(ctx: Context, actor: Account, op: Operation, path: string, body: unknown): Promise<Reply> {
  ctx.sent += 1;
  return ctx.server.call(op.method, path, {
    token: actor.token,
    body: op.body ? body : undefined,
    headers: { 'idempotency-key': `probe-${randomUUID()}` },
  });
}

/** Fills in what a body can only know at run time (the price the server will quote). */
async function prepare(ctx: Context, op: Operation, body: unknown): Promise<unknown> {
  if (op.method === 'POST' && op.path === '/api/rental-bookings' && body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const q = new URLSearchParams({ pickupAt: String(b.pickupAt), returnAt: String(b.returnAt) });
    const quote = await ctx.server.call('GET', `/api/rental-cars/${b.carId}/quote?${q}`, { token: ctx.renter.token });
    const total = quote.json?.data?.totalFils;
    if (typeof total === 'number') b.expectedTotalFils = total;
  }
  return body;
}

/**
 * Poisons one route: each field, then each path parameter, then sends the plain body (which creates
 * what later routes use). Returns whether the plain body reached the handler (not a 400/401/403).
 */
async function probeWrite(ctx: Context, op: Operation): Promise<boolean> {
  const actor = actorOf(ctx, op);
  await ensureUploads(ctx, actor, op.body);
  const hints = hintsOf(ctx);
  const route = `${op.method} ${op.path}`;
  const baseline = op.body ? await prepare(ctx, op, generate(op.body, '', hints)) : undefined;
  const path = pathWith(ctx, op);

  const isCreate = op.method === 'POST' && op.pathParams.length === 0;
  const record = (reply: Reply, what: string, mutation?: Mutation) => {
    const id = idIn(reply.json?.data);
    if (isCreate && isSuccess(reply) && id)
      ctx.ids.set(RESOURCE_ALIASES[lastStatic(op.path)] ?? lastStatic(op.path), id);
    if (isServerError(reply)) {
      ctx.findings.push({ kind: '5xx', line: `${route} ${what}: ${reply.status} ${ctx.server.causeOf(reply)}` });
    } else if (isSuccess(reply) && mutation?.mustRefuse) {
      ctx.findings.push({ kind: 'accepted', line: `${route} ${what}: ${reply.status} accepted` });
    } else if (isSuccess(reply) && mutation) {
      ctx.warnings.push(`${route} ${what}`);
    }
  };

  if (op.body) {
    const fields = leaves(op.body);
    // Absurd amounts first: a wrongly accepted control character may change the object's state.
    const jobs: { field: FieldPath; mutation: Mutation }[] = [];
    for (const leaf of fields) {
      for (const mutation of mutationsFor(nameOf(leaf.path), leaf.kind, leaf.schema)) {
        jobs.push({ field: leaf.path, mutation });
      }
    }
    jobs.sort((a, b) => Number(b.mutation.mustRefuse) - Number(a.mutation.mustRefuse));
    for (const { field, mutation } of jobs) {
      const body = withValue(baseline, op.body, field, mutation.value, hints);
      const reply = await send(ctx, actor, op, path, body);
      record(reply, `${field.join('.')} = ${mutation.label}`, mutation);
    }
  }
  for (const param of op.pathParams) {
    for (const value of PATH_POISONS) {
      const reply = await send(ctx, actor, op, pathWith(ctx, op, { param, value }), baseline);
      record(reply, `path ${param} = ${JSON.stringify(value.slice(0, 20))}`);
    }
  }
  // Fresh uploads: a poisoned body the server wrongly took may have used the first ones.
  await ensureUploads(ctx, actor, op.body);
  const plain = await send(
    ctx,
    actor,
    op,
    path,
    op.body ? await prepare(ctx, op, generate(op.body, '', hints)) : undefined,
  );
  record(plain, 'plain body');
  if (process.env.PROBE_VERBOSE) {
    console.log(
      `  ${route}: plain body ${plain.status} ${plain.error ?? ''} ${JSON.stringify(plain.json?.data?.fields ?? '')}`,
    );
  }
  return plain.status !== 400 && plain.status !== 401 && plain.status !== 403 && plain.status !== 422;
}

/** A signed sandbox webhook for a real payment session, with amounts no payment can have. */
async function probeWebhook(ctx: Context) {
  const recharge = await ctx.server.call('POST', '/api/wallet/recharges', {
    token: ctx.renter.token,
    body: { amount: '100' },
    headers: { 'idempotency-key': `probe-${randomUUID()}` },
  });
  const url = recharge.json?.data?.checkoutUrl as string | undefined;
  const sessionId = url ? new URL(url, 'http://x').pathname.split('/').pop() : randomUUID();
  const before = await ctx.server.call('GET', '/api/wallet', { token: ctx.renter.token });
  for (const amountFils of [...OVERFLOWS, `-${OVERFLOWS[1]}`]) {
    const raw = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      created: new Date().toISOString(),
      data: { sessionId, paymentId: null, amountFils, currency: 'AED' },
    });
    const signature = `sha256=${createHmac('sha256', webhookSecret()).update(raw).digest('hex')}`;
    ctx.sent += 1;
    const reply = await ctx.server.call('POST', '/api/payments/webhooks/sandbox', {
      rawBody: raw,
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    });
    const what = `signed webhook amountFils = ${amountFils.length}-digit`;
    if (isServerError(reply)) {
      ctx.findings.push({
        kind: '5xx',
        line: `POST /api/payments/webhooks/sandbox ${what}: ${ctx.server.causeOf(reply)}`,
      });
    }
  }
  const after = await ctx.server.call('GET', '/api/wallet', { token: ctx.renter.token });
  if (Number(after.json?.data?.availableFils) !== Number(before.json?.data?.availableFils)) {
    ctx.findings.push({
      kind: 'accepted',
      line: `POST /api/payments/webhooks/sandbox: a webhook with an absurd amount moved the balance from ${before.json?.data?.availableFils} to ${after.json?.data?.availableFils} fils`,
    });
  }
}

/** Cursors a client could forge, by what they hold. */
function tamperedCursors(): { label: string; value: string }[] {
  const b64 = (s: string) => Buffer.from(s).toString('base64url');
  const at = '2026-01-01T00:00:00.000Z';
  return [
    { label: 'not base64', value: 'garbage' },
    { label: 'id not a uuid', value: b64(`${at}|not-a-uuid`) },
    { label: 'id with a quote', value: b64(`${at}|00000000-0000-0000-0000-000000000000'--`) },
    { label: 'id a NUL byte', value: b64(`${at}|\u0000`) },
    { label: '30-digit time', value: b64(`${'9'.repeat(30)}|${randomUUID()}`) },
    { label: '400-digit key', value: b64(`${at}|${randomUUID()}|${'9'.repeat(400)}`) },
    { label: 'JSON with a 400-digit key', value: b64(JSON.stringify({ k: '9'.repeat(400), id: 'x' })) },
    { label: 'percent-encoded NUL', value: '%00' },
  ];
}

function listActor(ctx: Context, op: Operation): Account {
  if (op.path.startsWith('/api/admin/')) return ctx.admin;
  return op.path.includes('rental-bookings') && !op.path.startsWith('/api/merchant/') ? ctx.renter : ctx.owner;
}

/** Query parameters a list requires, filled in. */
function listQuery(ctx: Context, op: Operation, extra: Record<string, string>): string {
  const hints = hintsOf(ctx);
  const q = new URLSearchParams(extra);
  for (const p of op.query) {
    if (p.required && !(p.name in extra)) q.set(p.name, String(generate(p.schema, p.name, hints)));
  }
  return q.toString();
}

async function probeCursors(ctx: Context, lists: Operation[]) {
  for (const op of lists) {
    const actor = listActor(ctx, op);
    for (const { label, value } of tamperedCursors()) {
      ctx.sent += 1;
      const path = `${pathWith(ctx, op)}?${listQuery(ctx, op, { cursor: value })}`;
      const reply = await ctx.server.call('GET', path, { token: actor.token });
      if (isServerError(reply)) {
        ctx.findings.push({
          kind: '5xx',
          line: `GET ${op.path} cursor (${label}): ${ctx.server.causeOf(reply)}`,
        });
      }
    }
  }
}

/** Every list again, as its usual reader and (public ones) logged out: a stored poisoned row shows here. */
async function probeLists(ctx: Context, lists: Operation[]) {
  const out: { what: string; reply: Reply }[] = [];
  for (const op of lists) {
    const actor = listActor(ctx, op);
    const path = `${pathWith(ctx, op)}?${listQuery(ctx, op, {})}`;
    out.push({ what: `GET ${op.path}`, reply: await ctx.server.call('GET', path, { token: actor.token }) });
    if (!op.path.startsWith('/api/admin/') && !op.path.startsWith('/api/me/')) {
      out.push({ what: `GET ${op.path} (logged out)`, reply: await ctx.server.call('GET', path) });
    }
  }
  // The owner's listings as their shop page shows them, and the public search sorted by price.
  for (const extra of ['sort=price_desc', 'sort=price_asc']) {
    out.push({ what: `GET /api/listings?${extra}`, reply: await ctx.server.call('GET', `/api/listings?${extra}`) });
  }
  ctx.sent += out.length;
  return out;
}
