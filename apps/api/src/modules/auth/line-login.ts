import { errors as joseErrors, jwtVerify } from 'jose';
import type { LineLoginConfig } from '../../config/config';
import { SocialProviderError, type SocialIdentity } from './social-provider';

/** LINE Login's ID tokens name this issuer (LINE Developers: "Verify ID token"). */
export const LINE_ISSUER = 'https://access.line.me';
/** a little room for a clock a few seconds apart from LINE's */
const CLOCK_TOLERANCE_SECONDS = 30;

export interface LineCode {
  code: string;
  redirectUri: string;
  nonce: string;
}

/** Who LINE says the person is, and the ID token that says it (the sign-up sends it back). */
export interface LineIdentity extends SocialIdentity {
  idToken: string;
}

async function lineCall(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new SocialProviderError(`LINE unreachable at ${url}: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body) throw new SocialProviderError(`LINE answered ${response.status} at ${url}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * Checks an ID token as LINE asks: signed HS256 with the channel secret, issued by LINE for this
 * channel, not expired, and, when one is expected, carrying the nonce this sign-in sent.
 */
export async function verifyLineIdToken(config: LineLoginConfig, idToken: string, nonce: string | null): Promise<LineIdentity> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(idToken, new TextEncoder().encode(config.channelSecret), {
      algorithms: ['HS256'],
      issuer: LINE_ISSUER,
      audience: config.channelId,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    const reason = error instanceof joseErrors.JOSEError ? error.code : (error as Error).message;
    throw new SocialProviderError(`LINE ID token refused: ${reason}`);
  }
  if (nonce !== null && payload.nonce !== nonce) throw new SocialProviderError('LINE ID token refused: the nonce is not the one sent');
  if (typeof payload.sub !== 'string' || !payload.sub) throw new SocialProviderError('LINE ID token refused: no subject');
  const email = typeof payload.email === 'string' && payload.email.trim() ? payload.email.trim().toLowerCase() : null;
  return {
    provider: 'line',
    id: payload.sub,
    email,
    // LINE gives only an address its user has confirmed to LINE (decision 0081)
    emailVerified: email !== null,
    name: typeof payload.name === 'string' ? payload.name : '',
    idToken,
  };
}

/**
 * LINE's return to the shop, turned into who the person is: the code exchanged for tokens with the
 * channel secret, the ID token verified, then the profile read with the access token (its name is
 * the one the person shows in LINE today) and checked to be the same person.
 */
export async function lineIdentityFromCode(config: LineLoginConfig, { code, redirectUri, nonce }: LineCode): Promise<LineIdentity> {
  const tokens = await lineCall(`${config.apiUrl}/oauth2/v2.1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: config.channelId,
      client_secret: config.channelSecret,
    }).toString(),
  });
  if (typeof tokens.id_token !== 'string' || typeof tokens.access_token !== 'string') {
    throw new SocialProviderError('LINE token answer has no ID token or access token (was the openid scope asked for?)');
  }
  const identity = await verifyLineIdToken(config, tokens.id_token, nonce);
  const profile = await lineCall(`${config.apiUrl}/v2/profile`, { headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' } });
  if (profile.userId !== identity.id) throw new SocialProviderError('LINE profile is not the ID token’s person');
  const displayName = typeof profile.displayName === 'string' ? profile.displayName.trim() : '';
  return { ...identity, name: displayName || identity.name };
}
