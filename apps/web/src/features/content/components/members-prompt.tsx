import { useTranslation } from 'react-i18next';
import { requestSignIn, useExpectSignIn } from '../../../lib/auth-events';
import { Button } from '../../../ui/button';

/**
 * What a visitor sees in place of a members-only body (member-area spec §6): an invitation to log
 * in or register, opening the shop's own dialogs; they come back to this page, where the body shows.
 */
export function MembersPrompt({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  useExpectSignIn();
  if (compact) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-accent-50 p-3 text-sm">
        <p className="text-ink">{t('content.membersPrompt.itemText')}</p>
        <Button variant="secondary" className="min-h-10 px-4" onClick={() => requestSignIn()}>
          {t('content.membersPrompt.logInShort')}
        </Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="members-prompt-title" className="rounded-3xl border border-accent-600/30 bg-accent-50 p-6 text-center md:p-8">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="mx-auto size-8 fill-accent-700">
        <path d="M8 1a3.5 3.5 0 0 0-3.5 3.5V6H4a1.5 1.5 0 0 0-1.5 1.5v6A1.5 1.5 0 0 0 4 15h8a1.5 1.5 0 0 0 1.5-1.5v-6A1.5 1.5 0 0 0 12 6h-.5V4.5A3.5 3.5 0 0 0 8 1Zm2 5H6V4.5a2 2 0 1 1 4 0V6Z" />
      </svg>
      <h2 id="members-prompt-title" className="mt-3 text-xl font-bold text-brand-900">
        {t('content.membersPrompt.title')}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-ink">{t('content.membersPrompt.text')}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Button className="px-8" onClick={() => requestSignIn()}>
          {t('content.membersPrompt.logIn')}
        </Button>
        <Button variant="secondary" className="px-6" onClick={() => requestSignIn({ mode: 'register' })}>
          {t('content.membersPrompt.register')}
        </Button>
      </div>
    </section>
  );
}
