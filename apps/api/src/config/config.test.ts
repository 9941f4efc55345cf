import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  loadConfig,
  SANDBOX_CARD_SECRET,
  SANDBOX_COUNTER_SERVICE_KEY,
  SANDBOX_LINE_CHANNEL_SECRET,
  SANDBOX_LINE_MESSAGING_SECRET,
  SANDBOX_LINE_MESSAGING_TOKEN,
  SANDBOX_PAYMENT_NOTIFY_SECRET,
} from './config';

describe('loadConfig', () => {
  it('has defaults that start the shop on port 3000 with the embedded database', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.demoData).toBe(true);
  });

  it('reads the variables it knows', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://127.0.0.1:5432/test',
      PUBLIC_URL: 'https://shop.example/',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://127.0.0.1:5432/test');
    expect(config.publicUrl).toBe('https://shop.example');
    expect(config.demoData).toBe(false);
    expect(config.logLevel).toBe('warn');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '3.5'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['DEMO_DATA', 'maybe'],
    ['RATE_LIMIT_PER_MINUTE', '-1'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['REDIS_KEY_PREFIX', 'shop keys'],
  ])('refuses %s=%s with one line naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message).toContain(JSON.stringify(value));
    expect(message).not.toContain('\n');
  });

  it('counts the rate limits in memory without REDIS_URL, in Redis under the prefix with it', () => {
    expect(loadConfig({}).redis).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({ url: 'redis://127.0.0.1:6379', keyPrefix: 'pawsook:' });
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example:6380/2', REDIS_KEY_PREFIX: 'shop-2:' }).redis).toEqual({
      url: 'rediss://cache.example:6380/2',
      keyPrefix: 'shop-2:',
    });
  });

  it('turns the demo helpers on for the local demo, the mailbox for this machine only', () => {
    const config = loadConfig({});
    expect(config.production).toBe(false);
    expect(config.demoData).toBe(true);
    expect(config.devMailbox).toBe('loopback');
    expect(config.sandboxes).toBe(true);
    expect(config.socialProviders.google?.sandbox).toBe(true);
  });

  it('turns every demo helper off with NODE_ENV=production', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config.production).toBe(true);
    expect(config.demoData).toBe(false);
    expect(config.devMailbox).toBe('off');
    expect(config.sandboxes).toBe(false);
    expect(config.socialProviders).toEqual({ google: null, facebook: null });
  });

  it('serves a demo helper in production only when switched on explicitly', () => {
    const config = loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'true', SANDBOXES: 'true', DEMO_DATA: 'true' });
    expect(config.devMailbox).toBe('everyone');
    expect(config.sandboxes).toBe(true);
    expect(config.demoData).toBe(true);
    expect(config.socialProviders.facebook?.authorizeUrl).toBe('/sandbox/social/facebook/authorize');
  });

  it('keeps the mailbox off when mails really go out, and a real provider whatever the sandboxes', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://mail.example:587', GOOGLE_CLIENT_ID: 'app-1', SANDBOXES: 'false' });
    expect(config.devMailbox).toBe('off');
    expect(config.socialProviders.google).toMatchObject({ clientId: 'app-1', sandbox: false });
    expect(config.socialProviders.facebook).toBeNull();
  });

  it('signs sandbox payment notifications with a fixed key, and accepts none in production without one', () => {
    expect(loadConfig({}).paymentNotifySecret).toBe(SANDBOX_PAYMENT_NOTIFY_SECRET);
    expect(loadConfig({ NODE_ENV: 'production' }).paymentNotifySecret).toBeNull();
    const secret = 'a-real-secret-shared-with-the-providers-0123';
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_NOTIFY_SECRET: secret }).paymentNotifySecret).toBe(secret);
    expect(() => loadConfig({ PAYMENT_NOTIFY_SECRET: 'short' })).toThrow(/PAYMENT_NOTIFY_SECRET must be at least 32 characters/);
  });

  it('pays cards at the sandbox gateway in the demo, at the configured gateway when all of it is set, and not at all otherwise', () => {
    expect(loadConfig({}).card).toEqual({ gatewayUrl: '/sandbox/card/pay', merchantId: 'PAWSOOK-SANDBOX', secret: SANDBOX_CARD_SECRET, sandbox: true });
    expect(loadConfig({ NODE_ENV: 'production' }).card).toBeNull();
    const real = { CARD_GATEWAY_URL: 'https://pay.bank.example/hosted', CARD_MERCHANT_ID: '12345', CARD_SECRET: 'a-secret-from-the-bank-0123' };
    expect(loadConfig({ NODE_ENV: 'production', ...real }).card).toEqual({
      gatewayUrl: real.CARD_GATEWAY_URL,
      merchantId: '12345',
      secret: real.CARD_SECRET,
      sandbox: false,
    });
  });

  it('pays at the sandbox counter with its public key in the demo, at the configured counter service when both are set, and not at all otherwise', () => {
    expect(loadConfig({}).counterService).toEqual({ url: '/sandbox/counter', key: SANDBOX_COUNTER_SERVICE_KEY, sandbox: true });
    expect(Buffer.from(SANDBOX_COUNTER_SERVICE_KEY, 'hex')).toHaveLength(32);
    expect(loadConfig({ NODE_ENV: 'production' }).counterService).toBeNull();
    const key = 'AB'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', COUNTER_SERVICE_URL: 'https://counter.example/pay', COUNTER_SERVICE_KEY: key }).counterService).toEqual({
      url: 'https://counter.example/pay',
      key: key.toLowerCase(),
      sandbox: false,
    });
    expect(loadConfig({ NODE_ENV: 'production', COUNTER_SERVICE_URL: 'https://counter.example/pay' }).counterService).toBeNull();
    expect(() => loadConfig({ COUNTER_SERVICE_KEY: 'not-a-key' })).toThrow(/COUNTER_SERVICE_KEY must be 64 hexadecimal characters/);
    expect(() => loadConfig({ COUNTER_SERVICE_URL: 'counter' })).toThrow(/COUNTER_SERVICE_URL/);
  });

  it('keeps uploaded files in DATA_DIR/uploads by default, in the bucket when S3_BUCKET is set with what reaching it needs', () => {
    expect(loadConfig({ DATA_DIR: '/srv/pawsook' }).files).toEqual({ kind: 'folder', dir: '/srv/pawsook/uploads' });
    expect(loadConfig({ S3_BUCKET: 'pawsook-images', S3_REGION: 'ap-southeast-1' }).files).toEqual({
      kind: 's3',
      s3: { bucket: 'pawsook-images', region: 'ap-southeast-1', endpoint: null, forcePathStyle: false, credentials: null },
    });
    const minio = {
      S3_BUCKET: 'pawsook',
      S3_ENDPOINT: 'http://minio.internal:9000/',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(minio).files).toEqual({
      kind: 's3',
      s3: {
        bucket: 'pawsook',
        region: 'us-east-1',
        endpoint: 'http://minio.internal:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      },
    });
  });

  it('signs in with LINE and pushes its messages through the sandbox in the demo, through the channels when set, not at all in production otherwise', () => {
    const demo = loadConfig({ PORT: '3456' });
    expect(demo.lineLogin).toEqual({
      channelId: 'pawsook-sandbox',
      channelSecret: SANDBOX_LINE_CHANNEL_SECRET,
      authorizeUrl: '/sandbox/line/authorize',
      scope: 'openid profile email',
      apiUrl: 'http://127.0.0.1:3456/sandbox/line',
      sandbox: true,
    });
    expect(demo.lineMessaging).toEqual({
      accessToken: SANDBOX_LINE_MESSAGING_TOKEN,
      channelSecret: SANDBOX_LINE_MESSAGING_SECRET,
      apiUrl: 'http://127.0.0.1:3456/sandbox/line',
      sandbox: true,
    });
    expect(demo.lineOaId).toBeNull();
    const production = loadConfig({ NODE_ENV: 'production' });
    expect([production.lineLogin, production.lineMessaging]).toEqual([null, null]);
    const real = loadConfig({
      NODE_ENV: 'production',
      LINE_LOGIN_CHANNEL_ID: '1650000042',
      LINE_LOGIN_CHANNEL_SECRET: 'login-secret',
      LINE_MESSAGING_ACCESS_TOKEN: 'long-lived-token',
      LINE_MESSAGING_CHANNEL_SECRET: 'messaging-secret',
      LINE_OA_ID: 'pawsook',
    });
    expect(real.lineLogin).toEqual({
      channelId: '1650000042',
      channelSecret: 'login-secret',
      authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
      scope: 'openid profile email',
      apiUrl: 'https://api.line.me',
      sandbox: false,
    });
    expect(real.lineMessaging).toEqual({ accessToken: 'long-lived-token', channelSecret: 'messaging-secret', apiUrl: 'https://api.line.me', sandbox: false });
    expect(real.lineOaId).toBe('@pawsook');
    expect(() => loadConfig({ LINE_LOGIN_CHANNEL_ID: '1650000042' })).toThrow(/LINE_LOGIN_CHANNEL_ID and LINE_LOGIN_CHANNEL_SECRET must be set together/);
    expect(() => loadConfig({ LINE_MESSAGING_CHANNEL_SECRET: 'x' })).toThrow(
      /LINE_MESSAGING_ACCESS_TOKEN and LINE_MESSAGING_CHANNEL_SECRET must be set together/,
    );
    expect(() => loadConfig({ LINE_OA_ID: 'not an id!' })).toThrow(/LINE_OA_ID must be a LINE official account id/);
  });

  it('refuses S3 settings that are not whole, in one line naming what is missing', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as Error).message).not.toContain('\n');
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refusal({ S3_REGION: 'ap-southeast-1', S3_ACCESS_KEY_ID: 'key' })).toMatch(/S3_BUCKET must be set .*S3_REGION, S3_ACCESS_KEY_ID given/);
    expect(refusal({ S3_BUCKET: 'pawsook-images' })).toMatch(/S3_REGION must be set with S3_BUCKET/);
    expect(refusal({ S3_BUCKET: 'pawsook-images', S3_REGION: 'ap-southeast-1', S3_ACCESS_KEY_ID: 'key' })).toMatch(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(refusal({ S3_BUCKET: 'Pawsook_Images', S3_REGION: 'ap-southeast-1' })).toMatch(/S3_BUCKET must be a bucket name/);
    expect(refusal({ S3_BUCKET: 'pawsook', S3_ENDPOINT: 'minio:9000' })).toMatch(/S3_ENDPOINT must be the http\(s\) URL/);
    expect(refusal({ S3_BUCKET: 'pawsook', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'sometimes' })).toMatch(/S3_FORCE_PATH_STYLE/);
  });

  it('stops at once with 10 s for requests in flight, after a 5 s delay in production, as configured', () => {
    expect(loadConfig({}).shutdown).toEqual({ delayMs: 0, graceMs: 10_000 });
    expect(loadConfig({ NODE_ENV: 'production' }).shutdown).toEqual({ delayMs: 5_000, graceMs: 10_000 });
    expect(loadConfig({ NODE_ENV: 'production', SHUTDOWN_DELAY_SECONDS: '0', SHUTDOWN_GRACE_SECONDS: '30' }).shutdown).toEqual({ delayMs: 0, graceMs: 30_000 });
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '0' })).toThrow(/SHUTDOWN_GRACE_SECONDS must be a whole number of seconds from 1 to 600/);
    expect(() => loadConfig({ SHUTDOWN_DELAY_SECONDS: '2.5' })).toThrow(/SHUTDOWN_DELAY_SECONDS/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
