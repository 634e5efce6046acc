/** Sends one text message to an E.164 number. */
export interface SmsSender {
  send(mobile: string, body: string): Promise<void>;
}
