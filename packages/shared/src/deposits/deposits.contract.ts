import { defineContract } from '../contract';
import { idParams } from '../envelope';
import {
  createDepositBody,
  createDepositResponse,
  depositListQuery,
  depositListResponse,
  depositSchema,
  heldFundsResponse,
} from './deposits.schema';

export const depositsContract = defineContract('deposits', {
  pay: {
    method: 'POST',
    path: '/api/deposits',
    summary: 'Pay a deposit (earnest money) from the wallet (held at once) or by card (answers the checkout URL)',
    auth: 'required',
    idempotency: 'required',
    body: createDepositBody,
    response: createDepositResponse,
  },
  list: {
    method: 'GET',
    path: '/api/deposits',
    summary: 'My deposits, newest first (cursor paging)',
    auth: 'required',
    query: depositListQuery,
    response: depositListResponse,
  },
  held: {
    method: 'GET',
    path: '/api/deposits/holds',
    summary:
      'Everything blocked for me, newest first: wallet holds of any kind and card authorisations, each with what it is for and its state',
    auth: 'required',
    response: heldFundsResponse,
  },
  get: {
    method: 'GET',
    path: '/api/deposits/:id',
    summary: 'One of my deposits (the success page after paying)',
    auth: 'required',
    params: idParams,
    response: depositSchema,
  },
  release: {
    method: 'POST',
    path: '/api/deposits/:id/release',
    summary:
      'Release a held general deposit back to the available balance: its owner after the waiting period, an admin at any time; a deposit already released or applied answers 409',
    auth: 'required',
    idempotency: 'required',
    params: idParams,
    response: depositSchema,
  },
});
