import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The shop's policy: everything from its own origin; images may also be data/blob URLs (previews).
 * Served over http (the shop opened on a phone as http://192.168.x.y:3000), `upgrade-insecure-requests`
 * would ask for every script and stylesheet over https and leave the page blank, while HSTS and the
 * cross-origin opener policy mean nothing there (the browser says so in the console): they are
 * sent only when the shop's public address is https. Forms go to the shop itself and to the origins
 * named in `formTargets` (a payment gateway's hosted page).
 */
export function helmetOptions({ https, formTargets = [] }: { https: boolean; formTargets?: string[] }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
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
