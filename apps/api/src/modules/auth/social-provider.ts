import type { SocialProvider } from '@pawsook/shared/schemas/members';

export interface SocialIdentity {
  provider: SocialProvider;
  id: string;
  email: string | null;
  /** whether the provider vouches that the e-mail belongs to this person */
  emailVerified: boolean;
  name: string;
}

export class SocialProviderError extends Error {}

/**
 * Asks the provider who owns an access token, through its user-info endpoint (configuration, so
 * tests run a local stand-in). Google answers {sub, email, email_verified, name}; Facebook
 * {id, email, name} and only shares e-mails it has confirmed.
 */
export async function fetchSocialIdentity(provider: SocialProvider, userInfoUrl: string, accessToken: string): Promise<SocialIdentity> {
  let response: Response;
  try {
    response = await fetch(userInfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new SocialProviderError(`${provider} user-info unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) throw new SocialProviderError(`${provider} user-info answered ${response.status}`);
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const id = body?.sub ?? body?.id;
  if (typeof id !== 'string' && typeof id !== 'number') throw new SocialProviderError(`${provider} user-info has no id`);
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
  return {
    provider,
    id: String(id),
    email,
    emailVerified: email !== null && (provider === 'facebook' || body?.email_verified === true || body?.email_verified === 'true'),
    name: typeof body?.name === 'string' ? body.name : '',
  };
}
