import { z } from 'zod';
import { pageSchema } from '../envelope';
import { cursorSchema, filsSchema, moneySchema, textSchema } from '../validation';

/**
 * Rental claims: what a merchant asks of a renter beyond the deposit (damage, fines… discovered
 * at or after the return). Never taken automatically: the renter accepts (paid from the wallet)
 * or disputes within a window, and an admin decides disputes, unanswered claims and claims too
 * large for the renter alone to accept (docs/decisions/0006-rental-claims.md).
 *
 * - open: waiting for the renter (until `respondBy`; after it, in the admin queue);
 * - disputed: the renter disputed it; waiting for an admin;
 * - review: the renter accepted a claim that needs an admin's approval; waiting for an admin;
 * - paid: the renter accepted and paid it;
 * - upheld: an admin upheld it (fully or partly): charged from the wallet, the rest recorded as owed;
 * - rejected: an admin rejected it.
 */
export const RENTAL_CLAIM_STATUSES = ['open', 'disputed', 'review', 'paid', 'upheld', 'rejected'] as const;
export type RentalClaimStatus = (typeof RENTAL_CLAIM_STATUSES)[number];

/** The kinds a merchant itemises (at return or later); `overtime` is computed by the server. */
export const CLAIM_ITEM_KINDS = ['excess_mileage', 'fuel', 'cleaning', 'damage', 'salik', 'fine', 'other'] as const;
export type ClaimItemKind = (typeof CLAIM_ITEM_KINDS)[number];
/** Kinds that need at least one photo as evidence. */
export const CLAIM_KINDS_NEEDING_PHOTOS: readonly ClaimItemKind[] = ['damage', 'other'];

/** The most one itemised charge may be: AED 10 million. */
export const CLAIM_ITEM_MAX_FILS = 1_000_000_000n;

const photoIds = z.array(z.uuid()).max(20, { error: 'validation:tooManyPhotos' }).default([]);

/** One itemised charge: a kind, an amount, a reason, and photos (required for damage and other). */
export const claimItemInput = z.object({
  kind: z.enum(CLAIM_ITEM_KINDS),
  amount: moneySchema({ max: CLAIM_ITEM_MAX_FILS }),
  note: textSchema({ min: 1, max: 140 }),
  photoUploadIds: photoIds,
});
export type ClaimItemInput = z.input<typeof claimItemInput>;

/** Merchant: a claim on a completed booking (e.g. a fine that arrives after the return). */
export const createClaimBody = z.object({
  items: z.array(claimItemInput).min(1, { error: 'validation:required' }).max(20),
});
export type CreateClaimBody = z.input<typeof createClaimBody>;

export const disputeClaimBody = z.object({ reason: textSchema({ min: 1, max: 500, multiline: true }) });
export type DisputeClaimBody = z.input<typeof disputeClaimBody>;

/** Admin: uphold (the whole claim, or `amount` of it) or reject, always with a reason. */
export const decideClaimBody = z.object({
  decision: z.enum(['uphold', 'reject']),
  /** Decimal AED up to the claimed amount; absent = the whole claim. */
  amount: moneySchema({ max: CLAIM_ITEM_MAX_FILS * 20n }).optional(),
  reason: textSchema({ min: 1, max: 500, multiline: true }),
});
export type DecideClaimBody = z.input<typeof decideClaimBody>;

const photoSchema = z.object({ uploadId: z.string(), url: z.string(), thumbUrl: z.string() });

export const claimItemSchema = z.object({
  kind: z.enum(CLAIM_ITEM_KINDS),
  amountFils: filsSchema,
  note: z.string().nullable(),
  photos: z.array(photoSchema),
});

export const rentalClaimSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  orderNo: z.string(),
  status: z.enum(RENTAL_CLAIM_STATUSES),
  /** What the merchant claims beyond the deposit. */
  amountFils: filsSchema,
  items: z.array(claimItemSchema),
  /** Above the configured share of the car's value (or the car has none): an admin must approve. */
  needsAdmin: z.boolean(),
  /** The renter may dispute until then; unanswered after it, an admin decides. */
  respondBy: z.string(),
  disputeReason: z.string().nullable(),
  /** What was agreed or decided (null while open). */
  approvedFils: filsSchema.nullable(),
  /** Paid from the renter's wallet to the merchant. */
  chargedFils: filsSchema,
  /** Upheld but not covered by the renter's balance: still owed, collected outside the app. */
  owedFils: filsSchema,
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type RentalClaim = z.infer<typeof rentalClaimSchema>;

/** Admin queue: `pending` = disputed, accepted awaiting approval, or unanswered past the window. */
export const claimListQuery = z.object({
  status: z.enum(['pending', ...RENTAL_CLAIM_STATUSES]).default('pending'),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const claimPageSchema = pageSchema(rentalClaimSchema);
