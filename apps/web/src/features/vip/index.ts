/** What other features use from vip: the VIP status key. */
export { vipMeQueryKey } from './api/get-vip-me';
