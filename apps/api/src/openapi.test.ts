/**
 * The OpenAPI document at /api/docs/json lints clean with Redocly's recommended rules
 * (redocly.yaml at the repository root; decision record 0025): any error or warning fails, with
 * the rule, the message and where. It also holds only API routes, even when the web app is served.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { openApiOptions } from './lib/openapi';
import { createTestApp, type TestApp } from './testing/test-app';

const REDOCLY_CONFIG = path.resolve(import.meta.dirname, '../../../redocly.yaml');

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, { format?: string }> } }> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

let t: TestApp;
let webRoot: string;
let source: string;
let paths: Paths;

beforeAll(async () => {
  // A built web app beside the API, so that its pages and files could show up in the document.
  webRoot = mkdtempSync(path.join(tmpdir(), 'souq-openapi-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Souq</title>');
  writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'export {};');
  t = await createTestApp({ WEB_DIST_DIR: webRoot });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  source = res.body;
  paths = JSON.parse(source).paths;
});
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

function describeProblem(problem: NormalizedProblem): string {
  const where = problem.location.map((l) => l.pointer).join(' ');
  return `${problem.severity} ${problem.ruleId}: ${problem.message} at ${where}`;
}

function operations(): [string, string, Operation][] {
  return Object.entries(paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, op]) => [url, method, op] as [string, string, Operation]),
  );
}

describe('the OpenAPI document', () => {
  it('has no error and no warning under Redocly recommended rules', async () => {
    const config = await createConfig(readFileSync(REDOCLY_CONFIG, 'utf8'), { configPath: REDOCLY_CONFIG });
    const problems = await lintFromString({ source, absoluteRef: path.join(tmpdir(), 'openapi.json'), config });
    expect(problems.map(describeProblem)).toEqual([]);
  });

  it('documents only API routes: no web page, file or sandbox payment page', () => {
    expect(Object.keys(paths).filter((url) => !url.startsWith('/api/'))).toEqual([]);
    expect(Object.keys(paths).filter((url) => url.startsWith('/api/docs'))).toEqual([]);
  });

  it('documents each error answer with the error envelope', () => {
    for (const [url, method, op] of operations()) {
      for (const status of ['400', '429', '500'])
        expect(op.responses[status], `${method} ${url} ${status}`).toBeDefined();
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        expect(response.content?.['application/json']?.schema?.$ref, `${method} ${url} ${status}`).toBe(
          '#/components/schemas/ErrorEnvelope',
        );
      }
    }
  });

  it('shows who may call: public routes need no session, signed-in ones answer 401 and 403', () => {
    const login = paths['/api/auth/login']?.post;
    expect(login?.security).toEqual([]);
    expect(login?.responses['401']).toBeUndefined();
    const me = paths['/api/me']?.get;
    expect(me?.security).toBeUndefined(); // the document's default: the bearer session
    expect(Object.keys(me?.responses ?? {})).toEqual(expect.arrayContaining(['401', '403']));
  });

  it('names the Idempotency-Key header where a retry must not repeat the action', () => {
    const needingKey = operations().filter(([, , op]) =>
      op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key' && p.required),
    );
    expect(needingKey.length).toBeGreaterThan(0);
    for (const [url, method, op] of needingKey) expect(op.responses['409'], `${method} ${url}`).toBeDefined();
  });

  it('shows the file field of an upload', () => {
    const upload = paths['/api/uploads']?.post;
    expect(upload?.requestBody?.content['multipart/form-data']?.schema?.properties?.file?.format).toBe('binary');
    expect(Object.keys(upload?.responses ?? {})).toEqual(expect.arrayContaining(['413', '415']));
  });

  it('names the public address as the server when PUBLIC_URL is set, else the origin it is read from', () => {
    const at = (env: Record<string, string>) => openApiOptions(loadConfig({ NODE_ENV: 'test', ...env })).openapi;
    expect(at({ PUBLIC_URL: 'https://souq.ae/' })?.servers).toEqual([{ url: 'https://souq.ae' }]);
    expect(at({ PUBLIC_URL: 'https://souq.ae/' })?.info?.license?.url).toBe('https://souq.ae/about/terms');
    expect(at({})?.servers).toEqual([{ url: '/' }]);
  });
});
