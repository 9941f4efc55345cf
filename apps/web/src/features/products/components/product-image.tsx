import { imageUrl } from '../../../lib/api-client';

/** Product pictures are square (600 × 600): width and height are given so nothing moves while they load. */
export function ProductImage({
  imageKey,
  alt = '',
  priority = false,
  className = '',
  size = 600,
}: {
  imageKey: string | null | undefined;
  alt?: string;
  /** above the fold: load at once */
  priority?: boolean;
  className?: string;
  size?: number;
}) {
  const src = imageUrl(imageKey);
  if (!src) return <span aria-hidden="true" className={`block aspect-square bg-stone-100 ${className}`} />;
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={`aspect-square object-contain ${className}`}
    />
  );
}
