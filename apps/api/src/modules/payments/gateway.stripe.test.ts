import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from '../../testing/test-app';
import { WebhookSignatureError } from './gateway.port';
import { mapStripeEvent, STRIPE_SIGNATURE_HEADER, StripeGateway, toStripeSessionParams } from './gateway.stripe';

const SECRET_KEY = 'sk_test_souq_fake';
const WEBHOOK_SECRET = 'whsec_souq_test_secret';

/** Stripe's HTTP client replaced: records requests, answers a Checkout Session. No network. */
class FakeStripeHttp extends Stripe.HttpClient {
  readonly requests: { method: string; path: string; headers: Record<string, unknown>; body: URLSearchParams }[] = [];
  override getClientName() {
    return 'fake';
  }
  override async makeRequest(
    _host: string,
    _port: string,
    path: string,
    method: string,
    headers: Record<string, unknown>,
    requestData: string,
  ) {
    const body = new URLSearchParams(requestData ?? '');
    this.requests.push({ method, path, headers, body });
    const id = `cs_test_${this.requests.length}`;
    return new FakeResponse({
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      amount_total: Number(body.get('line_items[0][price_data][unit_amount]')),
      currency: 'aed',
      client_reference_id: body.get('client_reference_id'),
      payment_status: 'unpaid',
    });
  }
}

class FakeResponse extends Stripe.HttpClientResponse {
  constructor(private readonly body: unknown) {
    super(200, { 'request-id': 'req_fake' });
  }
  override getRawResponse() {
    return this.body;
  }
  override toStream(): unknown {
    throw new Error('no streams');
  }
  override toJSON() {
    return Promise.resolve(this.body);
  }
}

function checkoutEvent(
  type: string,
  session: { id: string; paymentId: string; amount: number; paymentStatus?: string },
  id = `evt_${randomUUID().replaceAll('-', '')}`,
) {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        amount_total: session.amount,
        currency: 'aed',
        client_reference_id: session.paymentId,
        metadata: { paymentId: session.paymentId },
        payment_status: session.paymentStatus ?? 'paid',
      },
    },
  };
}

function signed(payload: unknown, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify(payload);
  const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  return { body, header };
}

describe('Stripe gateway (no network)', () => {
  const gateway = new StripeGateway({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  const paymentId = randomUUID();

  it('verifies a genuine signature and maps the event', () => {
    const { body, header } = signed(
      checkoutEvent('checkout.session.completed', { id: 'cs_1', paymentId, amount: 5000 }),
    );
    const event = gateway.parseWebhook(Buffer.from(body), { [STRIPE_SIGNATURE_HEADER]: header });
    expect(event).toMatchObject({
      type: 'payment.succeeded',
      sessionId: 'cs_1',
      paymentId,
      amountFils: 5000n,
      currency: 'AED',
    });
  });

  it('refuses a tampered body, another secret and a missing header', () => {
    const { body, header } = signed(
      checkoutEvent('checkout.session.completed', { id: 'cs_1', paymentId, amount: 5000 }),
    );
    const tampered = Buffer.from(body.replace('"amount_total":5000', '"amount_total":9999999'));
    expect(() => gateway.parseWebhook(tampered, { [STRIPE_SIGNATURE_HEADER]: header })).toThrow(WebhookSignatureError);
    const other = signed(JSON.parse(body), 'whsec_someone_else');
    expect(() => gateway.parseWebhook(Buffer.from(body), { [STRIPE_SIGNATURE_HEADER]: other.header })).toThrow(
      WebhookSignatureError,
    );
    expect(() => gateway.parseWebhook(Buffer.from(body), {})).toThrow(WebhookSignatureError);
  });

  it('maps only the outcomes of a Checkout payment', () => {
    const s = { id: 'cs_2', paymentId, amount: 100 };
    const map = (type: string, paymentStatus?: string) =>
      mapStripeEvent(checkoutEvent(type, { ...s, paymentStatus }) as unknown as Stripe.Event);
    expect(map('checkout.session.completed', 'unpaid')).toBeNull();
    expect(map('checkout.session.async_payment_succeeded')?.type).toBe('payment.succeeded');
    expect(map('checkout.session.async_payment_failed')).toMatchObject({
      type: 'payment.failed',
      reason: 'payment_failed',
    });
    expect(map('checkout.session.expired')).toMatchObject({ type: 'payment.canceled', reason: 'expired' });
    expect(map('customer.created')).toBeNull();
  });

  it('asks for a one-line AED Checkout Session in fils with our payment id', async () => {
    const params = toStripeSessionParams({
      paymentId,
      amountFils: 12_345n,
      currency: 'AED',
      description: 'Wallet recharge',
      successUrl: 'https://souq.example/pay/result/x',
      cancelUrl: 'https://souq.example/pay/result/x',
      language: 'zh-TW',
    });
    expect(params).toMatchObject({
      mode: 'payment',
      client_reference_id: paymentId,
      metadata: { paymentId },
      locale: 'zh-TW',
      line_items: [{ quantity: 1, price_data: { currency: 'aed', unit_amount: 12_345 } }],
    });

    const http = new FakeStripeHttp();
    const withFake = new StripeGateway({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, httpClient: http });
    const session = await withFake.createCheckout({
      paymentId,
      amountFils: 12_345n,
      currency: 'AED',
      description: 'Wallet recharge',
      successUrl: 'https://souq.example/pay/result/x',
      cancelUrl: 'https://souq.example/pay/result/x',
    });
    expect(session).toEqual({ sessionId: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    const [request] = http.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.headers['Idempotency-Key']).toBe(`checkout:${paymentId}`);
    expect(request?.body.get('line_items[0][price_data][unit_amount]')).toBe('12345');
    expect(request?.body.get('line_items[0][price_data][currency]')).toBe('aed');
    expect(request?.body.get('client_reference_id')).toBe(paymentId);
  });
});

/** Stripe's HTTP client answering the calls of a card authorisation and a refund, by path. */
class FakeStripeAuthHttp extends Stripe.HttpClient {
  readonly requests: { method: string; path: string; headers: Record<string, unknown>; body: URLSearchParams }[] = [];
  constructor(private readonly intentStatus = 'requires_capture') {
    super();
  }
  override getClientName() {
    return 'fake';
  }
  override async makeRequest(
    _host: string,
    _port: string,
    path: string,
    method: string,
    headers: Record<string, unknown>,
    requestData: string,
  ) {
    const body = new URLSearchParams(requestData ?? '');
    this.requests.push({ method, path, headers, body });
    const route = path.split('?')[0];
    if (route?.startsWith('/v1/checkout/sessions/')) {
      return new FakeResponse({
        id: route.split('/').pop(),
        object: 'checkout.session',
        customer: 'cus_renter',
        payment_intent: { id: 'pi_paid', object: 'payment_intent', payment_method: 'pm_card' },
      });
    }
    if (route === '/v1/payment_intents') {
      return new FakeResponse({
        id: 'pi_deposit',
        object: 'payment_intent',
        status: this.intentStatus,
        created: 1_790_000_000,
        latest_charge: {
          id: 'ch_1',
          object: 'charge',
          payment_method_details: { card: { capture_before: 1_790_604_800 } },
        },
      });
    }
    if (route === '/v1/payment_intents/pi_deposit/capture') {
      return new FakeResponse({ id: 'pi_deposit', object: 'payment_intent', status: 'succeeded' });
    }
    if (route === '/v1/payment_intents/pi_deposit/cancel') {
      return new FakeResponse({ id: 'pi_deposit', object: 'payment_intent', status: 'canceled' });
    }
    if (route === '/v1/refunds') return new FakeResponse({ id: 're_1', object: 'refund', status: 'pending' });
    throw new Error(`unexpected Stripe call ${method} ${path}`);
  }
}

describe('Stripe gateway: card authorisations and refunds (no network)', () => {
  it('keeps the card at checkout when a deposit is to be authorised', () => {
    const params = toStripeSessionParams({
      paymentId: 'p1',
      amountFils: 15_750n,
      currency: 'AED',
      description: 'Car rental',
      successUrl: '/x',
      cancelUrl: '/x',
      authorisation: { amountFils: 100_000n },
    });
    expect(params).toMatchObject({
      customer_creation: 'always',
      payment_intent_data: { setup_future_usage: 'off_session' },
      line_items: [{ price_data: { unit_amount: 15_750 } }],
    });
  });

  it('authorises with a manual-capture PaymentIntent on the kept card, captures part of it and voids by cancelling', async () => {
    const http = new FakeStripeAuthHttp();
    const gateway = new StripeGateway({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, httpClient: http });
    const result = await gateway.authorise({
      authorisationId: 'a1',
      sessionId: 'cs_paid',
      amountFils: 100_000n,
      currency: 'AED',
      description: 'Rental deposit',
      idempotencyKey: 'authorise:p1',
    });
    expect(result).toEqual({
      status: 'authorised',
      providerRef: 'pi_deposit',
      expiresAt: new Date(1_790_604_800 * 1000),
    });
    const create = http.requests.find((r) => r.path === '/v1/payment_intents');
    expect(create?.headers['Idempotency-Key']).toBe('authorise:p1');
    expect(Object.fromEntries(create?.body ?? [])).toMatchObject({
      amount: '100000',
      currency: 'aed',
      capture_method: 'manual',
      customer: 'cus_renter',
      payment_method: 'pm_card',
      confirm: 'true',
      off_session: 'true',
      'metadata[authorisationId]': 'a1',
    });

    await gateway.capture({ providerRef: 'pi_deposit', amountFils: 45_000n, idempotencyKey: 'capture:a1' });
    const capture = http.requests.find((r) => r.path === '/v1/payment_intents/pi_deposit/capture');
    expect(capture?.body.get('amount_to_capture')).toBe('45000');
    expect(capture?.headers['Idempotency-Key']).toBe('capture:a1');

    await gateway.voidAuthorisation({ providerRef: 'pi_deposit', idempotencyKey: 'void:a1' });
    const cancel = http.requests.find((r) => r.path === '/v1/payment_intents/pi_deposit/cancel');
    expect(cancel?.method).toBe('POST');
    expect(cancel?.headers['Idempotency-Key']).toBe('void:a1');
  });

  it('answers declined when the card does not authorise', async () => {
    const gateway = new StripeGateway({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      httpClient: new FakeStripeAuthHttp('requires_payment_method'),
    });
    const result = await gateway.authorise({
      authorisationId: 'a2',
      sessionId: 'cs_paid',
      amountFils: 100_000n,
      currency: 'AED',
      description: 'Rental deposit',
      idempotencyKey: 'authorise:p2',
    });
    expect(result.status).toBe('declined');
  });

  it('refunds the checkout PaymentIntent to the card, pending until refund.updated says it succeeded', async () => {
    const http = new FakeStripeAuthHttp();
    const gateway = new StripeGateway({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, httpClient: http });
    const refundId = randomUUID();
    expect(
      await gateway.refund({
        refundId,
        sessionId: 'cs_paid',
        amountFils: 15_750n,
        idempotencyKey: `refund:${refundId}`,
      }),
    ).toEqual({ status: 'pending', providerRef: 're_1' });
    const refund = http.requests.find((r) => r.path === '/v1/refunds');
    expect(Object.fromEntries(refund?.body ?? [])).toMatchObject({
      payment_intent: 'pi_paid',
      amount: '15750',
      'metadata[refundId]': refundId,
    });
    expect(refund?.headers['Idempotency-Key']).toBe(`refund:${refundId}`);

    const event = (status: string) =>
      ({
        id: `evt_${status}`,
        object: 'event',
        created: 1_790_000_000,
        type: 'refund.updated',
        data: { object: { id: 're_1', object: 'refund', status, metadata: { refundId } } },
      }) as unknown as Stripe.Event;
    expect(mapStripeEvent(event('pending'))).toBeNull();
    expect(mapStripeEvent(event('succeeded'))).toMatchObject({
      type: 'refund.succeeded',
      refundId,
      providerRef: 're_1',
    });
    expect(mapStripeEvent(event('failed'))).toMatchObject({ type: 'refund.failed', refundId });
  });
});

describe('recharge with PAYMENT_PROVIDER=stripe', () => {
  let t: TestApp;
  const http = new FakeStripeHttp();
  beforeAll(async () => {
    t = await createTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PUBLIC_URL: 'https://souq.example',
    });
    t.app.services.payments.useGateway(
      new StripeGateway({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, httpClient: http }),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const webhook = (body: string, header: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      payload: body,
      headers: { 'content-type': 'application/json; charset=utf-8', [STRIPE_SIGNATURE_HEADER]: header },
    });

  it('answers 503 when the gateway cannot open a checkout, and the same key retries it', async () => {
    const user = await registerUser(t);
    const working = new StripeGateway({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, httpClient: http });
    t.app.services.payments.useGateway({
      provider: 'stripe',
      createCheckout: () => Promise.reject(new Error('Stripe is down')),
      parseWebhook: () => null,
      authorise: () => Promise.reject(new Error('Stripe is down')),
      capture: () => Promise.reject(new Error('Stripe is down')),
      voidAuthorisation: () => Promise.reject(new Error('Stripe is down')),
      refund: () => Promise.reject(new Error('Stripe is down')),
    });
    const key = randomUUID();
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/wallet/recharges',
        payload: { amount: '100' },
        headers: { ...bearer(user.token), 'idempotency-key': key },
      });
    const down = await post();
    expect(down.statusCode).toBe(503);
    expect(down.json().error).toBe('SERVICE_UNAVAILABLE');
    t.app.services.payments.useGateway(working);
    const retried = await post();
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect((await post()).json().data).toEqual(retried.json().data);
  });

  it('credits the wallet once on a verified checkout.session.completed', async () => {
    const user = await registerUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/recharges',
      payload: { amount: '750.25' },
      headers: { ...bearer(user.token), 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { paymentId, checkoutUrl } = res.json().data;
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);
    const request = http.requests.at(-1);
    expect(request?.body.get('success_url')).toBe(`https://souq.example/pay/result/${paymentId}`);
    const sessionId = checkoutUrl.split('/').at(-1) as string;

    // The sandbox is off: its page and webhook do not exist.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', payload: {} })).statusCode,
    ).toBe(404);

    const event = checkoutEvent('checkout.session.completed', { id: sessionId, paymentId, amount: 75_025 });
    const { body, header } = signed(event);
    const tampered = await webhook(body.replace('75025', '7502500'), header);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await t.app.services.ledger.balances(user.userId)).availableFils).toBe(0n);

    const ok = await webhook(body, header);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.outcome).toBe('applied');
    const again = await webhook(body, signed(event).header);
    expect(again.json().data.outcome).toBe('duplicate');
    // An event type we do not act on is acknowledged and ignored.
    const other = signed({ ...event, id: 'evt_other', type: 'charge.succeeded' });
    expect((await webhook(other.body, other.header)).json().data.outcome).toBe('ignored');

    const payment = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${paymentId}`,
      headers: bearer(user.token),
    });
    expect(payment.json().data).toMatchObject({ status: 'succeeded', amountFils: 75_025 });
    expect((await t.app.services.ledger.balances(user.userId)).availableFils).toBe(75_025n);
  });
});
