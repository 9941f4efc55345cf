import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startupNotices } from './startup-notices';

describe('startupNotices', () => {
  it('names every demo helper of the local demo, and that production turns them off', () => {
    const [notice, ...rest] = startupNotices(loadConfig({}));
    expect(rest).toEqual([]);
    expect(notice).toContain('demo data');
    expect(notice).toContain('/dev/mailbox (this machine only)');
    expect(notice).toContain('/sandbox/social/google, /sandbox/social/facebook');
    expect(notice).toContain('/sandbox/qr');
    expect(notice).toContain('/sandbox/counter');
    expect(notice).toContain('off by default with NODE_ENV=production');
  });

  it('says that a production shop without SMTP_URL cannot send mails, and which sign-ins are not offered', () => {
    const notices = startupNotices(loadConfig({ NODE_ENV: 'production' }));
    expect(notices).toEqual([
      expect.stringContaining('Mails cannot be sent: SMTP_URL is not set'),
      expect.stringContaining('Payment notifications are not accepted: PAYMENT_NOTIFY_SECRET is not set'),
      expect.stringContaining('Counter-service payments are not offered: COUNTER_SERVICE_URL and COUNTER_SERVICE_KEY are not set'),
      expect.stringContaining('google sign-in is not offered'),
      expect.stringContaining('facebook sign-in is not offered'),
    ]);
  });

  it('says nothing for a production shop with real mail and real providers', () => {
    expect(
      startupNotices(
        loadConfig({
          NODE_ENV: 'production',
          SMTP_URL: 'smtp://mail.example:587',
          GOOGLE_CLIENT_ID: 'g',
          FACEBOOK_CLIENT_ID: 'f',
          PAYMENT_NOTIFY_SECRET: 'a-real-secret-shared-with-the-providers-0123',
          COUNTER_SERVICE_URL: 'https://counter.example/pay',
          COUNTER_SERVICE_KEY: 'ab'.repeat(32),
        }),
      ),
    ).toEqual([]);
  });

  it('warns about helpers switched on explicitly in production', () => {
    const [notice] = startupNotices(loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'true', SANDBOXES: 'true', SMTP_URL: '' }));
    expect(notice).toContain('open to everyone');
    expect(notice).toContain('/sandbox/social/google');
    expect(notice).toContain('switched on explicitly');
    expect(notice).not.toContain('demo data');
  });
});
