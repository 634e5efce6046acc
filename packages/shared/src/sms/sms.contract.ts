import { defineContract } from '../contract';
import { smsOutboxQuery, smsOutboxResponse } from './sms.schema';

/** Development only: what the dev outbox "sent". Never registered in production. */
export const devSmsContract = defineContract('dev', {
  smsOutbox: {
    method: 'GET',
    path: '/api/dev/sms-outbox',
    summary: 'Development only: messages in the SMS outbox, newest first',
    auth: 'none',
    hidden: true,
    query: smsOutboxQuery,
    response: smsOutboxResponse,
  },
});
