import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { aboutUs } from '../content/about-us';
import { InfoRoute } from './info-route';

/** The anchor the header and footer link to (/about-us#contact-us-section). */
export const CONTACT_SECTION_ID = 'contact-us-section';

/** About us, closing with a "Contact us" section whose body the app provides (the contact channels). */
export function AboutUsRoute({ contactContent }: { contactContent: ReactNode }) {
  const { t } = useTranslation();
  return (
    <InfoRoute
      content={aboutUs}
      extraSections={[
        {
          id: CONTACT_SECTION_ID,
          heading: t('info.contactHeading'),
          content: (
            <>
              <p className="mb-4 text-muted">{t('info.contactLead')}</p>
              {contactContent}
            </>
          ),
        },
      ]}
    />
  );
}
