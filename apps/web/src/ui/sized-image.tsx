interface SizedImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** the page's largest picture: fetched first, never lazily */
  priority: boolean;
  className: string;
}

/**
 * A picture whose width and height give the browser its shape before it arrives, so the page does
 * not move; below the fold it loads as the shopper scrolls to it.
 */
export function SizedImage({ src, alt, width, height, priority, className }: SizedImageProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
