import { withLazyImages } from '../content-paths';

/**
 * A body staff wrote, as the server sanitised it (decision 0040: headings from h2, paragraphs,
 * marks, lists, quotes, links and the shop's own pictures; no script, style or event attribute).
 * It is shown as it came: no second sanitiser or markdown parser in the shopper's download.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`max-w-none text-base leading-7 break-words text-ink [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-900 [&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:text-muted [&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand-900 md:[&_h2]:text-2xl [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-brand-900 [&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:font-bold [&_hr]:my-8 [&_hr]:border-brand-100 [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl [&_li]:my-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-stone-100 [&_pre]:p-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&>*:first-child]:mt-0 [&>*:last-child]:mb-0 marker:text-brand-700 ${className}`}
      // sanitised on the server (decision 0040): the one place the shop sets HTML it did not build
      dangerouslySetInnerHTML={{ __html: withLazyImages(html) }}
    />
  );
}
