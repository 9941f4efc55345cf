import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PawIcon } from '../../ui/paw-icon';

// the header, the loading screen and the error pages take the paw from here with the wordmark
export { PawIcon };

/** The wordmark, linking home. */
export function Logo({ compact = false, onDark = false, onClick }: { compact?: boolean; onDark?: boolean; onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      onClick={onClick}
      aria-label={t('header.logoLabel')}
      className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg min-[400px]:gap-2"
    >
      {/* on the narrowest phones a smaller paw and wordmark leave the header room between them and the language switch */}
      <PawIcon className={compact ? 'size-8' : 'size-8 min-[400px]:size-9 md:size-10'} />
      <span className={`text-xl font-bold max-[379px]:text-lg tracking-tight md:text-2xl ${onDark ? 'text-white' : 'text-brand-900'}`}>Pawsook</span>
    </Link>
  );
}
