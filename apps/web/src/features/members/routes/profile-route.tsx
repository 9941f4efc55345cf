import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../notify';
import { isoDateToDisplay } from '@pawsook/shared/members/member-rules';
import { useSession } from '../../../lib/auth-events';
import { isApiError } from '../../../lib/api-error';
import { showSystemError } from '../../../lib/system-error';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button, buttonClass } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { LoadFailed } from '../../../ui/load-failed';
import { updateProfile, type MemberProfile } from '../api/member-calls';
import { profileQuery } from '../api/member-queries';
import { formatCoins } from '../../../lib/format-coins';
import { BirthdayField } from '../components/birthday-field';
import { LineLinkSection } from '../components/line-link-section';
import { FormAlert } from '../../../ui/form/form-alert';
import { MobileFields, PersonalNameFields } from '../components/personal-name-fields';
import { CoinIcon } from '../../../ui/coin-icon';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { profileFormSchema, type ProfileFormOutput, type ProfileFormValues } from '../forms/member-form-schemas';
import { placeServerErrors, PROFILE_FIELDS } from '../forms/server-errors';
import { useMemberFormKit } from '../hooks/use-member-form-kit';
import { COIN_BALANCE_PATH, COIN_GUIDE_PATH } from '../members-config';

function formValues(profile: MemberProfile): ProfileFormValues {
  return {
    name: profile.name,
    surname: profile.surname,
    phone1: profile.phone1 ?? '',
    phone2: profile.phone2 ?? '',
    birthdate: profile.birthdate ? isoDateToDisplay(profile.birthdate) : '',
  };
}

/** Greeting, coin balance, member number and the two coin-page buttons (spec §2 Profile page). */
function ProfileSummary({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="profile-greeting" className="rounded-3xl border border-brand-100 bg-cream p-5 md:p-6">
      <h2 id="profile-greeting" className="text-xl font-bold text-brand-900 md:text-2xl">
        {t('members.profile.greeting', { name: profile.name })}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="rounded-2xl bg-white p-4">
          <dt className="text-sm text-muted">{t('members.profile.coinBalance')}</dt>
          <dd className="mt-1 flex items-center gap-2 text-2xl font-bold text-amber-900">
            <CoinIcon className="size-7" />
            {formatCoins(profile.coin)}
          </dd>
        </div>
        <div className="rounded-2xl bg-white p-4">
          <dt className="text-sm text-muted">{t('members.profile.memberNumber')}</dt>
          <dd className="mt-1 text-2xl font-bold tracking-wide text-ink">{profile.memberId}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={COIN_BALANCE_PATH} className={buttonClass('primary')}>
          {t('members.profile.myCoins')}
        </Link>
        <Link to={COIN_GUIDE_PATH} className={buttonClass('secondary')}>
          {t('members.profile.howToCollect')}
        </Link>
      </div>
    </section>
  );
}

function ProfileForm({ profile, memberId }: { profile: MemberProfile; memberId: string }) {
  const { t, errorText, unexpected, refusal, setRefusal } = useMemberFormKit();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const { register, handleSubmit, reset, setError, setFocus, control, formState } = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: keyedZodResolver(profileFormSchema),
    values: formValues(profile),
    resetOptions: { keepDirtyValues: false },
  });
  const { errors, isSubmitting } = formState;
  const birthdate = useWatch({ control, name: 'birthdate' });

  useEffect(() => {
    if (editing) setFocus('name');
  }, [editing, setFocus]);

  const save = useMutation({
    mutationFn: (values: ProfileFormOutput) =>
      updateProfile(memberId, {
        name: values.name,
        surname: values.surname,
        birthdate: values.birthdate ?? '',
        phone1: values.phone1,
        phone2: values.phone2 ?? '',
      }),
    meta: { systemError: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await save.mutateAsync(values);
      notify.success(t('members.profile.saved'));
      setEditing(false);
      await queryClient.invalidateQueries({ queryKey: ['member', 'profile'] });
    } catch (error) {
      if (unexpected(error) || !isApiError(error)) return;
      const placed = placeServerErrors(error.errors, PROFILE_FIELDS);
      const entries = Object.entries(placed.fields) as Array<[keyof typeof PROFILE_FIELDS, string]>;
      entries.forEach(([field, message], index) => setError(field, { message }, { shouldFocus: index === 0 }));
      if (placed.general.length > 0 || entries.length === 0) setRefusal(placed.general.join(' ') || t('members.errors.generic'));
    }
  });

  const disabled = !editing;
  return (
    <section aria-labelledby="profile-details" className="mt-6 rounded-3xl border border-brand-100 bg-white p-5 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-details" className="text-xl font-bold text-brand-900">
          {t('members.profile.details')}
        </h2>
        {editing ? null : (
          <button
            type="button"
            onClick={() => setEditing(true)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 font-semibold text-accent-700 underline underline-offset-4 hover:bg-accent-50"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M4 20h4L19 9l-4-4L4 16v4ZM14 6l4 4" />
            </svg>
            {t('members.profile.edit')}
          </button>
        )}
      </div>
      {editing ? <p className="mt-1 text-sm text-muted">{t('members.profile.editing')}</p> : null}
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <FormAlert>{refusal}</FormAlert>
        <div className="grid gap-4 sm:grid-cols-2">
          <PersonalNameFields
            first={{ registration: register('name'), error: errorText(errors.name?.message) }}
            last={{ registration: register('surname'), error: errorText(errors.surname?.message) }}
            disabled={disabled}
          />
          <div className="sm:col-span-2">
            <label htmlFor="profile-email" className="mb-1 block text-sm font-semibold text-ink">
              {t('members.fields.email')}
            </label>
            <input
              id="profile-email"
              type="email"
              readOnly
              value={profile.email}
              aria-describedby="profile-email-hint"
              className="block min-h-11 w-full rounded-xl border border-stone-300 bg-stone-100 px-3 py-2 text-base text-stone-700"
            />
            <p id="profile-email-hint" className="mt-1 text-sm text-muted">
              {t('members.profile.emailReadOnly')}
            </p>
          </div>
          <MobileFields
            main={{ label: t('members.fields.phone1'), registration: register('phone1'), error: errorText(errors.phone1?.message) }}
            reserve={{ label: t('members.fields.phone2'), registration: register('phone2'), error: errorText(errors.phone2?.message) }}
            disabled={disabled}
          />
          <BirthdayField
            registration={register('birthdate')}
            typed={birthdate}
            disabled={disabled}
            hinted={editing}
            error={errorText(errors.birthdate?.message)}
          />
        </div>
        {editing ? (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              onClick={() => {
                reset(formValues(profile));
                setRefusal(null);
                setEditing(false);
              }}
            >
              {t('members.profile.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting} className="sm:min-w-40">
              {isSubmitting ? t('members.profile.saving') : t('members.profile.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </section>
  );
}

/** /user/account/profile: view mode, and edit mode through the Edit link (spec §2, §4 Profile). */
export function ProfileRoute() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { memberId } = useSession();
  usePageTitle(t('members.profile.title'));
  const profile = useQuery({ ...profileQuery(memberId ?? '', lang), enabled: memberId !== null });

  // Spec §8: a profile that cannot be fetched opens the System Error dialog.
  const failed = profile.isError && !(isApiError(profile.error) && profile.error.kind === 'unauthorized');
  useEffect(() => {
    if (failed) showSystemError();
  }, [failed]);

  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold text-brand-900 md:text-3xl">{t('members.profile.title')}</h1>
      {profile.data && memberId ? (
        <>
          <ProfileSummary profile={profile.data} />
          <ProfileForm profile={profile.data} memberId={memberId} />
          <LineLinkSection profile={profile.data} />
        </>
      ) : failed ? (
        <LoadFailed onRetry={() => void profile.refetch()} />
      ) : (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      )}
    </div>
  );
}
