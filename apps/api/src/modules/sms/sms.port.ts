/** Sends one text message to an E.164 number. */
export interface SmsSender {
  send(mobile: string, body: string): Promise<void>;
}

/** A number fit for logs: country and network prefix and the last two digits, e.g. `+97150*****67`. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 8) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 6)}${'*'.repeat(mobile.length - 8)}${mobile.slice(-2)}`;
}
