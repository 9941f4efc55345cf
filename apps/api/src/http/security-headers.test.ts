import { describe, expect, it } from 'vitest';
import { helmetOptions, inlineScriptHashes, securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it("gives helmet's headers with the shop's content security policy", () => {
    const headers = securityHeaders();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("frame-src 'self' https://www.youtube-nocookie.com");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=/);
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it('upgrades requests to https and asks for https only when the shop is served over https', () => {
    const https = securityHeaders(helmetOptions({ https: true }));
    expect(https['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(https['strict-transport-security']).toMatch(/^max-age=/);
    // a phone opening http://192.168.x.y:3000 would otherwise ask for every script over https
    const http = securityHeaders(helmetOptions({ https: false }));
    expect(http['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(http['content-security-policy']).toContain("default-src 'self'");
    expect(http).not.toHaveProperty('strict-transport-security');
    expect(http).not.toHaveProperty('cross-origin-opener-policy');
  });

  it('lets forms go to the card gateway only when one is named', () => {
    expect(securityHeaders(helmetOptions({ https: true }))['content-security-policy']).toContain("form-action 'self';");
    const withGateway = securityHeaders(helmetOptions({ https: true, formTargets: ['https://pay.bank.example'] }));
    expect(withGateway['content-security-policy']).toContain("form-action 'self' https://pay.bank.example;");
  });

  it('is worked out once and cannot be changed afterwards', () => {
    expect(Object.isFrozen(securityHeaders())).toBe(true);
  });
});

describe('inlineScriptHashes', () => {
  it('names each script written into the page by its hash, and leaves files and data blocks out', () => {
    const html = [
      '<script>(function loadFirstFonts(){})()</script>',
      '<script type="module" crossorigin src="/assets/boot.js"></script>',
      '<script type="application/json" id="pawsook-ssr-state">{"a":1}</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script>(function loadFirstFonts(){})()</script>',
    ].join('\n');
    // the hash of the script's text, as a browser works it out (openssl dgst -sha256 -binary | base64)
    expect(inlineScriptHashes(html)).toEqual(["'sha256-gRv8/8RfaxkJFOkJ1idUioSbtocID04QoX+gBuCBxXY='"]);
  });

  it('lets those scripts run and no other', () => {
    const policy = securityHeaders(helmetOptions({ https: true, scriptHashes: ["'sha256-abc='"] }))['content-security-policy'];
    expect(policy?.split(';')).toContain("script-src 'self' 'sha256-abc='");
  });
});
