import { describe, expect, it } from 'vitest';
import { TwilioSmsSender } from './sms.twilio';

describe('Twilio SMS adapter', () => {
  it('posts the message form with basic auth to the account', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const sender = new TwilioSmsSender({
      accountSid: 'AC123',
      authToken: 'secret',
      from: '+15005550006',
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} });
        return new Response('{}', { status: 201 });
      },
    });
    await sender.send('+971501234567', 'Your code is 123456');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    const form = new URLSearchParams(String(calls[0]?.init.body));
    expect(form.get('To')).toBe('+971501234567');
    expect(form.get('Body')).toBe('Your code is 123456');
  });

  it('fails loudly when the provider refuses', async () => {
    const sender = new TwilioSmsSender({
      accountSid: 'AC1',
      authToken: 'x',
      from: '+1',
      fetch: async () => new Response('bad number', { status: 400 }),
    });
    await expect(sender.send('+971501234567', 'hi')).rejects.toThrow(/400/);
  });

  it('keeps the message and the number out of its errors (they end up in the log)', async () => {
    const sender = new TwilioSmsSender({
      accountSid: 'AC1',
      authToken: 'x',
      from: '+1',
      // Providers may quote what they refused.
      fetch: async () =>
        Response.json({ code: 21610, message: "Refused 'Your code is 482913' to +971501234567" }, { status: 400 }),
    });
    const error = await sender.send('+971501234567', 'Your code is 482913').catch((err: Error) => err);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/400 \(Twilio error 21610\)/);
    expect((error as Error).message).not.toContain('482913');
    expect((error as Error).message).not.toContain('+971501234567');
  });
});
