import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContactEntries } from '../../features/contact/components/contact-entries';
import { SocialLinks } from '../../features/contact/components/social-links';
import { copyrightYears } from './copyright';
import { Logo } from './logo';
import { INFO_LINKS } from './nav-links';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 bg-brand-900 text-white">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.1fr_1fr_1.6fr]">
        <div>
          <Logo onDark />
          <p className="mt-3 max-w-sm text-brand-100">{t('footer.tagline')}</p>
          <h2 className="mt-6 mb-3 text-sm font-bold tracking-wide text-brand-200 uppercase">{t('footer.contactTitle')}</h2>
          <ContactEntries layout="footer" />
        </div>
        <nav aria-labelledby="footer-info-heading">
          <h2 id="footer-info-heading" className="mb-3 text-sm font-bold tracking-wide text-brand-200 uppercase">
            {t('footer.infoTitle')}
          </h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 md:grid-cols-1">
            {INFO_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-flex min-h-9 items-center rounded text-brand-50 hover:text-white hover:underline">
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-8 md:col-span-2 lg:col-span-1">
          <SocialLinks type="facebook" headingId="footer-facebook-heading" />
          <SocialLinks type="other" headingId="footer-social-heading" />
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="container-page py-4 text-sm text-brand-100">{t('footer.copyright', { years: copyrightYears(new Date()) })}</p>
      </div>
    </footer>
  );
}
