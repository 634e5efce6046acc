/** Long-term lease and lease-to-own (spec: longterm, usercardemand, longtermList type=2, carrental). */
export const LEASE_MIN_MONTHS = 1;
export const LEASE_MAX_MONTHS = 36;
export const LEASE_MIN_DOWN_PAYMENT_PERCENT = 10;
