import { describe, expect, it } from 'vitest';
import { mailLink } from './mail-templates.service';

describe('mailLink', () => {
  it("carries the mail's language after the page's own parameters", () => {
    expect(mailLink('https://shop.test', '/register/verify', { token: 'abc' }, 'en')).toBe('https://shop.test/register/verify?token=abc&lang=en');
    expect(mailLink('https://shop.test', '/cart/checkout', { step: '3', Ref: 'PS2611260001' }, 'th')).toBe(
      'https://shop.test/cart/checkout?step=3&Ref=PS2611260001&lang=th',
    );
  });

  it('encodes what could break the address', () => {
    expect(new URL(mailLink('https://shop.test', '/reset-password', { token: 'a+b/c=&d' }, 'en')).searchParams.get('token')).toBe('a+b/c=&d');
  });
});
