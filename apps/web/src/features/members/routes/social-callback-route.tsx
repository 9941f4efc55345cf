import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button, buttonClass } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { isNotVerifiedResult, isSocialPrefill, socialSignin, type SignInResult, type SocialPrefill, type SocialProvider } from '../api/member-calls';
import { isMemberCallError } from '../../../lib/call-refusals';
import { MemberPageCard } from '../components/member-page-card';
import { providerName } from '../components/social-sign-in-buttons';
import { safeReturnTo } from '../after-sign-in';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useUnexpectedError } from '../../../lib/use-unexpected-error';
import { closeMemberDialog, openMemberDialog } from '../member-dialogs-store';
import { isSocialProvider, readCallback, takeAttempt, type CallbackOutcome } from '../social-sign-in';

type SigninOutcome =
  | { kind: 'signed-in'; result: SignInResult }
  | { kind: 'not-member'; prefill: SocialPrefill }
  | { kind: 'refused'; message: string }
  /** no answer, or a server failure: the System Error dialog (spec §8) */
  | { kind: 'failed'; error: unknown };

type PageState =
  { kind: 'working' } | { kind: 'register'; prefill: SocialPrefill; accessToken: string; returnTo: string | null } | { kind: 'error'; message: string | null };

/**
 * The provider's answer, read once per return: StrictMode runs effects twice, and the state kept
 * for the attempt can be taken only once. The fragment (with the token) leaves the address bar as
 * soon as the answer has been acted on.
 */
const answers = new Map<string, CallbackOutcome>();
function readProviderAnswer(provider: string): CallbackOutcome {
  const hash = window.location.hash;
  let outcome = answers.get(hash);
  if (!outcome) {
    outcome = readCallback(hash, provider, takeAttempt());
    answers.set(hash, outcome);
  }
  return outcome;
}

function forgetFragment(): void {
  if (window.location.hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
}

const signins = new Map<string, Promise<SigninOutcome>>();
function signinOnce(provider: SocialProvider, accessToken: string): Promise<SigninOutcome> {
  let pending = signins.get(accessToken);
  if (!pending) {
    pending = socialSignin(provider, accessToken).then(
      (result): SigninOutcome => ({ kind: 'signed-in', result }),
      (error: unknown): SigninOutcome => {
        if (isMemberCallError(error) && error.status === 404 && isSocialPrefill(error.result)) return { kind: 'not-member', prefill: error.result };
        if (isMemberCallError(error) && isNotVerifiedResult(error.result)) return { kind: 'refused', message: error.message };
        if (!isMemberCallError(error) || error.kind === 'server' || error.kind === 'network') return { kind: 'failed', error };
        return { kind: 'refused', message: error.message };
      },
    );
    signins.set(accessToken, pending);
  }
  return pending;
}

/** /auth/callback/:provider — where Google or Facebook send the shopper back (social-sign-in.ts). */
export function SocialCallbackRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const unexpected = useUnexpectedError();
  const params = useParams();
  const provider = isSocialProvider(params.provider) ? params.provider : null;
  const name = provider ? providerName(provider) : '';
  // read during the first render: the answer is cached per fragment, so StrictMode's second render agrees
  const [answer] = useState<CallbackOutcome>(() => (provider ? readProviderAnswer(provider) : { kind: 'invalid' }));
  const [state, setState] = useState<PageState>(() => (answer.kind === 'invalid' ? { kind: 'error', message: null } : { kind: 'working' }));

  useEffect(() => {
    if (!provider || answer.kind !== 'token') {
      forgetFragment();
      if (provider && answer.kind === 'cancelled') {
        notify.info(t('members.social.cancelled', { provider: providerName(provider) }));
        void navigate(safeReturnTo(answer.from) ?? '/', { replace: true });
      }
      return;
    }
    let current = true;
    void signinOnce(provider, answer.accessToken).then(async (outcome) => {
      if (!current) return;
      forgetFragment();
      if (outcome.kind === 'signed-in') {
        await completeSignIn(outcome.result, answer.returnTo);
      } else if (outcome.kind === 'not-member') {
        setState({ kind: 'register', prefill: outcome.prefill, accessToken: answer.accessToken, returnTo: answer.returnTo });
        openMemberDialog({
          kind: 'social-register',
          social: { prefill: outcome.prefill, accessToken: answer.accessToken },
          ...(answer.returnTo ? { returnTo: answer.returnTo } : {}),
        });
      } else if (outcome.kind === 'failed') {
        unexpected(outcome.error);
        setState({ kind: 'error', message: t('members.errors.generic') });
      } else {
        setState({ kind: 'error', message: outcome.message || null });
      }
    });
    return () => {
      current = false;
    };
  }, [provider, answer, navigate, completeSignIn, unexpected, t]);

  // the access token lives only as long as this page
  useEffect(() => () => closeMemberDialog(), []);

  const title =
    state.kind === 'working'
      ? t('members.social.workingTitle', { provider: name })
      : state.kind === 'register'
        ? t('members.social.registerTitle')
        : t('members.social.failedTitle', { provider: name || 'Google / Facebook' });
  usePageTitle(title);

  if (state.kind === 'working') {
    return (
      <MemberPageCard tone="wait" title={title}>
        <Spinner label={t('members.social.wait')} />
      </MemberPageCard>
    );
  }
  if (state.kind === 'register') {
    return (
      <MemberPageCard tone="wait" title={title}>
        <p>{t('members.social.registerText', { provider: name })}</p>
        <div className="mt-6 flex flex-col gap-3">
          <Button
            onClick={() =>
              openMemberDialog({
                kind: 'social-register',
                social: { prefill: state.prefill, accessToken: state.accessToken },
                ...(state.returnTo ? { returnTo: state.returnTo } : {}),
              })
            }
          >
            {t('members.social.openForm')}
          </Button>
          <Link to={state.returnTo ?? '/'} replace className={buttonClass('secondary')}>
            {t('members.social.cancel')}
          </Link>
        </div>
      </MemberPageCard>
    );
  }
  return (
    <MemberPageCard tone="error" title={title}>
      <p>{state.message ?? t('members.social.invalidText')}</p>
      <div className="mt-6 flex flex-col gap-3">
        <Button onClick={() => openMemberDialog({ kind: 'login' })}>{t('members.social.tryAgain')}</Button>
        <Link to="/" className={buttonClass('secondary')}>
          {t('members.social.backHome')}
        </Link>
      </div>
    </MemberPageCard>
  );
}
