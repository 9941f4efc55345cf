import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';
import { Skeleton } from '../../../ui/skeleton';
import { useContactEntries } from '../api/contact-queries';
import { toContactViews } from '../contact-display';

export type ContactLayout = 'footer' | 'page';

/**
 * The shop's contact channels (video channel, website, chat app), each linked. `footer` is the
 * compact dark variant; `page` the cards of the About us page.
 */
export function ContactEntries({ layout }: { layout: ContactLayout }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const contacts = useContactEntries();
  const onDark = layout === 'footer';

  if (contacts.isPending) {
    return (
      <div className="space-y-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={`h-14 w-full ${onDark ? 'bg-white/15' : ''}`} />
        ))}
      </div>
    );
  }
  if (contacts.isError) {
    return <p className={onDark ? 'text-brand-100' : 'text-muted'}>{t('footer.contactUnavailable')}</p>;
  }
  const views = toContactViews(contacts.data, language);
  return (
    <ul className={layout === 'page' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'space-y-4'}>
      {views.map((contact) => {
        const icon = imageUrl(contact.iconKey);
        const button = imageUrl(contact.buttonKey);
        return (
          <li key={contact.id}>
            <a
              href={contact.url}
              target="_blank"
              rel="noopener noreferrer"
              className={
                onDark
                  ? 'group flex gap-3 rounded-lg p-1 text-white hover:bg-white/10'
                  : 'group flex h-full gap-4 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm hover:border-brand-300'
              }
            >
              {icon ? (
                <img src={icon} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded-lg bg-white object-contain p-1" />
              ) : null}
              <span className="min-w-0">
                <span className={`block font-semibold group-hover:underline ${onDark ? 'text-white' : 'text-brand-900'}`}>{contact.title}</span>
                {contact.lines.map((line, index) => (
                  <span key={index} className={`block text-sm break-words ${onDark ? 'text-brand-100' : 'text-muted'}`}>
                    {line}
                  </span>
                ))}
                {button && layout === 'page' ? <img src={button} alt="" height={36} loading="lazy" className="mt-2 h-9 w-auto" /> : null}
                <span className="sr-only"> ({t('common.opensInNewTab')})</span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
