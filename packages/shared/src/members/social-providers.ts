/**
 * The sign-in providers beside e-mail and password, without zod: the web's first scripts use these
 * (the header's sign-in) and must not carry the schemas.
 */

/** The accounts a member may sign in with besides e-mail and password. */
export const socialProviders = ['google', 'facebook', 'line'] as const;
export type SocialProvider = (typeof socialProviders)[number];
/** Each provider as the shop names it to shoppers. */
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = { google: 'Google', facebook: 'Facebook', line: 'LINE' };

export const isSocialProvider = (value: unknown): value is SocialProvider => (socialProviders as readonly unknown[]).includes(value);

/** The providers the browser gets an access token from (implicit flow); LINE uses the code flow (decision 0081). */
export const accessTokenProviders = ['google', 'facebook'] as const;
export type AccessTokenProvider = (typeof accessTokenProviders)[number];
export const isAccessTokenProvider = (value: unknown): value is AccessTokenProvider => (accessTokenProviders as readonly unknown[]).includes(value);
