import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function PawIcon({ className = 'size-8' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <rect width="64" height="64" rx="16" fill="#C2410C" />
      <g fill="#FFF7ED">
        <ellipse cx="32" cy="41" rx="12" ry="10" />
        <ellipse cx="17" cy="27" rx="5" ry="6.5" />
        <ellipse cx="47" cy="27" rx="5" ry="6.5" />
        <ellipse cx="25" cy="17" rx="5" ry="6.5" />
        <ellipse cx="39" cy="17" rx="5" ry="6.5" />
      </g>
    </svg>
  );
}

/** The wordmark, linking home. */
export function Logo({ compact = false, onDark = false, onClick }: { compact?: boolean; onDark?: boolean; onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link to="/" onClick={onClick} aria-label={t('header.logoLabel')} className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg">
      <PawIcon className={compact ? 'size-8' : 'size-9 md:size-10'} />
      <span className={`text-xl font-bold tracking-tight md:text-2xl ${onDark ? 'text-white' : 'text-brand-900'}`}>Pawsook</span>
    </Link>
  );
}
