// Every domain's tables, for Drizzle's relational queries and for drizzle-kit.

export * from '../modules/app/app.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/catalog/catalog.tables';
export * from '../modules/deposits/deposits.tables';
export * from '../modules/lease/lease.tables';
export * from '../modules/listings/listings.tables';
export * from '../modules/notifications/notifications.tables';
export * from '../modules/payments/payments.tables';
export * from '../modules/regions/regions.tables';
export * from '../modules/rentals/rentals.tables';
export * from '../modules/shops/shops.tables';
export * from '../modules/sms/sms.tables';
export * from '../modules/uploads/uploads.tables';
export * from '../modules/users/users.tables';
export * from '../modules/vip/vip.tables';
export * from '../modules/wallet/wallet.tables';
export * from '../plugins/idempotency.tables';
