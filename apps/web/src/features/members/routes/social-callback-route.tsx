import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAccessTokenProvider, isSocialProvider, SOCIAL_PROVIDER_NAMES } from '@pawsook/shared/members/social-providers';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button, buttonClass } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import {
  isNotVerifiedResult,
  isSocialPrefill,
  lineSignin,
  linkLine,
  socialSignin,
  type MemberProfile,
  type SignInResult,
  type SocialPrefill,
} from '../api/member-calls';
import { isApiError } from '../../../lib/api-error';
import { isMemberCallError } from '../../../lib/call-refusals';
import { MemberPageCard } from '../components/member-page-card';
import { providerName } from '../components/social-sign-in-buttons';
import { safeReturnTo } from '../after-sign-in';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useUnexpectedError } from '../../../lib/use-unexpected-error';
import { closeMemberDialog, openMemberDialog } from '../member-dialogs-store';
import { PROFILE_PATH } from '../members-config';
import { callbackUrl, readCallback, takeAttempt, type CallbackOutcome } from '../social-sign-in';

type SigninOutcome =
  | { kind: 'signed-in'; result: SignInResult }
  | { kind: 'linked'; profile: MemberProfile }
  | { kind: 'not-member'; prefill: SocialPrefill }
  | { kind: 'refused'; message: string }
  /** no answer, or a server failure: the System Error dialog (spec §8) */
  | { kind: 'failed'; error: unknown };

type PageState =
  | { kind: 'working' }
  | { kind: 'register'; prefill: SocialPrefill; accessToken: string; returnTo: string | null }
  | { kind: 'error'; message: string | null; linking: boolean };

/**
 * The provider's answer, read once per return: StrictMode runs effects twice, and the state kept
 * for the attempt can be taken only once. The answer (a token in the fragment, LINE's code in the
 * query) leaves the address bar as soon as it has been acted on.
 */
const answers = new Map<string, CallbackOutcome>();
function readProviderAnswer(provider: string): CallbackOutcome {
  const { hash, search } = window.location;
  const key = `${search}${hash}`;
  let outcome = answers.get(key);
  if (!outcome) {
    outcome = readCallback({ hash, search }, provider, takeAttempt());
    answers.set(key, outcome);
  }
  return outcome;
}

function forgetAnswer(): void {
  if (window.location.hash || window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname);
}

/** What the shop's server makes of the answer: a sign-in (or the prefill), or LINE linked to the member. */
function askServer(provider: string, answer: Extract<CallbackOutcome, { kind: 'token' | 'code' }>): Promise<SignInResult | MemberProfile> {
  if (answer.kind === 'token') {
    if (!isAccessTokenProvider(provider)) return Promise.reject(new Error(`${provider} answers with a code, not a token`));
    return socialSignin(provider, answer.accessToken);
  }
  const body = { code: answer.code, redirectUri: callbackUrl(window.location.origin, 'line'), nonce: answer.nonce };
  return answer.purpose === 'link' ? linkLine(body) : lineSignin(body);
}

const signins = new Map<string, Promise<SigninOutcome>>();
function signinOnce(provider: string, answer: Extract<CallbackOutcome, { kind: 'token' | 'code' }>): Promise<SigninOutcome> {
  const key = answer.kind === 'token' ? answer.accessToken : answer.code;
  let pending = signins.get(key);
  if (!pending) {
    pending = askServer(provider, answer).then(
      (result): SigninOutcome => ('token' in result ? { kind: 'signed-in', result } : { kind: 'linked', profile: result }),
      (error: unknown): SigninOutcome => {
        if (isMemberCallError(error) && error.status === 404 && isSocialPrefill(error.result)) return { kind: 'not-member', prefill: error.result };
        if (isMemberCallError(error) && isNotVerifiedResult(error.result)) return { kind: 'refused', message: error.message };
        // a refusal (of a sign-in, or of linking: LINE taken by another member) says why; the rest is unexpected
        if (!isApiError(error) || error.kind === 'server' || error.kind === 'network') return { kind: 'failed', error };
        return { kind: 'refused', message: error.message };
      },
    );
    signins.set(key, pending);
  }
  return pending;
}

/** /auth/callback/:provider — where Google, Facebook or LINE send the shopper back (social-sign-in.ts). */
export function SocialCallbackRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const queryClient = useQueryClient();
  const unexpected = useUnexpectedError();
  const params = useParams();
  const provider = isSocialProvider(params.provider) ? params.provider : null;
  const name = provider ? providerName(provider) : '';
  // read during the first render: the answer is cached per fragment, so StrictMode's second render agrees
  const [answer] = useState<CallbackOutcome>(() => (provider ? readProviderAnswer(provider) : { kind: 'invalid' }));
  const linking = answer.kind === 'code' && answer.purpose === 'link';
  const [state, setState] = useState<PageState>(() => (answer.kind === 'invalid' ? { kind: 'error', message: null, linking } : { kind: 'working' }));

  useEffect(() => {
    if (!provider || (answer.kind !== 'token' && answer.kind !== 'code')) {
      forgetAnswer();
      if (provider && answer.kind === 'cancelled') {
        notify.info(t('members.social.cancelled', { provider: providerName(provider) }));
        void navigate(safeReturnTo(answer.from) ?? '/', { replace: true });
      }
      return;
    }
    let current = true;
    void signinOnce(provider, answer).then(async (outcome) => {
      if (!current) return;
      forgetAnswer();
      if (outcome.kind === 'signed-in') {
        await completeSignIn(outcome.result, answer.returnTo);
      } else if (outcome.kind === 'linked') {
        await queryClient.invalidateQueries({ queryKey: ['member'] });
        notify.success(t('members.line.linked'));
        void navigate(safeReturnTo(answer.returnTo) ?? PROFILE_PATH, { replace: true });
      } else if (outcome.kind === 'not-member') {
        // LINE's sign-up sends back the ID token the prefill carries (its code served once)
        const accessToken = answer.kind === 'token' ? answer.accessToken : (outcome.prefill.accessToken ?? '');
        setState({ kind: 'register', prefill: outcome.prefill, accessToken, returnTo: answer.returnTo });
        openMemberDialog({
          kind: 'social-register',
          social: { prefill: outcome.prefill, accessToken },
          ...(answer.returnTo ? { returnTo: answer.returnTo } : {}),
        });
      } else if (outcome.kind === 'failed') {
        unexpected(outcome.error);
        setState({ kind: 'error', message: t('members.errors.generic'), linking });
      } else {
        setState({ kind: 'error', message: outcome.message || null, linking });
      }
    });
    return () => {
      current = false;
    };
  }, [provider, answer, linking, navigate, completeSignIn, queryClient, unexpected, t]);

  // the access token lives only as long as this page
  useEffect(() => () => closeMemberDialog(), []);

  const title =
    state.kind === 'working'
      ? linking
        ? t('members.line.linkingTitle')
        : t('members.social.workingTitle', { provider: name })
      : state.kind === 'register'
        ? t('members.social.registerTitle')
        : state.linking
          ? t('members.line.linkFailedTitle')
          : t('members.social.failedTitle', { provider: name || Object.values(SOCIAL_PROVIDER_NAMES).join(' / ') });
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
        {state.linking ? (
          <Link to={PROFILE_PATH} className={buttonClass('primary')}>
            {t('members.line.backToProfile')}
          </Link>
        ) : (
          <Button onClick={() => openMemberDialog({ kind: 'login' })}>{t('members.social.tryAgain')}</Button>
        )}
        <Link to="/" className={buttonClass('secondary')}>
          {t('members.social.backHome')}
        </Link>
      </div>
    </MemberPageCard>
  );
}
