import { defineContract } from '../contract';
import { vipMeResponse, vipPlansResponse, vipSubscribeBody, vipSubscribeResponse } from './vip.schema';

export const vipContract = defineContract('vip', {
  plans: {
    method: 'GET',
    path: '/api/vip/plans',
    summary: 'VIP plans on sale (prices include VAT)',
    auth: 'none',
    response: vipPlansResponse,
  },
  me: {
    method: 'GET',
    path: '/api/vip/me',
    summary: 'My VIP status, benefits and paid memberships',
    auth: 'required',
    response: vipMeResponse,
  },
  subscribe: {
    method: 'POST',
    path: '/api/vip/subscriptions',
    summary: 'Buy or renew a plan from the wallet (active at once) or by card (answers the checkout URL)',
    auth: 'required',
    idempotency: 'required',
    body: vipSubscribeBody,
    response: vipSubscribeResponse,
  },
});
