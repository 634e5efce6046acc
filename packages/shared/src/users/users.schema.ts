import { z } from 'zod';
import { userSchema } from '../auth/auth.schema';
import { MERCHANT_STATUSES, ROLES } from '../constants';
import { textSchema } from '../validation';

export const USERNAME_PATTERN = /^[A-Za-z0-9_.]{3,30}$/;

/** Profile edit: omitted fields stay as they are; null clears an optional field. */
export const updateProfileBody = z.object({
  nickname: textSchema({ min: 1, max: 40 }).optional(),
  username: z.string().trim().regex(USERNAME_PATTERN, { error: 'validation:username' }).nullable().optional(),
  email: z.email({ error: 'validation:email' }).max(254).nullable().optional(),
  avatarUploadId: z.uuid({ error: 'validation:invalid' }).nullable().optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const updateProfileResponse = z.object({ user: userSchema, changed: z.boolean() });

export const adminUserSchema = userSchema.extend({ locked: z.boolean() });

export const adminUpdateUserBody = z.object({
  roles: z.array(z.enum(ROLES)).min(1).optional(),
  merchantStatus: z.enum(MERCHANT_STATUSES).optional(),
  locked: z.boolean().optional(),
});
