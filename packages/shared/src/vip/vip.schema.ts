import { z } from 'zod';
import { filsSchema } from '../validation';

/**
 * VIP membership (spec: dregerVip, pay/wxPay payVip, getVip, updateVip). Plans have a price that
 * includes VAT and a validity in days; buying while a membership runs extends it from its expiry.
 * Other domains read the benefits (a lower auction deposit).
 */
export const VIP_PLAN_CODES = ['silver', 'gold', 'platinum'] as const;
export type VipPlanCode = (typeof VIP_PLAN_CODES)[number];

export const VIP_PAYMENT_METHODS = ['wallet', 'card'] as const;
export type VipPaymentMethod = (typeof VIP_PAYMENT_METHODS)[number];

export const VIP_MEMBERSHIP_STATUSES = ['pending_payment', 'paid', 'canceled'] as const;
export type VipMembershipStatus = (typeof VIP_MEMBERSHIP_STATUSES)[number];

export const vipPlanSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** Translation key of the plan's name, e.g. `vip:plans.gold.name`. */
  nameKey: z.string(),
  /** Price including VAT. */
  priceFils: filsSchema,
  /** The VAT inside the price, shown as its own line. */
  vatFils: filsSchema,
  currency: z.literal('AED'),
  validityDays: z.number().int(),
  /** Percent off auction deposits while the membership runs. */
  depositDiscountPct: z.number().int(),
});
export type VipPlan = z.infer<typeof vipPlanSchema>;

export const vipPlansResponse = z.object({ items: z.array(vipPlanSchema) });

/** What other domains (and the web) read: is the user a member now, and what it is worth. */
export const vipBenefitsSchema = z.object({
  active: z.boolean(),
  planCode: z.string().nullable(),
  /** End of the membership, renewals included; null when not a member. */
  expiresAt: z.string().nullable(),
  depositDiscountPct: z.number().int(),
});
export type VipBenefits = z.infer<typeof vipBenefitsSchema>;

export const vipMembershipSchema = z.object({
  id: z.string(),
  plan: vipPlanSchema.pick({ id: true, code: true, nameKey: true, validityDays: true, depositDiscountPct: true }),
  status: z.enum(VIP_MEMBERSHIP_STATUSES),
  method: z.enum(VIP_PAYMENT_METHODS),
  priceFils: filsSchema,
  vatFils: filsSchema,
  /** Null until paid. */
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** The ledger transaction of the charge, once paid. */
  transactionId: z.string().nullable(),
  /** The gateway payment of a card purchase; the result page is `/pay/result/<paymentId>`. */
  paymentId: z.string().nullable(),
  createdAt: z.string(),
});
export type VipMembership = z.infer<typeof vipMembershipSchema>;

export const vipMeResponse = vipBenefitsSchema.extend({
  /** The paid memberships, newest first (at most 20). */
  memberships: z.array(vipMembershipSchema),
});
export type VipMe = z.infer<typeof vipMeResponse>;

export const vipSubscribeBody = z.object({
  planId: z.uuid({ error: 'validation:invalid' }),
  method: z.enum(VIP_PAYMENT_METHODS),
});
export type VipSubscribeBody = z.infer<typeof vipSubscribeBody>;

/** Wallet: the paid membership. Card: the purchase waiting for payment and where to pay. */
export const vipSubscribeResponse = z.object({
  membership: vipMembershipSchema,
  checkoutUrl: z.string().optional(),
});
export type VipSubscribeResponse = z.infer<typeof vipSubscribeResponse>;
