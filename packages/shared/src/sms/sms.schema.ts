import { z } from 'zod';
import { mobileSchema } from '../validation';

/** Development only: the messages of the SMS outbox, optionally of one number. */
export const smsOutboxQuery = z.object({ mobile: mobileSchema.optional() });

export const smsOutboxItemSchema = z.object({
  mobile: z.string(),
  body: z.string(),
  /** The 6-digit code the message carries, if any. */
  code: z.string().nullable(),
  createdAt: z.string(),
});

export const smsOutboxResponse = z.object({ items: z.array(smsOutboxItemSchema) });
