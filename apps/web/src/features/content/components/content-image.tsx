import { SizedImage } from '../../../ui/sized-image';

/**
 * A picture staff chose (a cover, a banner) in a box of a fixed shape, so the page does not move
 * when it arrives. Staff pictures come in any shape (a wide banner, a square icon): the whole of it
 * shows, on the shop's cream, never cropped. Width and height give the browser the shape before the
 * picture loads; below the fold it loads as the shopper scrolls to it.
 */
export function ContentImage({
  src,
  alt,
  shape,
  priority = false,
  className = '',
}: {
  src: string;
  alt: string;
  shape: 'wide' | 'banner';
  /** the page's largest picture: fetched first, never lazily */
  priority?: boolean;
  className?: string;
}) {
  const { aspect, ...size } = shape === 'wide' ? { width: 1200, height: 675, aspect: 'aspect-video' } : { width: 1200, height: 400, aspect: 'aspect-[3/1]' };
  return <SizedImage src={src} alt={alt} {...size} priority={priority} className={`block w-full bg-brand-50 object-contain ${aspect} ${className}`} />;
}
