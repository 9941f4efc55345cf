import { useTranslation } from 'react-i18next';

const sizes = { sm: 'text-base', md: 'text-xl', lg: 'text-3xl' } as const;

/** Stars out of five: drawn for the eye, said in words for screen readers. */
export function StarRating({ stars, size = 'sm', className = '' }: { stars: number; size?: keyof typeof sizes; className?: string }) {
  const { t } = useTranslation();
  const filled = Math.max(0, Math.min(5, Math.round(stars)));
  return (
    <span className={`inline-flex items-center leading-none ${className}`}>
      <span aria-hidden="true" className={`tracking-tight ${sizes[size]}`}>
        <span className="text-amber-600">{'★'.repeat(filled)}</span>
        <span className="text-stone-300">{'★'.repeat(5 - filled)}</span>
      </span>
      <span className="sr-only">{t('reviews.stars.label', { count: filled })}</span>
    </span>
  );
}
