import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '../product-image';

/** The big picture and its thumbnails; arrow keys move between thumbnails, Home and End jump to the ends. */
export function ProductGallery({
  images,
  selected,
  onSelect,
  alt,
}: {
  images: readonly string[];
  selected: string;
  onSelect: (imageKey: string) => void;
  /** the product's name (and chosen option) for the big picture */
  alt: string;
}) {
  const { t } = useTranslation();
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(0, images.indexOf(selected));

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: images.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + images.length) % images.length;
    const key = images[next];
    if (key === undefined) return;
    onSelect(key);
    thumbs.current[next]?.focus();
  }

  return (
    <div>
      <div className="overflow-hidden rounded-3xl border border-brand-100 bg-stone-50">
        <ProductImage imageKey={images[index]} alt={alt} priority className="w-full" />
      </div>
      {images.length > 1 ? (
        <ul aria-label={t('products.gallery.label')} className="mt-3 flex flex-wrap gap-2" onKeyDown={onKeyDown}>
          {images.map((key, i) => (
            <li key={key}>
              <button
                ref={(element) => {
                  thumbs.current[i] = element;
                }}
                type="button"
                onClick={() => onSelect(key)}
                aria-label={t('products.gallery.show', { index: i + 1, total: images.length })}
                aria-current={i === index ? 'true' : undefined}
                tabIndex={i === index ? 0 : -1}
                className={`block size-16 overflow-hidden rounded-xl border-2 bg-stone-50 sm:size-20 ${
                  i === index ? 'border-brand-700' : 'border-transparent hover:border-brand-300'
                }`}
              >
                <ProductImage imageKey={key} size={80} className="size-full" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
