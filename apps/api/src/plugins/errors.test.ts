import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** One raw HTTP request (Node's client, no URL normalisation), through the server's real parser. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; contentType: string; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type']), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function expectEnvelope(body: unknown, status: number, error: string) {
  expect(body).toMatchObject({ code: status, error, data: null });
  expect(typeof (body as { message: unknown }).message).toBe('string');
  expect(body).not.toHaveProperty('statusCode');
}

describe('errors raised before or by Fastify answer our envelope with the true status', () => {
  const longId = 'a'.repeat(5_000);

  it('a 5,000-character path answers 414 URI_TOO_LONG, translated', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${longId}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(414);
    expectEnvelope(res.json(), 414, 'URI_TOO_LONG');
    expect(res.json().message).toMatch(/[\u0600-\u06ff]/);
  });

  it('the same over a real connection', async () => {
    const res = await rawGet(`/api/uploads/${longId}`, { 'accept-language': 'fr' });
    expect(res.status).toBe(414);
    expect(res.contentType).toContain('application/json');
    expectEnvelope(JSON.parse(res.body), 414, 'URI_TOO_LONG');
    expect(JSON.parse(res.body).message).toBe("L'adresse est trop longue.");
  });

  it('a request line past the HTTP parser limit answers 431 in the envelope', async () => {
    const res = await rawGet(`/api/uploads/${'b'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expectEnvelope(JSON.parse(res.body), 431, 'HEADERS_TOO_LARGE');
  });

  it('a badly encoded path answers 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/uploads/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.json(), 400, 'BAD_REQUEST');
  });

  it('a body past the limit answers 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: '0501234567', password: 'x'.repeat(5_000) },
    });
    expect(res.statusCode).toBe(413);
    expectEnvelope(res.json(), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('a body of a type no parser accepts answers 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml', 'accept-language': 'ja' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expectEnvelope(res.json(), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(res.json().message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('broken JSON answers 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile": ',
    });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.json(), 400, 'BAD_REQUEST');
  });
});
