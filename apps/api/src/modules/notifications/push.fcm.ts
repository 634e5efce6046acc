/**
 * FCM for the Capacitor shell, through the HTTP v1 API with a service account (docs/push.md). About
 * 80 lines instead of firebase-admin (a large dependency tree for one POST): an RS256-signed JWT is
 * exchanged for an access token (cached until shortly before it expires), then one
 * `messages:send` per token. An unregistered token (404, or 400 for a malformed one) is `gone`.
 */
import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PushPayload } from '@souq/shared/notifications/push.schema';
import { PUSH_TIMEOUT_MS, type PushOutcome, type PushSender, type PushTarget } from './push.port';

export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri?: string;
}

export function readServiceAccount(file: string): ServiceAccount {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Partial<ServiceAccount>;
  if (!json.project_id || !json.client_email || !json.private_key) {
    throw new Error(`${file}: not a service account file (project_id, client_email and private_key are needed)`);
  }
  return json as ServiceAccount;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export class FcmSender implements PushSender {
  private token: { value: string; until: number } | null = null;

  constructor(
    private readonly account: ServiceAccount,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  /** The signed assertion exchanged for an access token (RFC 7523). */
  assertion(): string {
    const iat = Math.floor(this.now() / 1000);
    const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
    const claims = b64url(
      JSON.stringify({
        iss: this.account.client_email,
        scope: SCOPE,
        aud: this.account.token_uri ?? 'https://oauth2.googleapis.com/token',
        iat,
        exp: iat + 3600,
      }),
    );
    const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(this.account.private_key);
    return `${header}.${claims}.${b64url(signature)}`;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > this.now()) return this.token.value;
    const res = await this.fetchImpl(this.account.token_uri ?? 'https://oauth2.googleapis.com/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: this.assertion(),
      }),
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`FCM token exchange answered ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in?: number };
    this.token = { value: body.access_token, until: this.now() + ((body.expires_in ?? 3600) - 120) * 1000 };
    return body.access_token;
  }

  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    try {
      const res = await this.fetchImpl(
        `https://fcm.googleapis.com/v1/projects/${encodeURIComponent(this.account.project_id)}/messages:send`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            message: {
              token: target.endpoint,
              notification: { title: payload.title, body: payload.body },
              // The shell routes the tap like the service worker does (route, 0.5 s / 1 s).
              data: { route: payload.route, ...(payload.tag ? { tag: payload.tag } : {}) },
              android: { priority: 'high', ...(payload.tag ? { collapse_key: payload.tag.slice(0, 64) } : {}) },
            },
          }),
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        },
      );
      if (res.ok) return 'sent';
      return res.status === 404 || res.status === 400 ? 'gone' : 'failed';
    } catch {
      return 'failed';
    }
  }
}
