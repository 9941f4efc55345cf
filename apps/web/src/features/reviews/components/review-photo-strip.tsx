import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewPhoto } from '@pawsook/shared/schemas/reviews';
import { imageUrl } from '../../../lib/api-client';

// the photo's dialog (Radix's) is not in a product page's first load: it comes when a pointer,
// a finger or focus reaches a photo, or with the first click
const loadDialog = () => import('../../../ui/dialog');
const Dialog = lazy(async () => ({ default: (await loadDialog()).Dialog }));

/** A review's photos as small square thumbnails (loaded when near); a click shows the photo large. */
export function ReviewPhotoStrip({ photos, label }: { photos: ReviewPhoto[]; label: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  if (open !== null && !dialogWanted) setDialogWanted(true);
  if (photos.length === 0) return null;
  const shown = open === null ? null : photos[open];
  return (
    <>
      <ul aria-label={label} className="mt-3 flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={photo.imageKey}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              onPointerEnter={() => void loadDialog()}
              onTouchStart={() => void loadDialog()}
              onFocus={() => void loadDialog()}
              aria-label={t('reviews.product.openPhoto', { number: index + 1, count: photos.length })}
              className="block size-20 overflow-hidden rounded-xl border border-stone-200 bg-stone-100 hover:border-brand-400 sm:size-24"
            >
              <img
                src={imageUrl(photo.thumbKey) ?? undefined}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <Dialog
            open={shown !== undefined && shown !== null}
            onOpenChange={(next) => !next && setOpen(null)}
            title={t('reviews.product.photoTitle', { number: (open ?? 0) + 1, count: photos.length })}
          >
            {shown ? (
              <img
                src={imageUrl(shown.imageKey) ?? undefined}
                alt={t('reviews.product.photoTitle', { number: (open ?? 0) + 1, count: photos.length })}
                width={shown.width}
                height={shown.height}
                decoding="async"
                className="mx-auto h-auto max-h-[70vh] w-auto max-w-full rounded-xl object-contain"
              />
            ) : null}
          </Dialog>
        </Suspense>
      ) : null}
    </>
  );
}
