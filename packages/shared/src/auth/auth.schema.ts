import { z } from 'zod';
import { MERCHANT_STATUSES, ROLES } from '../constants';
import { mobileSchema, passwordSchema, smsCodeSchema, textSchema } from '../validation';

export const SMS_PURPOSES = ['register', 'login', 'reset_password', 'cancel_account', 'withdraw'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** Purposes anyone may ask a code for, naming the number. */
export const PUBLIC_SMS_PURPOSES = ['register', 'login', 'reset_password'] as const;
/** Purposes of a logged-in user: the code goes to that user's own number only. */
export const OWN_SMS_PURPOSES = ['cancel_account', 'withdraw'] as const;
export type OwnSmsPurpose = (typeof OWN_SMS_PURPOSES)[number];

export const sendSmsCodeBody = z.object({
  mobile: mobileSchema,
  purpose: z.enum(PUBLIC_SMS_PURPOSES),
});
export const sendOwnSmsCodeBody = z.object({ purpose: z.enum(OWN_SMS_PURPOSES) });
export const sendSmsCodeResponse = z.object({
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});

/** Two passwords that must be equal; the mismatch is reported on `passwordConfirm`. */
const passwordsMatch = (v: { password: string; passwordConfirm: string }) => v.password === v.passwordConfirm;
const passwordsDiffer = { error: 'validation:passwordsDiffer', path: ['passwordConfirm'] };
const newPassword = { password: passwordSchema, passwordConfirm: z.string() };

export const registerBody = z
  .object({ mobile: mobileSchema, code: smsCodeSchema, nickname: textSchema({ max: 40 }).optional(), ...newPassword })
  .refine(passwordsMatch, passwordsDiffer);
export type RegisterBody = z.output<typeof registerBody>;
export type RegisterForm = z.input<typeof registerBody>;

export const loginBody = z.object({
  mobile: mobileSchema,
  password: z.string().min(1, { error: 'validation:required' }).max(128),
});
export type LoginBody = z.output<typeof loginBody>;
export type LoginForm = z.input<typeof loginBody>;

export const smsLoginBody = z.object({ mobile: mobileSchema, code: smsCodeSchema });
export type SmsLoginBody = z.output<typeof smsLoginBody>;
export type SmsLoginForm = z.input<typeof smsLoginBody>;

export const resetPasswordBody = z
  .object({ mobile: mobileSchema, code: smsCodeSchema, ...newPassword })
  .refine(passwordsMatch, passwordsDiffer);
export type ResetPasswordBody = z.output<typeof resetPasswordBody>;
export type ResetPasswordForm = z.input<typeof resetPasswordBody>;

export const changePasswordBody = z
  .object({ oldPassword: z.string().min(1, { error: 'validation:required' }).max(128), ...newPassword })
  .refine(passwordsMatch, passwordsDiffer);
export type ChangePasswordBody = z.output<typeof changePasswordBody>;
export type ChangePasswordForm = z.input<typeof changePasswordBody>;

export const cancelAccountBody = z.object({
  password: z.string().min(1, { error: 'validation:required' }).max(128),
});

export const bindPushDeviceBody = z.object({
  pushId: textSchema({ min: 1, max: 256 }),
  platform: z.enum(['web', 'android', 'ios']),
});
export type BindPushDeviceBody = z.output<typeof bindPushDeviceBody>;

export const userSchema = z.object({
  id: z.string(),
  mobile: z.string().nullable(),
  nickname: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  merchantStatus: z.enum(MERCHANT_STATUSES),
  realNameAuth: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const sessionSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: userSchema,
});
export type Session = z.infer<typeof sessionSchema>;
