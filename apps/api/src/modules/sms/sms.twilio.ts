import { maskMobile, type SmsSender } from './sms.port';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  fetch?: typeof fetch;
  baseUrl?: string;
}

/** Twilio's Messages API over plain HTTPS; no SDK needed for one call. */
export class TwilioSmsSender implements SmsSender {
  constructor(private readonly options: TwilioOptions) {}

  async send(mobile: string, body: string): Promise<void> {
    const { accountSid, authToken, from } = this.options;
    const doFetch = this.options.fetch ?? fetch;
    const base = this.options.baseUrl ?? 'https://api.twilio.com';
    const response = await doFetch(`${base}/2010-04-01/Accounts/${accountSid}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: mobile, From: from, Body: body }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      // Only Twilio's numeric error code: its text may quote the message, which carries a one-time code.
      const detail = (await response.json().catch(() => null)) as { code?: unknown } | null;
      const twilioCode = typeof detail?.code === 'number' ? ` (Twilio error ${detail.code})` : '';
      throw new Error(`SMS provider answered ${response.status}${twilioCode} for ${maskMobile(mobile)}`);
    }
  }
}
