import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { requestSignIn, useExpectSignIn, useSession } from '../../../lib/auth-events';
import { usePageTitle } from '../../../lib/use-page-title';
import { ContentPageItems } from '../components/content-page-items';
import { PageFrame } from '../../../ui/page-frame';

/** A button or link on the dark panel. */
const ON_DARK = 'inline-flex min-h-11 items-center justify-center rounded-full px-6 text-sm font-semibold';

/**
 * /privileges: what a new member gets (member-area spec §6: some privileges are members only), as
 * staff wrote it, and for a visitor the way to join.
 */
export function PrivilegesRoute() {
  const { t } = useTranslation();
  const session = useSession();
  useExpectSignIn(!session.signedIn);
  const title = t('content.privileges.title');
  usePageTitle(title);
  return (
    <PageFrame title={title} breadcrumbLabel={t('content.article.breadcrumb')} intro={t('content.privileges.intro')}>
      <ContentPageItems
        page="privileges"
        reportErrors
        empty={
          <p className="rounded-3xl border border-brand-100 bg-cream px-6 py-10 text-center text-lg font-bold text-brand-900">
            {t('content.privileges.empty')}
          </p>
        }
      />
      <aside
        aria-labelledby="privileges-join"
        className="mt-8 flex flex-col items-start gap-4 rounded-3xl bg-brand-900 p-6 text-white md:flex-row md:items-center md:justify-between md:p-8"
      >
        {session.signedIn ? (
          <>
            <p id="privileges-join" className="text-lg font-semibold">
              {t('content.privileges.memberText')}
            </p>
            <Link to="/user/account/coin" className={`${ON_DARK} bg-white text-brand-900 hover:bg-brand-50`}>
              {t('content.privileges.coins')}
            </Link>
          </>
        ) : (
          <>
            <div>
              <h2 id="privileges-join" className="text-xl font-bold">
                {t('content.privileges.joinTitle')}
              </h2>
              <p className="mt-1 text-brand-100">{t('content.privileges.joinText')}</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <button type="button" className={`${ON_DARK} bg-white text-brand-900 hover:bg-brand-50`} onClick={() => requestSignIn({ mode: 'register' })}>
                {t('content.membersPrompt.register')}
              </button>
              <button type="button" className={`${ON_DARK} border border-white/70 text-white hover:bg-white/10`} onClick={() => requestSignIn()}>
                {t('content.membersPrompt.logInShort')}
              </button>
            </div>
          </>
        )}
      </aside>
    </PageFrame>
  );
}
