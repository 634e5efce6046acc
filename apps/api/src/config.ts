import { z } from 'zod';

/** Boolean env values as people write them. */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** The secret used when SECRET_KEY is unset: fine on a laptop, refused in production. */
const DEV_SECRET_KEY = 'dev-only-secret-change-me-in-production';
/** The one value of ALLOW_INSECURE_DEMO_IN_PRODUCTION that lets production run on demo settings. */
export const INSECURE_DEMO_CONSENT = 'i-understand';

/**
 * Every setting of the API, read from the environment. Defaults run the whole app on one machine:
 * PGlite under ./data, local uploads, the dev SMS outbox, in-process pub/sub.
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Where the server listens; unset: loopback in development (the demo), all interfaces otherwise. */
    HOST: z.string().min(1).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Level of the request lines; unset: debug in development (the demo), info otherwise. Errors stay errors. */
    REQUEST_LOG_LEVEL: z.enum(['info', 'debug']).optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    CORS_ORIGINS: csv.default([]),
    /**
     * Origins that serve live auction video (HLS playlists and segments), e.g. `https://cdn.example.com`:
     * the Content-Security-Policy lets the live room fetch and play them, and a live session's stream
     * URL must be on one of them (docs/live-video.md).
     */
    LIVE_STREAM_ORIGINS: csv
      .pipe(
        z.array(
          z
            .string()
            .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'must be origins like https://cdn.example.com (no path)'),
        ),
      )
      .default([]),
    SECRET_KEY: z.string().min(16, 'must be at least 16 characters').default(DEV_SECRET_KEY),
    /**
     * Production refuses the sandbox gateway, the SMS outbox and a development secret; this exact value
     * lets such a demo run under NODE_ENV=production anyway (the start banner and the log say so).
     */
    ALLOW_INSECURE_DEMO_IN_PRODUCTION: z
      .literal(INSECURE_DEMO_CONSENT, { error: `must be exactly ${INSECURE_DEMO_CONSENT} (or unset)` })
      .optional(),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(10 * 1_048_576),
    /** Largest car video (MP4, stored as sent). */
    UPLOAD_VIDEO_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(50 * 1_048_576),
    /** Largest inspection report file (image or PDF). */
    UPLOAD_REPORT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(10 * 1_048_576),
    SIGNED_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
    /** Stricter limit per minute on login and code requests, per client address. */
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    /** Stricter limit on login and code requests per mobile number (whatever the address), in AUTH_MOBILE_RATE_LIMIT_WINDOW_MS. */
    AUTH_MOBILE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_MOBILE_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(900_000),
    /**
     * Which proxies may set X-Forwarded-For: a hop count (`1` for one load balancer) or
     * comma-separated addresses / CIDRs. Unset: none, the client address is the socket's.
     */
    TRUST_PROXY: z
      .string()
      .refine((v) => v !== 'true', 'name the hop count or the proxy addresses; trusting every client is unsafe')
      .transform((v): number | string | false => {
        if (v === 'false') return false;
        if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
        return v;
      })
      .default(false),
    /** Failed sign-in proofs (password or code) in a row before a number is locked. */
    LOGIN_LOCK_AFTER_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
    /** First lockout; each next lockout doubles, up to LOGIN_LOCK_MAX_SECONDS. */
    LOGIN_LOCK_BASE_SECONDS: z.coerce.number().int().min(1).default(60),
    LOGIN_LOCK_MAX_SECONDS: z.coerce.number().int().min(1).default(3_600),
    RATE_LIMIT_NAMESPACE: z.string().default('souq-rl:'),
    SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    /** Card payments: the built-in sandbox (test cards, hosted page served by this app) or Stripe Checkout. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
    /** HMAC secret of the sandbox gateway's webhooks; derived from SECRET_KEY when unset. */
    PAYMENT_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Smallest and largest wallet recharge in AED. */
    RECHARGE_MIN_AED: z.coerce.number().int().min(1).default(10),
    RECHARGE_MAX_AED: z.coerce.number().int().min(1).default(100_000),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(true),
    S3_PUBLIC_URL: z.url().optional(),
    WEB_DIST_DIR: z.string().default('../web/dist'),
    SEED_DEMO_DATA: bool.default(true),
    /** Browser journeys only: lets /api/dev/clock move the server clock forward. Refused in production. */
    DEV_CLOCK_CONTROL: bool.default(false),
    LATEST_APP_VERSION: z
      .string()
      .regex(/^\d+\.\d+\.\d+$/, 'must look like 1.2.3')
      .default('1.0.63'),
    /** VAT in basis points (500 = 5%); prices that include VAT show it as its own line. */
    VAT_RATE_BP: z.coerce.number().int().min(0).max(10_000).default(500),
    /** Most a user may withdraw to a bank per day (Dubai calendar day), in AED. */
    WITHDRAWAL_DAILY_LIMIT_AED: z.coerce.number().int().min(1).default(50_000),
    /** Largest single deposit (earnest money) in AED. */
    DEPOSIT_MAX_AED: z.coerce.number().int().min(1).default(1_000_000),
    /** A `general` deposit may be released by its owner this many days after it was paid (admins: any time). */
    DEPOSIT_GENERAL_RELEASE_DAYS: z.coerce.number().int().min(0).max(365).default(7),
    /** Cars for sale: how often a seller may move one listing back to the top per (Dubai) day. */
    LISTING_REFRESHES_PER_DAY: z.coerce.number().int().min(0).max(100).default(3),
    /** Customs duty on a car's CIF price in basis points (500 = 5%), for the landed-cost estimate. */
    CUSTOMS_DUTY_BP: z.coerce.number().int().min(0).max(10_000).default(500),
    /** VIN decoding: the built-in tables, or NHTSA vPIC (DecodeVinValues) at VIN_DECODER_URL. */
    VIN_DECODER: z.enum(['offline', 'nhtsa']).default('offline'),
    VIN_DECODER_URL: z.url().default('https://vpic.nhtsa.dot.gov/api/vehicles/DecodeVinValues'),
    /** How long the external VIN decoder may take before the offline answer is used. */
    VIN_DECODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    /**
     * How long a node keeps a public search page (milliseconds; 0 turns the micro-cache off). Writes
     * on the node empty it at once. Unset: 2000, or 0 under NODE_ENV=test.
     */
    LISTING_SEARCH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    /** The lease desk's WhatsApp number (E.164), for the chat button of the lease pages. */
    LEASE_WHATSAPP_NUMBER: z
      .string()
      .regex(/^\+\d{8,15}$/, 'must be an E.164 number like +971500000002')
      .default('+971500000002'),
    /** Rental: VAT on rental, extras and fees in basis points (500 = 5%), shown as its own line. */
    RENTAL_VAT_BP: z.coerce.number().int().min(0).max(10_000).default(500),
    /** Rental extras per rental day (chauffeur, translator or guide) and delivery once, in AED. */
    RENTAL_CHAUFFEUR_PER_DAY_AED: z.coerce.number().int().min(0).default(250),
    RENTAL_GUIDE_PER_DAY_AED: z.coerce.number().int().min(0).default(300),
    RENTAL_DELIVERY_AED: z.coerce.number().int().min(0).default(100),
    /** A pick-up sooner than this is short notice: the merchant must confirm the booking. */
    RENTAL_LEAD_HOURS: z.coerce.number().int().min(0).max(720).default(48),
    /** Canceling is free until this long before pick-up; later it costs RENTAL_CANCEL_FEE_AED. */
    RENTAL_FREE_CANCEL_HOURS: z.coerce.number().int().min(0).max(720).default(48),
    RENTAL_CANCEL_FEE_AED: z.coerce.number().int().min(0).default(100),
    /** Days after the return before the rest of the deposit is released (regulator: within 30). */
    RENTAL_DEPOSIT_RELEASE_DAYS: z.coerce.number().int().min(0).max(30).default(0),
    /** How long a card booking keeps the car while the payment page is open. */
    RENTAL_PAYMENT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1_440).default(15),
    /** Overtime surcharge per step of a late return, in AED. */
    RENTAL_OVERTIME_STEP_AED: z.coerce.number().int().min(0).default(100),
    /** Rental claims (charges beyond the deposit): hours the renter has to accept or dispute. */
    RENTAL_CLAIM_RESPONSE_HOURS: z.coerce.number().int().min(1).max(720).default(72),
    /** A claim above this share of the car's value (basis points; 2000 = 20%) needs an admin even when accepted. */
    RENTAL_CLAIM_ADMIN_SHARE_BP: z.coerce.number().int().min(0).max(10_000).default(2000),
    /** Auctions: a bid this close to a lot's end moves the end to now + this (DOMAIN-NOTES: 2 minutes). */
    AUCTION_SOFT_CLOSE_MS: z.coerce.number().int().min(0).max(3_600_000).default(120_000),
    /** Hours the seller has to accept the high bid of a lot that closed below its reserve. */
    AUCTION_APPROVAL_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    /** Hours the runner-up has to accept or decline a second-chance offer of an unsold lot. */
    AUCTION_OFFER_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    /** Hours the winner has to pay (shown in the terms; the deals domain enforces it). */
    AUCTION_PAYMENT_HOURS: z.coerce.number().int().min(1).max(720).default(48),
    /** How often each node looks for lots to open and close (due lots close within about this). */
    AUCTION_CLOSE_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(500),
    /** Earnest money for a session without its own rule: a share of the limit (bps) and its floor. */
    AUCTION_DEPOSIT_RATE_BPS: z.coerce.number().int().min(0).max(10_000).default(2_000),
    AUCTION_DEPOSIT_FLOOR_AED: z.coerce.number().int().min(0).max(1_000_000).default(5_000),
    /** Deals (after the hammer): late fee per started day after the payment deadline (Emirates Auction AED 200). */
    DEAL_LATE_FEE_AED: z.coerce.number().int().min(0).max(100_000).default(200),
    /** Storage per started day after the collection window (AED 100). */
    DEAL_STORAGE_AED: z.coerce.number().int().min(0).max(100_000).default(100),
    /** Days after payment to collect the car without storage. */
    DEAL_COLLECTION_DAYS: z.coerce.number().int().min(0).max(90).default(5),
    /** Hours after the payment deadline before an unpaid order defaults. */
    DEAL_GRACE_HOURS: z.coerce.number().int().min(0).max(720).default(24),
    /** Days a defaulting buyer may not bid. */
    DEAL_SUSPENSION_DAYS: z.coerce.number().int().min(1).max(3_650).default(90),
    /** Who receives a forfeited deposit: the platform's revenue or the seller. */
    DEAL_FORFEIT_TO: z.enum(['revenue', 'seller']).default('revenue'),
    /** Seller fee: basis points of the hammer (200 = 2%) and its minimum in AED. */
    DEAL_SELLER_FEE_BPS: z.coerce.number().int().min(0).max(10_000).default(200),
    DEAL_SELLER_FEE_MIN_AED: z.coerce.number().int().min(0).max(1_000_000).default(500),
    /** How often each node looks for orders past their default time. */
    DEAL_DEFAULT_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    /**
     * Web Push (docs/push.md): the VAPID key pair, base64url as `npx web-push generate-vapid-keys`
     * prints it, and the contact the push services see. Unset: a pair generated once and kept in
     * DATA_DIR/vapid.json (one machine only; refused in production).
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be the base64url public key (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be the base64url private key (43 characters)')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
      .default('mailto:push@souq-motors.example'),
    /** Capacitor shell: a Firebase service account JSON file for FCM (HTTP v1). Unset: FCM tokens get no push. */
    FCM_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && c.DEV_CLOCK_CONTROL) {
      ctx.addIssue({ code: 'custom', path: ['DEV_CLOCK_CONTROL'], message: 'must be off in production' });
    }
    if (c.NODE_ENV === 'production' && !c.ALLOW_INSECURE_DEMO_IN_PRODUCTION) {
      for (const { key, problem } of insecureSettings(c)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${problem}; refused in production (ALLOW_INSECURE_DEMO_IN_PRODUCTION=${INSECURE_DEMO_CONSENT} runs it anyway, for demos only)`,
        });
      }
    }
    if (c.SMS_PROVIDER === 'twilio' && !(c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN && c.TWILIO_FROM)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
      });
    }
    if (c.PAYMENT_PROVIDER === 'stripe' && !(c.STRIPE_SECRET_KEY && c.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: 'stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      });
    }
    if (c.PAYMENT_PROVIDER === 'stripe' && !c.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'stripe needs PUBLIC_URL (where Stripe sends the payer back)',
      });
    }
    if (!c.VAPID_PUBLIC_KEY !== !c.VAPID_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [c.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
      });
    }
    if (c.RECHARGE_MIN_AED > c.RECHARGE_MAX_AED) {
      ctx.addIssue({ code: 'custom', path: ['RECHARGE_MIN_AED'], message: 'must not be above RECHARGE_MAX_AED' });
    }
    if (c.S3_BUCKET && !(c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3 storage needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

/** Secrets everyone can read in this repository (the default, or anything that still says to change it). */
function isDevSecret(secret: string): boolean {
  return secret === DEV_SECRET_KEY || /^dev-only|change-?me/i.test(secret);
}

/** Settings that are fine for a demo on one machine but unsafe with real users, one entry per problem. */
export function insecureSettings(
  c: Pick<Config, 'PAYMENT_PROVIDER' | 'SMS_PROVIDER' | 'SECRET_KEY'> &
    Partial<Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>>,
): { key: string; problem: string }[] {
  const problems: { key: string; problem: string }[] = [];
  if (c.PAYMENT_PROVIDER === 'sandbox') {
    problems.push({ key: 'PAYMENT_PROVIDER', problem: 'sandbox accepts test cards and credits wallets for free' });
  }
  if (c.SMS_PROVIDER === 'outbox') {
    problems.push({ key: 'SMS_PROVIDER', problem: 'outbox sends no SMS; codes only land in the database' });
  }
  if (isDevSecret(c.SECRET_KEY)) {
    problems.push({ key: 'SECRET_KEY', problem: 'is the public development secret; set a long random one' });
  }
  if (!c.VAPID_PUBLIC_KEY || !c.VAPID_PRIVATE_KEY) {
    problems.push({
      key: 'VAPID_PUBLIC_KEY',
      problem:
        'unset: each node would make its own Web Push keys and browsers subscribed on one would get nothing from another',
    });
  }
  return problems;
}

/**
 * The address to listen on: HOST when set, else loopback in development (a bare `npm start` is a
 * demo with open dev endpoints, not for the network) and all interfaces in production and tests.
 */
export function listenHost(c: Pick<Config, 'HOST' | 'NODE_ENV'>): string {
  return c.HOST ?? (c.NODE_ENV === 'development' ? '127.0.0.1' : '0.0.0.0');
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops the start with one line per problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** For command-line entries: a bad configuration prints its lines and exits with EX_CONFIG (78). */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
}
