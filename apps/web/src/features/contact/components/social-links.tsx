import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/api-client';
import { Skeleton } from '../../../ui/skeleton';
import { useSocialMedia } from '../api/contact-queries';
import type { SocialType } from '../api/contact-types';
import { toSocialColumns } from '../contact-display';

/** One social list (Facebook pages, or the other channels) in columns of five. */
export function SocialLinks({ type, headingId }: { type: SocialType; headingId: string }) {
  const { t } = useTranslation();
  const social = useSocialMedia(type);
  const heading = type === 'facebook' ? t('footer.facebookPages') : t('footer.otherChannels');

  let body: React.ReactNode;
  if (social.isPending) {
    body = <Skeleton className="h-24 w-40 bg-white/15" />;
  } else if (social.isError) {
    body = <p className="text-sm text-brand-100">{t('footer.socialUnavailable')}</p>;
  } else {
    const columns = toSocialColumns(social.data, type);
    body = (
      <div className="flex flex-wrap gap-x-8 gap-y-1">
        {columns.map((column, index) => (
          <ul key={index} className="min-w-24 space-y-1">
            {column.map((link) => (
              <li key={link.id}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={link.truncated ? link.name : undefined}
                  className="inline-flex min-h-8 items-center gap-2 rounded text-sm text-brand-50 hover:text-white hover:underline"
                >
                  {/* lazy: the footer's icons are not worth a preload (React preloads eager images) beside the page's lead image */}
                  {link.iconKey ? (
                    <img src={imageUrl(link.iconKey) ?? ''} alt="" width={16} height={16} loading="lazy" decoding="async" className="size-4 shrink-0" />
                  ) : null}
                  {link.truncated ? (
                    <>
                      <span aria-hidden="true">{link.label}</span>
                      <span className="sr-only">{link.name}</span>
                    </>
                  ) : (
                    link.name
                  )}
                  <span className="sr-only"> ({t('common.opensInNewTab')})</span>
                </a>
              </li>
            ))}
          </ul>
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 text-sm font-bold tracking-wide text-brand-200 uppercase">
        {heading}
      </h2>
      {body}
    </section>
  );
}
