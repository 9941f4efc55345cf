import { useTranslation } from 'react-i18next';

/** Average stars and the number of reviews; "No reviews yet" at 0. */
export function ReviewSummary({ average, count }: { average: number; count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return <p className="text-sm text-muted">{t('products.reviews.none')}</p>;
  const rounded = Math.round(average * 10) / 10;
  const filled = Math.round(average);
  return (
    <p className="flex items-center gap-2 text-sm">
      <span aria-hidden="true" className="text-base tracking-tight text-amber-700">
        {'★'.repeat(filled)}
        <span className="text-stone-300">{'★'.repeat(Math.max(0, 5 - filled))}</span>
      </span>
      <span className="text-ink">{t('products.reviews.summary', { average: rounded.toFixed(1), count })}</span>
    </p>
  );
}
