import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';

/**
 * The repository root, so paths work whatever directory the process starts in: the nearest folder
 * above this module that holds the migrations (the module runs from src/ under tsx, from dist/ when
 * bundled by `npm run build`).
 */
export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'apps/api/migrations'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`apps/api/migrations not found above ${from}`);
  }
}

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Redis or Valkey: redis:// or, over TLS, rediss:// */
const redisUrl = z.url({ error: 'must be a redis:// or rediss:// URL' }).refine((v) => /^rediss?:\/\//.test(v), 'must be a redis:// or rediss:// URL');

const postgresUrl = z
  .url({ error: 'must be a postgres:// or postgresql:// URL' })
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL');

const environmentSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce
    .number({ error: 'must be a whole number from 1 to 65535' })
    .int('must be a whole number from 1 to 65535')
    .min(1, 'must be a whole number from 1 to 65535')
    .max(65535, 'must be a whole number from 1 to 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('.data'),
  WEB_DIST_DIR: z.string().min(1, 'must not be empty').default('apps/web/dist'),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(200, 'must be at most 200')
    .default(10),
  PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  DEMO_DATA: booleanText.optional(),
  TRUST_PROXY: booleanText.default(false),
  SERVER_RENDERING: booleanText.default(true),
  REDIS_URL: redisUrl.optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1 to 64 letters, digits or _ . : - (such as "pawsook:")')
    .default('pawsook:'),
  RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a positive whole number' })
    .int('must be a positive whole number')
    .positive('must be a positive whole number')
    .default(600),
  SMTP_URL: z
    .url({ error: 'must be an smtp:// or smtps:// URL' })
    .refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3, 'must be an address such as "Pawsook <no-reply@pawsook.co.th>"').default('Pawsook <no-reply@pawsook.co.th>'),
  DEV_MAILBOX: booleanText.optional(),
  SANDBOXES: booleanText.optional(),
  THAI_QR_BILLER_ID: z
    .string()
    .regex(/^\d{15}$/, 'must be the 15-digit PromptPay biller id (the 13-digit tax id and a 2-digit suffix)')
    .default('099400061772100'),
  THAI_QR_BILLER_NAME: z.string().min(1).max(100).default('Pawsook Co., Ltd.'),
  THAI_QR_MERCHANT_NAME: z
    .string()
    .regex(/^[\x20-\x7e]{1,25}$/, 'must be 1 to 25 plain ASCII characters (what a banking app shows)')
    .default('PAWSOOK'),
  CARD_GATEWAY_URL: z.url({ error: "must be the https URL of the card gateway's hosted payment page" }).optional(),
  CARD_MERCHANT_ID: z.string().min(1).max(40).optional(),
  CARD_SECRET: z.string().min(16, 'must be at least 16 characters (the secure-hash secret the card gateway gave the shop)').optional(),
  CARD_PROVIDER: z.enum(['hosted-form', 'payment-link'], { error: 'must be hosted-form or payment-link' }).default('hosted-form'),
  COUNTER_SERVICE_URL: z.url({ error: "must be the http(s) URL of the counter service's payment page (it takes the shop's hidden form)" }).optional(),
  COUNTER_SERVICE_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (the 256-bit AES key shared with the counter service)')
    .optional(),
  PAYMENT_NOTIFY_SECRET: z.string().min(32, 'must be at least 32 characters (a random secret shared with the payment providers)').optional(),
  SIGNUP_COINS: z.coerce
    .number({ error: 'must be a whole number of coins, 0 or more' })
    .int('must be a whole number of coins, 0 or more')
    .min(0, 'must be a whole number of coins, 0 or more')
    .default(100),
  REVIEW_COINS: z.coerce
    .number({ error: 'must be a whole number of coins, 0 or more' })
    .int('must be a whole number of coins, 0 or more')
    .min(0, 'must be a whole number of coins, 0 or more')
    .max(1_000_000, 'must be a whole number of coins, 0 or more')
    .default(20),
  SESSION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 1 to 365' })
    .int('must be a whole number of days from 1 to 365')
    .min(1, 'must be a whole number of days from 1 to 365')
    .max(365, 'must be a whole number of days from 1 to 365')
    .default(30),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_AUTHORIZE_URL: z.url({ error: 'must be an absolute URL' }).default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_USERINFO_URL: z.url({ error: 'must be an absolute URL' }).default('https://openidconnect.googleapis.com/v1/userinfo'),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_AUTHORIZE_URL: z.url({ error: 'must be an absolute URL' }).default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_USERINFO_URL: z.url({ error: 'must be an absolute URL' }).default('https://graph.facebook.com/me?fields=id,name,email'),
  LINE_LOGIN_CHANNEL_ID: z.string().min(1).optional(),
  LINE_LOGIN_CHANNEL_SECRET: z.string().min(1).optional(),
  LINE_AUTHORIZE_URL: z.url({ error: 'must be an absolute URL' }).default('https://access.line.me/oauth2/v2.1/authorize'),
  /** where the token and profile calls go (LINE's own API; tests point it at a stand-in LINE) */
  LINE_API_URL: z.url({ error: 'must be an absolute URL' }).optional(),
  LINE_MESSAGING_ACCESS_TOKEN: z.string().min(1).optional(),
  LINE_MESSAGING_CHANNEL_SECRET: z.string().min(1).optional(),
  /** where pushes go (LINE's own API; tests point it at a stand-in LINE) */
  LINE_MESSAGING_API_URL: z.url({ error: 'must be an absolute URL' }).optional(),
  /** the shop's LINE official account, as LINE writes it (@pawsook): the footer's chat contact and the add-friend link */
  LINE_OA_ID: z
    .string()
    .regex(/^@?[\w.-]{2,40}$/, 'must be a LINE official account id such as @pawsook')
    .optional(),
  PASSWORD_SCRYPT_LOG_N: z.coerce
    .number({ error: 'must be a whole number from 10 to 20' })
    .int('must be a whole number from 10 to 20')
    .min(10, 'must be a whole number from 10 to 20')
    .max(20, 'must be a whole number from 10 to 20')
    .default(17),
  SIGNIN_ATTEMPTS_PER_MINUTE: z.coerce
    .number({ error: 'must be a positive whole number' })
    .int('must be a positive whole number')
    .positive('must be a positive whole number')
    .default(10),
  MAIL_REQUESTS_PER_HOUR: z.coerce
    .number({ error: 'must be a positive whole number' })
    .int('must be a positive whole number')
    .positive('must be a positive whole number')
    .default(30),
  SHIPPING_FEE: z.coerce.number({ error: 'must be an amount of baht, 0 or more' }).min(0, 'must be an amount of baht, 0 or more').default(50),
  FREE_SHIPPING_FROM: z.coerce.number({ error: 'must be an amount of baht, 0 or more' }).min(0, 'must be an amount of baht, 0 or more').default(499),
  STAFF_API_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  STAFF_OWNER_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  STAFF_SESSION_HOURS: z.coerce
    .number({ error: 'must be a whole number of hours from 1 to 720' })
    .int('must be a whole number of hours from 1 to 720')
    .min(1, 'must be a whole number of hours from 1 to 720')
    .max(720, 'must be a whole number of hours from 1 to 720')
    .default(12),
  ORDER_EXPIRY_MINUTES: z
    .string()
    .regex(
      /^(\s*(wallet|card|counter|qr|transfer)=\d{1,5}\s*)(,\s*(wallet|card|counter|qr|transfer)=\d{1,5}\s*)*$/,
      'must be a list such as "qr=30,card=30,counter=2880"',
    )
    .optional(),
  /** working days from payment to the door, for the tracking page's estimate before a carrier gives its date */
  DELIVERY_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 1 to 30' })
    .int('must be a whole number of days from 1 to 30')
    .min(1, 'must be a whole number of days from 1 to 30')
    .max(30, 'must be a whole number of days from 1 to 30')
    .default(3),
  ORDER_EXPIRY_SWEEP_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds from 1 to 60' })
    .int('must be a whole number of seconds from 1 to 60')
    .min(1, 'must be a whole number of seconds from 1 to 60')
    .max(60, 'must be a whole number of seconds from 1 to 60')
    .default(15),
  PAYMENT_RECONCILE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds from 5 to 3600' })
    .int('must be a whole number of seconds from 5 to 3600')
    .min(5, 'must be a whole number of seconds from 5 to 3600')
    .max(3600, 'must be a whole number of seconds from 5 to 3600')
    .default(60),
  THAI_QR_API_URL: z.url({ error: "must be the http(s) base URL of the Thai QR bank's API (inquiry, refunds)" }).optional(),
  CARD_API_URL: z.url({ error: "must be the http(s) base URL of the card gateway's API (inquiry, refunds)" }).optional(),
  WALLET_API_URL: z.url({ error: "must be the http(s) base URL of the e-wallet's API (payment requests, inquiry, refunds)" }).optional(),
  COUNTER_API_URL: z.url({ error: "must be the http(s) base URL of the counter service's API (inquiry)" }).optional(),
  COIN_PER_BAHT: z.coerce
    .number({ error: 'must be a whole number from 1 to 100' })
    .int('must be a whole number from 1 to 100')
    .min(1, 'must be a whole number from 1 to 100')
    .max(100, 'must be a whole number from 1 to 100')
    .default(1),
  COIN_DISCOUNT_STEPS: z
    .string()
    .regex(/^\d{1,7}(,\d{1,7})*$/, 'must be a list of whole numbers such as "10,20,50,100"')
    .default('10,20,50,100,200,500,1000'),
  BODY_LIMIT_BYTES: z.coerce
    .number({ error: 'must be a positive whole number of bytes' })
    .int('must be a positive whole number of bytes')
    .positive('must be a positive whole number of bytes')
    .default(1_048_576),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as ap-southeast-1 (or auto, us-east-1: what the store asks for)')
    .optional(),
  S3_ENDPOINT: z
    .url({ error: 'must be the http(s) URL of an S3-compatible store, such as https://minio.example:9000' })
    .refine((v) => /^https?:\/\//.test(v), 'must be the http(s) URL of an S3-compatible store, such as https://minio.example:9000')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  /** how long a stopping server waits for requests in flight before cutting them off */
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds from 1 to 600' })
    .int('must be a whole number of seconds from 1 to 600')
    .min(1, 'must be a whole number of seconds from 1 to 600')
    .max(600, 'must be a whole number of seconds from 1 to 600')
    .default(10),
  /** how long a stopping server keeps accepting connections, /readyz at 503, so a load balancer sees it go */
  SHUTDOWN_DELAY_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds from 0 to 120' })
    .int('must be a whole number of seconds from 0 to 120')
    .min(0, 'must be a whole number of seconds from 0 to 120')
    .max(120, 'must be a whole number of seconds from 0 to 120')
    .optional(),
});

/** off: not served; loopback: only to clients on this machine; everyone: switched on explicitly */
export type DevMailboxMode = 'off' | 'loopback' | 'everyone';

export interface AppConfig {
  /** NODE_ENV=production: the demo helpers (demo data, mailbox, sandboxes) are off unless switched on */
  production: boolean;
  port: number;
  host: string;
  /** Absolute path of the data directory: the embedded database and uploaded images. */
  dataDir: string;
  /** Where the embedded database lives; 'memory://' keeps it in memory (tests). */
  pgliteDataDir: string;
  databaseUrl: string | undefined;
  /** connections to the PostgreSQL server per process */
  databasePoolSize: number;
  publicUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  demoData: boolean;
  trustProxy: boolean;
  /** the landing pages drawn on the server (decision 0046); false: the browser draws every page */
  serverRendering: boolean;
  rateLimitPerMinute: number;
  /**
   * Where every instance counts the rate limits together (decision 0073): a Redis or Valkey server
   * and the prefix of the shop's keys there; null: each process counts in its own memory.
   */
  redis: { url: string; keyPrefix: string } | null;
  bodyLimitBytes: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * /dev/mailbox shows the outbox, reset links included. By default only for the local demo
   * without SMTP_URL, and then only to this machine; DEV_MAILBOX=true serves it to everyone.
   */
  devMailbox: DevMailboxMode;
  /** the stand-in providers under /sandbox/… (social sign-in now, payments next) */
  sandboxes: boolean;
  /**
   * The key payment notifications are signed with (HMAC-SHA256). Every instance must share it, so
   * the sandboxes use a fixed one when none is set; without sandboxes and without it, no
   * notification is accepted (null).
   */
  paymentNotifySecret: string | null;
  /**
   * The card gateway's hosted payment page, the shop's merchant id there and the secret its forms
   * are hashed with; the sandbox gateway when none is set and sandboxes are on; null: no card payment.
   */
  card: { gatewayUrl: string; merchantId: string; secret: string; sandbox: boolean } | null;
  /** which shape the card provider has: a hosted page the shop's hidden form is posted to, or a payment link the shop asks its API for (CARD_API_URL) */
  cardProvider: 'hosted-form' | 'payment-link';
  /**
   * The counter service's payment page (it takes the shop's hidden form with the encrypted
   * `paymentData`) and the AES-256 key (hex) the data is encrypted with; the sandbox counter with a
   * fixed key when none is set and sandboxes are on; null: no counter-service payment.
   */
  counterService: { url: string; key: string; sandbox: boolean } | null;
  /** the shop's PromptPay bill-payment account, as the Thai QR codes name it */
  thaiQr: { billerId: string; billerName: string; merchantName: string };
  signupCoins: number;
  /** reviews: the coins an order's first review earns (0: none) */
  reviews: { coins: number };
  /**
   * Where uploaded files are kept (decision 0074): review, product and editor images and transfer
   * slips. A folder on this machine (`DATA_DIR/uploads`) by default; with S3_BUCKET, an
   * S3-compatible object store every instance shares.
   */
  files: { kind: 'folder'; dir: string } | { kind: 's3'; s3: S3Settings };
  /** scrypt cost as log2(N); 17 is OWASP's minimum, tests lower it for speed */
  passwordScryptLogN: number;
  /** sign-in calls one client address may make per minute */
  signinAttemptsPerMinute: number;
  /** sign-ups, confirmation and reset mails one client address may ask for per hour */
  mailRequestsPerHour: number;
  sessionDays: number;
  /**
   * Where the browser signs in with each provider and where the server asks who a token belongs
   * to. A provider without a client id uses the shop's own sandbox (/sandbox/social/…) when
   * sandboxes are on, and is not offered (null) when they are off.
   */
  socialProviders: Record<'google' | 'facebook', SocialProviderConfig | null>;
  /**
   * LINE Login's channel (decision 0081): the code flow's authorize page, the API the server
   * exchanges the code and reads the profile at, the channel id and secret. The shop's own sandbox
   * (/sandbox/line/…) without a channel id while sandboxes are on; null: LINE is not offered.
   */
  lineLogin: LineLoginConfig | null;
  /**
   * The Messaging API channel (decision 0082): the token pushes are sent with, the secret the
   * webhook's signatures are checked with, where pushes go. The sandbox (/sandbox/line/…) without a
   * token while sandboxes are on; null: no order messages on LINE.
   */
  lineMessaging: LineMessagingConfig | null;
  /** the shop's LINE official account (@id), or null when it has none */
  lineOaId: string | null;
  /** shipping fee rule of every order (packages/shared/src/pricing) */
  shipping: { flatFeeSatang: number; freeFromSatang: number | null; donationsShipFree: boolean };
  webDistDir: string;
  assetImagesDir: string;
  /** a bearer token for scripts and CI on the staff calls (an owner's rights, no person); null: none */
  staffApiToken: string | null;
  /** invited as the shop's owner at a start that finds no staff at all */
  staffOwnerEmail: string | null;
  staffSessionHours: number;
  /** how long an unpaid order waits for its payment, by channel kind */
  orderExpiryMinutes: Record<PaymentChannelKind, number>;
  /** how often each process looks for unpaid orders past their time */
  orderExpirySweepMs: number;
  /** working days from payment to delivery, the tracking estimate until the carrier's date is known */
  deliveryDays: number;
  /** how often each instance asks providers about unpaid orders whose notification never came */
  paymentReconcileMs: number;
  /**
   * Each provider's server-to-server API (inquiry for reconciliation, refunds; the wallet's payment
   * requests too), by channel kind; unset: the sandbox's under /sandbox/{kind} while sandboxes are on
   */
  providerApiUrls: { qr: string | null; card: string | null; wallet: string | null; counter: string | null };
  /** coins as a discount: coins per baht, and the amounts offered */
  coinDiscount: { coinPerBaht: number; steps: number[] };
  /**
   * A stop (SIGTERM, SIGINT; decision 0072): how long the server keeps its listener open with
   * /readyz at 503 before closing it, then how long requests in flight may take to finish
   */
  shutdown: { delayMs: number; graceMs: number };
}

/** Unpaid orders wait this long by default: a QR or card payment is made at once, a counter payment within two days. */
export const DEFAULT_ORDER_EXPIRY_MINUTES: Record<PaymentChannelKind, number> = { wallet: 15, card: 30, qr: 30, transfer: 1440, counter: 2880 };

function orderExpiryMinutes(text: string | undefined): Record<PaymentChannelKind, number> {
  const minutes = { ...DEFAULT_ORDER_EXPIRY_MINUTES };
  for (const part of text?.split(',') ?? []) {
    const [kind, value] = part.split('=').map((v) => v.trim()) as [PaymentChannelKind, string];
    minutes[kind] = Math.max(1, Number(value));
  }
  return minutes;
}

export interface SocialProviderConfig {
  clientId: string;
  authorizeUrl: string;
  userInfoUrl: string;
  scope: string;
  sandbox: boolean;
}

export interface LineLoginConfig {
  channelId: string;
  channelSecret: string;
  authorizeUrl: string;
  /** the ID token (openid), the name (profile) and, when the person allows it, the e-mail */
  scope: string;
  /** the base of the token (/oauth2/v2.1/token) and profile (/v2/profile) calls */
  apiUrl: string;
  sandbox: boolean;
}

export interface LineMessagingConfig {
  accessToken: string;
  channelSecret: string;
  /** the base of the push call (/v2/bot/message/push) */
  apiUrl: string;
  sandbox: boolean;
}

/** An S3-compatible bucket: AWS S3, or another store at `endpoint` (MinIO, Cloudflare R2, …). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** null: AWS S3 itself */
  endpoint: string | null;
  /** bucket in the path (`endpoint/bucket/key`) rather than in the host name; most self-hosted stores want it */
  forcePathStyle: boolean;
  /** null: the AWS SDK's own chain (AWS_* variables, the machine's or task's role) */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export class ConfigError extends Error {}

type Environment = z.infer<typeof environmentSchema>;
type StringVariable = { [K in keyof Environment]-?: Environment[K] extends string | undefined ? K : never }[keyof Environment];

/** Two variables that mean something only together: both values, or null for neither; one alone stops the start. */
function bothOrNeither(e: Environment, a: StringVariable, b: StringVariable, neither = ''): [string, string] | null {
  const [first, second] = [e[a] as string | undefined, e[b] as string | undefined];
  if ((first === undefined) !== (second === undefined)) throw new ConfigError(`Invalid configuration: ${a} and ${b} must be set together${neither}`);
  return first === undefined || second === undefined ? null : [first, second];
}

/** The S3 settings, all or none: a bucket without what reaching it needs stops the start. */
function filesConfig(e: Environment, dataDir: string): AppConfig['files'] {
  const named = (['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => e[name] !== undefined);
  if (!e.S3_BUCKET) {
    if (named.length > 0) throw new ConfigError(`Invalid configuration: S3_BUCKET must be set with the other S3 settings (${named.join(', ')} given)`);
    return { kind: 'folder', dir: path.join(dataDir, 'uploads') };
  }
  if (!e.S3_REGION && !e.S3_ENDPOINT) {
    throw new ConfigError("Invalid configuration: S3_REGION must be set with S3_BUCKET (the bucket's region, such as ap-southeast-1)");
  }
  const keys = bothOrNeither(e, 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', " (or neither, for the AWS SDK's own credentials)");
  return {
    kind: 's3',
    s3: {
      bucket: e.S3_BUCKET,
      // another store than AWS names some region in its signature; us-east-1 is what most expect
      region: e.S3_REGION ?? 'us-east-1',
      endpoint: e.S3_ENDPOINT?.replace(/\/$/, '') ?? null,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
      credentials: keys ? { accessKeyId: keys[0], secretAccessKey: keys[1] } : null,
    },
  };
}

/** Public on purpose: it signs only the sandboxes' notifications, which are off in production. */
export const SANDBOX_PAYMENT_NOTIFY_SECRET = 'pawsook-sandbox-payment-notifications-not-secret';
/** Public on purpose, like the one above: it encrypts only the sandbox counter service's payment data. */
export const SANDBOX_COUNTER_SERVICE_KEY = '70617773306f6b2d73616e64626f782d636f756e7465722d6e6f742d73656372';
/** Public on purpose, like the ones around it: the LINE sandbox's Messaging API token and webhook secret. */
export const SANDBOX_LINE_MESSAGING_TOKEN = 'pawsook-sandbox-line-messaging-token';
export const SANDBOX_LINE_MESSAGING_SECRET = 'pawsook-sandbox-line-messaging-not-secret';
/** Public on purpose, like the ones around it: it signs only the LINE sandbox's ID tokens. */
export const SANDBOX_LINE_CHANNEL_SECRET = 'pawsook-sandbox-line-channel-not-secret';
/** Public on purpose, like the one above: it hashes only the sandbox card gateway's forms. */
export const SANDBOX_CARD_SECRET = 'pawsook-sandbox-card-gateway-not-secret';

/**
 * A provider with a client id is the real one; without, the sandbox served by this process —
 * unless a user-info URL was given explicitly (tests point it at a stand-in provider).
 */
function socialProvider(
  name: 'google' | 'facebook',
  clientId: string | undefined,
  authorizeUrl: string,
  userInfoUrl: string,
  scope: string,
  port: number,
  sandboxes: boolean,
  env: NodeJS.ProcessEnv,
): SocialProviderConfig | null {
  if (clientId) return { clientId, authorizeUrl, userInfoUrl, scope, sandbox: false };
  if (!sandboxes) return null;
  const explicitUserInfo = env[`${name.toUpperCase()}_USERINFO_URL`];
  return {
    clientId: 'pawsook-sandbox',
    authorizeUrl: `/sandbox/social/${name}/authorize`,
    userInfoUrl: explicitUserInfo || `http://127.0.0.1:${port}/sandbox/social/${name}/userinfo`,
    scope,
    sandbox: true,
  };
}

const LINE_LOGIN_SCOPE = 'openid profile email';

/** LINE's API for a configured channel, else the shop's own LINE sandbox on this process's port. */
const lineApiUrl = (given: string | undefined, sandbox: boolean, port: number) =>
  (given ?? (sandbox ? `http://127.0.0.1:${port}/sandbox/line` : 'https://api.line.me')).replace(/\/$/, '');

/** A channel id and secret are the real LINE; neither, the sandbox while sandboxes are on; one alone stops the start. */
function lineLoginConfig(e: Environment, sandboxes: boolean): LineLoginConfig | null {
  const channel = bothOrNeither(e, 'LINE_LOGIN_CHANNEL_ID', 'LINE_LOGIN_CHANNEL_SECRET');
  if (!channel && !sandboxes) return null;
  const [channelId, channelSecret] = channel ?? ['pawsook-sandbox', SANDBOX_LINE_CHANNEL_SECRET];
  return {
    channelId,
    channelSecret,
    authorizeUrl: channel ? e.LINE_AUTHORIZE_URL : '/sandbox/line/authorize',
    scope: LINE_LOGIN_SCOPE,
    apiUrl: lineApiUrl(e.LINE_API_URL, !channel, e.PORT),
    sandbox: !channel,
  };
}

/** A token and a secret are the real Messaging API; neither, the sandbox while sandboxes are on; one alone stops the start. */
function lineMessagingConfig(e: Environment, sandboxes: boolean): LineMessagingConfig | null {
  const channel = bothOrNeither(e, 'LINE_MESSAGING_ACCESS_TOKEN', 'LINE_MESSAGING_CHANNEL_SECRET');
  if (!channel && !sandboxes) return null;
  const [accessToken, channelSecret] = channel ?? [SANDBOX_LINE_MESSAGING_TOKEN, SANDBOX_LINE_MESSAGING_SECRET];
  return { accessToken, channelSecret, apiUrl: lineApiUrl(e.LINE_MESSAGING_API_URL, !channel, e.PORT), sandbox: !channel };
}

/** Empty variables count as unset, as in most deployment tools. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
}

/** Reads and checks the environment once at start. A bad value throws a one-line ConfigError naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got ${JSON.stringify(env[name])})`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  // Demo conveniences are on for the local demo and off in production unless named explicitly.
  const sandboxes = e.SANDBOXES ?? !production;
  const devMailbox: DevMailboxMode = e.DEV_MAILBOX === undefined ? (!e.SMTP_URL && !production ? 'loopback' : 'off') : e.DEV_MAILBOX ? 'everyone' : 'off';
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    pgliteDataDir: path.join(dataDir, 'pglite'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    demoData: e.DEMO_DATA ?? !production,
    serverRendering: e.SERVER_RENDERING,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : null,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    devMailbox,
    sandboxes,
    paymentNotifySecret: e.PAYMENT_NOTIFY_SECRET ?? (sandboxes ? SANDBOX_PAYMENT_NOTIFY_SECRET : null),
    cardProvider: e.CARD_PROVIDER,
    card:
      e.CARD_GATEWAY_URL && e.CARD_MERCHANT_ID && e.CARD_SECRET
        ? { gatewayUrl: e.CARD_GATEWAY_URL, merchantId: e.CARD_MERCHANT_ID, secret: e.CARD_SECRET, sandbox: false }
        : sandboxes
          ? { gatewayUrl: '/sandbox/card/pay', merchantId: 'PAWSOOK-SANDBOX', secret: SANDBOX_CARD_SECRET, sandbox: true }
          : null,
    counterService:
      e.COUNTER_SERVICE_URL && e.COUNTER_SERVICE_KEY
        ? { url: e.COUNTER_SERVICE_URL, key: e.COUNTER_SERVICE_KEY.toLowerCase(), sandbox: false }
        : sandboxes
          ? { url: '/sandbox/counter', key: SANDBOX_COUNTER_SERVICE_KEY, sandbox: true }
          : null,
    thaiQr: { billerId: e.THAI_QR_BILLER_ID, billerName: e.THAI_QR_BILLER_NAME, merchantName: e.THAI_QR_MERCHANT_NAME },
    signupCoins: e.SIGNUP_COINS,
    reviews: { coins: e.REVIEW_COINS },
    files: filesConfig(e, dataDir),
    mailRequestsPerHour: e.MAIL_REQUESTS_PER_HOUR,
    signinAttemptsPerMinute: e.SIGNIN_ATTEMPTS_PER_MINUTE,
    passwordScryptLogN: e.PASSWORD_SCRYPT_LOG_N,
    sessionDays: e.SESSION_DAYS,
    socialProviders: {
      google: socialProvider('google', e.GOOGLE_CLIENT_ID, e.GOOGLE_AUTHORIZE_URL, e.GOOGLE_USERINFO_URL, 'openid email profile', e.PORT, sandboxes, env),
      facebook: socialProvider(
        'facebook',
        e.FACEBOOK_CLIENT_ID,
        e.FACEBOOK_AUTHORIZE_URL,
        e.FACEBOOK_USERINFO_URL,
        'email,public_profile',
        e.PORT,
        sandboxes,
        env,
      ),
    },
    lineLogin: lineLoginConfig(e, sandboxes),
    lineMessaging: lineMessagingConfig(e, sandboxes),
    lineOaId: e.LINE_OA_ID ? (e.LINE_OA_ID.startsWith('@') ? e.LINE_OA_ID : `@${e.LINE_OA_ID}`) : null,
    shipping: {
      flatFeeSatang: Math.round(e.SHIPPING_FEE * 100),
      freeFromSatang: Math.round(e.FREE_SHIPPING_FROM * 100),
      donationsShipFree: true,
    },
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR),
    assetImagesDir: path.join(repoRoot, 'apps/api/assets/images'),
    staffApiToken: e.STAFF_API_TOKEN ?? null,
    staffOwnerEmail: e.STAFF_OWNER_EMAIL?.toLowerCase() ?? null,
    staffSessionHours: e.STAFF_SESSION_HOURS,
    orderExpiryMinutes: orderExpiryMinutes(e.ORDER_EXPIRY_MINUTES),
    orderExpirySweepMs: e.ORDER_EXPIRY_SWEEP_SECONDS * 1000,
    deliveryDays: e.DELIVERY_DAYS,
    paymentReconcileMs: e.PAYMENT_RECONCILE_SECONDS * 1000,
    providerApiUrls: { qr: e.THAI_QR_API_URL ?? null, card: e.CARD_API_URL ?? null, wallet: e.WALLET_API_URL ?? null, counter: e.COUNTER_API_URL ?? null },
    coinDiscount: {
      coinPerBaht: e.COIN_PER_BAHT,
      steps: [
        ...new Set(
          e.COIN_DISCOUNT_STEPS.split(',')
            .map(Number)
            .filter((n) => n > 0),
        ),
      ].sort((a, b) => a - b),
    },
    // a load balancer in front needs a few seconds to see /readyz fail; one process alone needs none
    shutdown: { delayMs: (e.SHUTDOWN_DELAY_SECONDS ?? (production ? 5 : 0)) * 1000, graceMs: e.SHUTDOWN_GRACE_SECONDS * 1000 },
  };
}
