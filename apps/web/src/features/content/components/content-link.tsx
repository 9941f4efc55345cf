import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { linkTarget } from '../content-paths';

/** Where a banner or a page item leads: a path of the shop in the app, an https address in a new tab (said so). */
export function ContentLink({ url, className, label, children }: { url: string | null; className?: string; label?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const target = linkTarget(url);
  if (!target) return null;
  if (target.kind === 'shop') {
    return (
      <Link to={target.to} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={target.href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={label ? `${label} (${t('common.opensInNewTab')})` : undefined}
    >
      {children}
      {label ? null : <span className="sr-only"> ({t('common.opensInNewTab')})</span>}
    </a>
  );
}
