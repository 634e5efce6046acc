import { z } from 'zod';

/**
 * The deals domain's settings, read from the environment at start (a bad value stops the app
 * with its name). The payment window is the auctions' AUCTION_PAYMENT_HOURS (shown in the lot terms).
 */
const int = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

export const dealsConfigSchema = z.object({
  /** Late fee per started day after the payment deadline (DOMAIN-NOTES: Emirates Auction AED 200). */
  DEAL_LATE_FEE_AED: int(0, 100_000, 200),
  /** Storage per started day after the collection window (AED 100). */
  DEAL_STORAGE_AED: int(0, 100_000, 100),
  /** Days after payment to collect the car without storage. */
  DEAL_COLLECTION_DAYS: int(0, 90, 5),
  /** Hours after the payment deadline before an unpaid order defaults. */
  DEAL_GRACE_HOURS: int(0, 720, 24),
  /** Days a defaulting buyer may not bid. */
  DEAL_SUSPENSION_DAYS: int(1, 3_650, 90),
  /** Who receives a forfeited deposit: the platform's revenue or the seller. */
  DEAL_FORFEIT_TO: z.enum(['revenue', 'seller']).default('revenue'),
  /** Seller fee: basis points of the hammer (200 = 2%) and its minimum in AED. */
  DEAL_SELLER_FEE_BPS: int(0, 10_000, 200),
  DEAL_SELLER_FEE_MIN_AED: int(0, 1_000_000, 500),
  /** How often each node looks for orders past their default time. */
  DEAL_DEFAULT_INTERVAL_MS: int(100, 3_600_000, 60_000),
});
export type DealsConfig = z.infer<typeof dealsConfigSchema>;

export function loadDealsConfig(env: Record<string, string | undefined> = process.env): DealsConfig {
  const parsed = dealsConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid deals configuration: ${problems}`);
  }
  return parsed.data;
}
