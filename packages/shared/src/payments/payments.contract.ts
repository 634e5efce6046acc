import { defineContract } from '../contract';
import {
  checkoutResponse,
  paymentIdParams,
  paymentSchema,
  rechargeBody,
  webhookReceivedSchema,
} from './payments.schema';

/**
 * Card payments through the gateway: the wallet recharge's checkout, a payment's result, and the
 * gateways' signed webhooks (raw bodies). The sandbox's hosted checkout page (`/pay/sandbox/:id`)
 * is a page, not an API endpoint, and stays a plain route.
 */
export const paymentsContract = defineContract('payments', {
  recharge: {
    method: 'POST',
    path: '/api/wallet/recharges',
    summary: 'Recharge the wallet by card: opens a gateway checkout',
    description:
      'The balance rises only when the gateway confirms the payment by webhook. ' +
      'The same Idempotency-Key with the same body answers the same checkout.',
    auth: 'required',
    idempotency: 'required',
    body: rechargeBody,
    response: checkoutResponse,
  },
  payment: {
    method: 'GET',
    path: '/api/payments/:id',
    summary: 'One of my payments: what the result page shows',
    auth: 'required',
    params: paymentIdParams,
    response: paymentSchema,
  },
  sandboxWebhook: {
    method: 'POST',
    path: '/api/payments/webhooks/sandbox',
    summary: 'Webhook of the sandbox gateway (signed over the raw body)',
    auth: 'none',
    body: 'raw',
    response: webhookReceivedSchema,
  },
  stripeWebhook: {
    method: 'POST',
    path: '/api/payments/webhooks/stripe',
    summary: 'Webhook of the stripe gateway (signed over the raw body)',
    auth: 'none',
    body: 'raw',
    response: webhookReceivedSchema,
  },
});
