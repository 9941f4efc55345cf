import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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

const postgresUrl = z
  .url({ error: 'must be a postgres:// or postgresql:// URL' })
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL');

const environmentSchema = z.object({
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
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(200, 'must be at most 200').default(10),
  PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  DEMO_DATA: booleanText.default(true),
  TRUST_PROXY: booleanText.default(false),
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
  SIGNUP_COINS: z.coerce
    .number({ error: 'must be a whole number of coins, 0 or more' })
    .int('must be a whole number of coins, 0 or more')
    .min(0, 'must be a whole number of coins, 0 or more')
    .default(100),
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
  SHIPPING_FEE: z.coerce
    .number({ error: 'must be an amount of baht, 0 or more' })
    .min(0, 'must be an amount of baht, 0 or more')
    .default(50),
  FREE_SHIPPING_FROM: z.coerce
    .number({ error: 'must be an amount of baht, 0 or more' })
    .min(0, 'must be an amount of baht, 0 or more')
    .default(499),
  STAFF_API_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number({ error: 'must be a positive whole number of bytes' })
    .int('must be a positive whole number of bytes')
    .positive('must be a positive whole number of bytes')
    .default(1_048_576),
});

export interface AppConfig {
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
  rateLimitPerMinute: number;
  bodyLimitBytes: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** /dev/mailbox shows the outbox; on by default only when mails are not really sent */
  devMailbox: boolean;
  signupCoins: number;
  /** scrypt cost as log2(N); 17 is OWASP's minimum, tests lower it for speed */
  passwordScryptLogN: number;
  /** sign-in calls one client address may make per minute */
  signinAttemptsPerMinute: number;
  /** sign-ups, confirmation and reset mails one client address may ask for per hour */
  mailRequestsPerHour: number;
  sessionDays: number;
  /**
   * Where the browser signs in with each provider and where the server asks who a token belongs
   * to. A provider without a client id uses the shop's own sandbox (/sandbox/social/…).
   */
  socialProviders: Record<'google' | 'facebook', SocialProviderConfig>;
  /** shipping fee rule of every order (packages/shared/src/pricing) */
  shipping: { flatFeeSatang: number; freeFromSatang: number | null; donationsShipFree: boolean };
  webDistDir: string;
  assetImagesDir: string;
  /** the bearer token of the staff calls (/api/v1/staff/…); without one they do not exist */
  staffApiToken: string | null;
}

export interface SocialProviderConfig {
  clientId: string;
  authorizeUrl: string;
  userInfoUrl: string;
  scope: string;
  sandbox: boolean;
}

export class ConfigError extends Error {}

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
  env: NodeJS.ProcessEnv,
): SocialProviderConfig {
  if (clientId) return { clientId, authorizeUrl, userInfoUrl, scope, sandbox: false };
  const explicitUserInfo = env[`${name.toUpperCase()}_USERINFO_URL`];
  return {
    clientId: 'pawsook-sandbox',
    authorizeUrl: `/sandbox/social/${name}/authorize`,
    userInfoUrl: explicitUserInfo || `http://127.0.0.1:${port}/sandbox/social/${name}/userinfo`,
    scope,
    sandbox: true,
  };
}

/** Empty variables count as unset, as in most deployment tools. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
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
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    pgliteDataDir: path.join(dataDir, 'pglite'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    demoData: e.DEMO_DATA,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    devMailbox: e.DEV_MAILBOX ?? !e.SMTP_URL,
    signupCoins: e.SIGNUP_COINS,
    mailRequestsPerHour: e.MAIL_REQUESTS_PER_HOUR,
    signinAttemptsPerMinute: e.SIGNIN_ATTEMPTS_PER_MINUTE,
    passwordScryptLogN: e.PASSWORD_SCRYPT_LOG_N,
    sessionDays: e.SESSION_DAYS,
    socialProviders: {
      google: socialProvider('google', e.GOOGLE_CLIENT_ID, e.GOOGLE_AUTHORIZE_URL, e.GOOGLE_USERINFO_URL, 'openid email profile', e.PORT, env),
      facebook: socialProvider('facebook', e.FACEBOOK_CLIENT_ID, e.FACEBOOK_AUTHORIZE_URL, e.FACEBOOK_USERINFO_URL, 'email,public_profile', e.PORT, env),
    },
    shipping: {
      flatFeeSatang: Math.round(e.SHIPPING_FEE * 100),
      freeFromSatang: Math.round(e.FREE_SHIPPING_FROM * 100),
      donationsShipFree: true,
    },
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR),
    assetImagesDir: path.join(repoRoot, 'apps/api/assets/images'),
    staffApiToken: e.STAFF_API_TOKEN ?? null,
  };
}
