import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useUnexpectedError } from '../../../lib/use-unexpected-error';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form/form-alert';
import { LineMark } from '../../../ui/line-mark';
import { fetchLineMessages, saveLineMessages, unlinkLine, type MemberProfile } from '../api/member-calls';
import { useSocialProviders } from '../api/member-queries';
import { PROFILE_PATH } from '../members-config';
import { notify } from '../notify';
import { goToProvider } from '../social-sign-in';

/** Under ['member']: signing out forgets it with the rest of the member's data. */
const lineMessagesKey = ['member', 'line-messages'] as const;

/** The switch for order messages on LINE, and where to add the shop's official account as a friend. */
function LineMessagesSwitch() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const unexpected = useUnexpectedError();
  const [refusal, setRefusal] = useState<string | null>(null);
  // the box shows the shopper's choice at once; the answer confirms it, a refusal puts it back
  const [chosen, setChosen] = useState<boolean | null>(null);
  const settings = useQuery({ queryKey: lineMessagesKey, queryFn: ({ signal }) => fetchLineMessages(signal), meta: { systemError: false } });
  const save = useMutation({ mutationFn: saveLineMessages, meta: { systemError: false } });
  if (!settings.data) return null;
  const { messagesOn, officialAccount } = settings.data;

  async function onChange(next: boolean) {
    setRefusal(null);
    setChosen(next);
    try {
      queryClient.setQueryData(lineMessagesKey, await save.mutateAsync(next));
      notify.success(next ? t('members.line.messagesOnDone') : t('members.line.messagesOffDone'));
    } catch (error) {
      if (unexpected(error) || !isApiError(error)) return;
      setRefusal(error.message || t('members.errors.generic'));
    } finally {
      setChosen(null);
    }
  }

  return (
    <div className="mt-4 rounded-2xl bg-stone-50 p-4">
      <FormAlert>{refusal}</FormAlert>
      <label className="flex min-h-11 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={chosen ?? messagesOn}
          disabled={save.isPending}
          onChange={(event) => void onChange(event.target.checked)}
          aria-describedby="line-messages-hint"
          className="mt-1 size-5 accent-brand-700"
        />
        <span className="font-semibold text-ink">{t('members.line.messages')}</span>
      </label>
      <p id="line-messages-hint" className="mt-1 text-sm text-muted">
        {t('members.line.messagesHint')}
      </p>
      {messagesOn && officialAccount ? (
        <p className="mt-2 text-sm">
          <a
            href={officialAccount.addFriendUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-accent-700 underline underline-offset-4"
          >
            {t('members.line.addFriend', { account: officialAccount.id })}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The profile's LINE account (issue 42): link it (a trip to LINE that comes back to the callback
 * page, which links and returns here) or unlink it, and, once linked, order messages on LINE.
 * Shown only while the shop offers LINE.
 */
export function LineLinkSection({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const unexpected = useUnexpectedError();
  const providers = useSocialProviders();
  const [refusal, setRefusal] = useState<string | null>(null);
  const unlink = useMutation({ mutationFn: unlinkLine, meta: { systemError: false } });
  const line = providers.data?.find((p) => p.provider === 'line');
  if (!line) return null;

  async function onUnlink() {
    setRefusal(null);
    try {
      await unlink.mutateAsync();
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      notify.success(t('members.line.unlinked'));
    } catch (error) {
      if (unexpected(error) || !isApiError(error)) return;
      setRefusal(error.message || t('members.errors.generic'));
    }
  }

  return (
    <section aria-labelledby="profile-line" className="mt-6 rounded-3xl border border-brand-100 bg-white p-5 md:p-6">
      <h2 id="profile-line" className="flex items-center gap-2 text-xl font-bold text-brand-900">
        <LineMark className="size-6" />
        {t('members.line.title')}
      </h2>
      <FormAlert>{refusal}</FormAlert>
      <p className="mt-2 text-ink">{profile.lineLinked ? t('members.line.linkedText') : t('members.line.notLinkedText')}</p>
      {profile.lineLinked ? <LineMessagesSwitch /> : null}
      <div className="mt-4">
        {profile.lineLinked ? (
          <Button variant="secondary" disabled={unlink.isPending} onClick={() => void onUnlink()}>
            {unlink.isPending ? t('members.line.unlinking') : t('members.line.unlink')}
          </Button>
        ) : (
          <Button onClick={() => goToProvider(line, 'link', PROFILE_PATH)}>{t('members.line.link')}</Button>
        )}
      </div>
    </section>
  );
}
