import { useTranslation } from 'react-i18next';
import { SOCIAL_PROVIDER_NAMES } from '@pawsook/shared/members/social-providers';
import type { SocialProvider } from '../api/member-calls';
import { useSocialProviders } from '../api/member-queries';
import { LineMark } from '../../../ui/line-mark';
import { goToProvider } from '../social-sign-in';

export function providerName(provider: SocialProvider): string {
  return SOCIAL_PROVIDER_NAMES[provider];
}

function ProviderIcon({ provider }: { provider: SocialProvider }) {
  if (provider === 'line') return <LineMark />;
  if (provider === 'google') {
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z" />
        <path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.6-4.9h-4v3.1A12 12 0 0 0 12 24Z" />
        <path fill="#FBBC05" d="M5.4 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.8l4-3Z" />
        <path fill="#EA4335" d="M12 4.8c1.7 0 3.3.6 4.5 1.8l3.4-3.4A12 12 0 0 0 1.4 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8Z" />
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#1877F2"
        d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z"
      />
    </svg>
  );
}

/** "or" and "Continue with Google / Facebook / LINE": only the providers the shop has configured. */
export function SocialSignInButtons({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  if (!providers.data || providers.data.length === 0) return null;

  return (
    <>
      <div className="my-5 flex items-center gap-3 text-sm text-muted">
        <span aria-hidden="true" className="h-px flex-1 bg-stone-300" />
        {t('members.login.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-stone-300" />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {providers.data.map((info) => (
          <button
            key={info.provider}
            type="button"
            onClick={() => goToProvider(info, 'sign-in', returnTo)}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-stone-400 bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-stone-50"
          >
            <ProviderIcon provider={info.provider} />
            {t(`members.social.${info.provider}`)}
          </button>
        ))}
      </div>
    </>
  );
}
