import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config/config';

/**
 * The shop's policy: everything from its own origin; images may also be data/blob URLs (previews).
 * Served over http (the shop opened on a phone as http://192.168.x.y:3000), `upgrade-insecure-requests`
 * would ask for every script and stylesheet over https and leave the page blank, while HSTS and the
 * cross-origin opener policy mean nothing there (the browser says so in the console): they are
 * sent only when the shop's public address is https. Forms go to the shop itself and to the origins
 * named in `formTargets` (a payment gateway's hosted page). Scripts come from the shop's files, and
 * inline only those of the app's index.html, each named by its hash (`scriptHashes`).
 */
export function helmetOptions({
  https,
  formTargets = [],
  scriptHashes = [],
}: {
  https: boolean;
  formTargets?: string[];
  scriptHashes?: string[];
}): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...scriptHashes],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // a video article plays in YouTube's privacy-enhanced player (decision 0042)
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
        // the card gateway's hosted payment page takes the shop's hidden form (cart spec §7)
        formAction: ["'self'", ...formTargets],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https,
    crossOriginOpenerPolicy: https,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Helmet's headers, worked out once. Our policy has no per-request parts (no nonces), and
 * re-deriving it on every request cost several per cent of a cached catalogue answer.
 */
export function securityHeaders(options: HelmetOptions = helmetOptions({ https: true })): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return Object.freeze(headers);
}

/**
 * The content security policy's names of the scripts written into a page (`'sha256-…'`): the
 * shell's first-fonts script (decision 0055). A data block (`type="application/json"`) is never
 * run and needs none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', source = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /\btype="application\/(?:ld\+)?json"/.test(attributes) || source.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Every answer's security headers and its request id, from the first hook of every request, so
 * errors carry them too (Fastify keeps headers set before an error). The policy lets forms reach
 * the real card gateway and counter-payment page, and the web shell's inline scripts by their hashes.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<AppConfig, 'card' | 'counterService' | 'webDistDir' | 'publicUrl'>): void {
  const cardGateway = config.card && !config.card.sandbox ? [new URL(config.card.gatewayUrl).origin] : [];
  const counterPage = config.counterService && !config.counterService.sandbox ? [new URL(config.counterService.url).origin] : [];
  const shell = path.join(config.webDistDir, 'index.html');
  const scriptHashes = existsSync(shell) ? inlineScriptHashes(readFileSync(shell, 'utf8')) : [];
  const headers = securityHeaders(helmetOptions({ https: config.publicUrl.startsWith('https:'), formTargets: [...cardGateway, ...counterPage], scriptHashes }));
  // a callback hook, as it waits for nothing (an async one costs a promise and a turn of the
  // microtask queue per request)
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
}
