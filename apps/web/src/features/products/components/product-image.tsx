import { imageUrl } from '../../../lib/api-client';
import { SizedImage } from '../../../ui/sized-image';

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
  return <SizedImage src={src} alt={alt} width={size} height={size} priority={priority} className={`aspect-square object-contain ${className}`} />;
}
