import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Path, type UseFormRegister, type UseFormRegisterReturn, type UseFormSetError } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { checkEmailAvailable, registerMember, socialSignup, type SocialProvider } from '../api/member-calls';
import { isMemberCallError } from '../../../lib/call-refusals';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import {
  registerFormSchema,
  socialRegisterFormSchema,
  type RegisterFormOutput,
  type RegisterFormValues,
  type SocialRegisterFormOutput,
  type SocialRegisterFormValues,
} from '../forms/member-form-schemas';
import { placeServerErrors, SIGN_UP_FIELDS } from '../forms/server-errors';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useMemberFormKit } from '../hooks/use-member-form-kit';
import { closeMemberDialog, openMemberDialog, type SocialRegistration } from '../member-dialogs-store';
import { REGISTER_REDIRECT_DELAY_MS } from '../members-config';
import { FormAlert } from '../../../ui/form/form-alert';
import { EmailField } from './email-field';
import { useEmailForm } from '../hooks/use-email-form';
import { NewPasswordFields } from '../../../ui/form/new-password-fields';
import { MobileFields, PersonalNameFields } from './personal-name-fields';
import { BirthdayField } from './birthday-field';
import { providerName } from './social-sign-in-buttons';

type SignUpField = (typeof SIGN_UP_FIELDS)[keyof typeof SIGN_UP_FIELDS];

/** Places a refusal's messages on the fields; returns what is left for the whole form. */
function showRefusal<Values extends Record<string, unknown>>(
  error: unknown,
  setError: UseFormSetError<Values>,
  unexpected: (error: unknown) => boolean,
  fallback: string,
): string | null {
  if (unexpected(error)) return null;
  if (!isMemberCallError(error)) return fallback;
  const placed = placeServerErrors<SignUpField>(error.errors, SIGN_UP_FIELDS);
  const entries = Object.entries(placed.fields) as Array<[SignUpField, string]>;
  entries.forEach(([field, message], index) => setError(field as Path<Values>, { message }, { shouldFocus: index === 0 }));
  if (placed.general.length > 0) return placed.general.join(' ');
  return entries.length > 0 ? null : error.message || fallback;
}

function StepLabel({ step }: { step: 1 | 2 }) {
  const { t } = useTranslation();
  return <p className="mb-4 text-sm font-semibold text-brand-800">{step === 1 ? t('members.register.stepOne') : t('members.register.stepTwo')}</p>;
}

function EmailStep({ initialEmail, onChecked }: { initialEmail: string; onChecked: (email: string) => void }) {
  const { t, errorText, unexpected, refusal, setRefusal } = useMemberFormKit();
  const { register, handleSubmit, setError, formState } = useEmailForm(initialEmail);
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async ({ email }) => {
    setRefusal(null);
    try {
      await checkEmailAvailable(email);
      onChecked(email);
    } catch (error) {
      setRefusal(showRefusal(error, setError, unexpected, t('members.errors.generic')));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <StepLabel step={1} />
      <p className="text-muted">{t('members.register.stepOneText')}</p>
      <FormAlert>{refusal}</FormAlert>
      <EmailField registration={register('email')} error={errorText(errors.email?.message)} />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t('members.register.checking') : t('members.register.next')}
      </Button>
    </form>
  );
}

/** What both sign-ups start empty: the mobiles, the birthday, and the consent not yet given. */
const UNTOUCHED_SIGN_UP_FIELDS = { mobile: '', mobile_reserve: '', birthday: '', consent: false };

type PersonalField = 'first_name' | 'last_name' | 'mobile' | 'mobile_reserve' | 'birthday';

/** The fields both sign-ups share: names, mobiles, birthday. */
function PersonalFields({
  fields,
  errors,
  birthday,
}: {
  fields: Record<PersonalField, UseFormRegisterReturn>;
  errors: Partial<Record<PersonalField, string | undefined>>;
  /** the birthday as typed so far */
  birthday: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonalNameFields
          first={{ registration: fields.first_name, error: errors.first_name }}
          last={{ registration: fields.last_name, error: errors.last_name }}
        />
        <MobileFields
          main={{ label: t('members.fields.mobile'), hint: t('members.fields.mobileHint'), registration: fields.mobile, error: errors.mobile }}
          reserve={{ label: t('members.fields.mobileReserve'), registration: fields.mobile_reserve, error: errors.mobile_reserve }}
        />
      </div>
      <BirthdayField registration={fields.birthday} typed={birthday} error={errors.birthday} />
    </>
  );
}

function ConsentField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id="register-consent"
          type="checkbox"
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'register-consent-error' : undefined}
          aria-required="true"
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor="register-consent" className="text-sm text-ink">
          <Trans
            i18nKey="members.register.consent"
            components={{
              terms: <Link to="/terms-conditions" target="_blank" rel="noopener" className="font-semibold text-accent-700 underline underline-offset-4" />,
            }}
          />
          <span className="sr-only"> ({t('common.opensInNewTab')})</span>
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </label>
      </div>
      {error ? (
        <p id="register-consent-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Disabled until the consent box is ticked (saying so) and while sending (with a waiting label). */
function SubmitRegistration({ consent, sending }: { consent: boolean; sending: boolean }) {
  const { t } = useTranslation();
  return (
    <div>
      <Button type="submit" disabled={!consent || sending} aria-describedby={consent ? undefined : 'register-consent-first'} className="w-full">
        {sending ? t('members.register.submitting') : t('members.register.submit')}
      </Button>
      {consent ? null : (
        <p id="register-consent-first" className="mt-2 text-center text-sm text-muted">
          {t('members.register.consentFirst')}
        </p>
      )}
    </div>
  );
}

interface PersonalValues {
  first_name: string;
  last_name: string;
  mobile: string;
  mobile_reserve?: string | null;
  birthday: string;
}

function personalRegistrations<Values extends PersonalValues>(register: UseFormRegister<Values>): Record<PersonalField, UseFormRegisterReturn> {
  const field = (name: PersonalField) => register(name as Path<Values>);
  return {
    first_name: field('first_name'),
    last_name: field('last_name'),
    mobile: field('mobile'),
    mobile_reserve: field('mobile_reserve'),
    birthday: field('birthday'),
  };
}

function personalErrors<Values extends PersonalValues>(
  errors: FieldErrors<Values>,
  errorText: (message: string | undefined) => string | undefined,
): Partial<Record<PersonalField, string | undefined>> {
  const text = (name: PersonalField) => errorText((errors as Record<string, { message?: string } | undefined>)[name]?.message);
  return {
    first_name: text('first_name'),
    last_name: text('last_name'),
    mobile: text('mobile'),
    mobile_reserve: text('mobile_reserve'),
    birthday: text('birthday'),
  };
}

/** Step two of the e-mail sign-up: every rule of §5, then the confirm page after 0.5 s. */
function DetailsStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const { t, errorText, unexpected, refusal, setRefusal } = useMemberFormKit();
  const navigate = useNavigate();
  const [registered, setRegistered] = useState<string | null>(null);
  // Spec §4: the confirm page follows after 0.5 s; the button keeps its waiting label meanwhile.
  useEffect(() => {
    if (registered === null) return;
    const timer = window.setTimeout(() => {
      closeMemberDialog();
      void navigate(`/register/confirm?email=${encodeURIComponent(registered)}`);
    }, REGISTER_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [registered, navigate]);
  const { register, handleSubmit, setError, control, formState } = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
    resolver: keyedZodResolver(registerFormSchema),
    defaultValues: {
      email,
      password: '',
      password_confirm: '',
      first_name: '',
      last_name: '',
      ...UNTOUCHED_SIGN_UP_FIELDS,
    },
  });
  const { errors, isSubmitting } = formState;
  const consent = useWatch({ control, name: 'consent' });
  const birthday = useWatch({ control, name: 'birthday' });
  const sending = isSubmitting || registered !== null;

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await registerMember({
        email: values.email,
        password: values.password,
        name: values.first_name,
        surname: values.last_name,
        phone1: values.mobile,
        phone2: values.mobile_reserve,
        birthDate: values.birthday,
        isActive: true,
      });
      setRegistered(values.email);
    } catch (error) {
      setRefusal(showRefusal(error, setError, unexpected, t('members.register.failed')));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <StepLabel step={2} />
      <FormAlert>{refusal}</FormAlert>
      <div>
        <EmailField readOnly registration={register('email')} error={errorText(errors.email?.message)} />
        <button type="button" onClick={onChangeEmail} className="mt-1 min-h-11 text-sm font-semibold text-accent-700 underline underline-offset-4">
          {t('members.register.changeEmail')}
        </button>
      </div>
      <PersonalFields fields={personalRegistrations(register)} errors={personalErrors(errors, errorText)} birthday={birthday} />
      <NewPasswordFields
        label={t('members.fields.password')}
        confirmLabel={t('members.fields.passwordConfirm')}
        registration={register('password')}
        confirmRegistration={register('password_confirm')}
        error={errorText(errors.password?.message)}
        confirmError={errorText(errors.password_confirm?.message)}
      />
      <ConsentField registration={register('consent')} error={errorText(errors.consent?.message)} />
      <SubmitRegistration consent={consent} sending={sending} />
    </form>
  );
}

/** Registration opened by a social sign-in of someone not yet a member: prefilled, no password. */
function SocialDetailsStep({ social, returnTo }: { social: SocialRegistration; returnTo: string | null }) {
  const { t, errorText, unexpected, refusal, setRefusal } = useMemberFormKit();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const { prefill, accessToken } = social;
  const provider: SocialProvider = prefill.provider;
  const { register, handleSubmit, setError, control, formState } = useForm<SocialRegisterFormValues, unknown, SocialRegisterFormOutput>({
    resolver: keyedZodResolver(socialRegisterFormSchema),
    defaultValues: {
      email: prefill.email ?? '',
      first_name: prefill.name,
      last_name: prefill.surname,
      ...UNTOUCHED_SIGN_UP_FIELDS,
    },
  });
  const { errors, isSubmitting } = formState;
  const consent = useWatch({ control, name: 'consent' });
  const birthday = useWatch({ control, name: 'birthday' });
  const emailFromProvider = !!prefill.email;

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const result = await socialSignup(provider, {
        accessToken,
        id: prefill.id,
        email: values.email,
        name: values.first_name,
        surname: values.last_name,
        phone1: values.mobile,
        phone2: values.mobile_reserve,
        birthDate: values.birthday,
      });
      if (result.token) {
        await completeSignIn({ token: result.token, user: result.user }, returnTo);
        return;
      }
      closeMemberDialog();
      await navigate(`/register/confirm?email=${encodeURIComponent(result.user.email)}`);
    } catch (error) {
      setRefusal(showRefusal(error, setError, unexpected, t('members.register.failed')));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-muted">{t('members.register.socialText', { provider: providerName(provider) })}</p>
      <FormAlert>{refusal}</FormAlert>
      <EmailField
        readOnly={emailFromProvider}
        hint={emailFromProvider ? t('members.register.emailFromProvider', { provider: providerName(provider) }) : undefined}
        registration={register('email')}
        error={errorText(errors.email?.message)}
      />
      <PersonalFields fields={personalRegistrations(register)} errors={personalErrors(errors, errorText)} birthday={birthday} />
      <ConsentField registration={register('consent')} error={errorText(errors.consent?.message)} />
      <SubmitRegistration consent={consent} sending={isSubmitting} />
    </form>
  );
}

/** E-mail first, then the full form; "change e-mail" goes back with the address kept. */
function EmailSignUp({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string | null>(null);
  const [draftEmail, setDraftEmail] = useState('');
  return (
    <>
      {email === null ? (
        <EmailStep initialEmail={draftEmail} onChecked={setEmail} />
      ) : (
        <DetailsStep
          email={email}
          onChangeEmail={() => {
            setDraftEmail(email);
            setEmail(null);
          }}
        />
      )}
      <p className="mt-5 text-center text-sm text-muted">
        {t('members.register.haveAccount')}{' '}
        <button
          type="button"
          onClick={() => openMemberDialog({ kind: 'login', ...(returnTo ? { returnTo } : {}) })}
          className="min-h-11 font-semibold text-accent-700 underline underline-offset-4"
        >
          {t('members.register.logInLink')}
        </button>
      </p>
    </>
  );
}

/** The register modal (spec §4 Registration), or, after a social sign-in, the prefilled form. */
export function RegisterDialog({ open, returnTo, social }: { open: boolean; returnTo: string | null; social: SocialRegistration | null }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && closeMemberDialog()}
      title={social ? t('members.register.socialTitle', { provider: providerName(social.prefill.provider) }) : t('members.register.title')}
    >
      {social ? <SocialDetailsStep social={social} returnTo={returnTo} /> : <EmailSignUp returnTo={returnTo} />}
    </Dialog>
  );
}
