/**
 * Dealer shops (spec: carshop, dianpu, xiugaishop, gzshop, dianpuguanli). Request and response
 * schemas are added by the shops domain; the statuses are shared with the listings' review rule.
 */
export const SHOP_STATUSES = ['pending', 'verified', 'rejected', 'suspended'] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];
