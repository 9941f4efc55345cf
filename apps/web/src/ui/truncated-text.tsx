import { truncateLabel } from '../lib/truncate';

/**
 * A label cut at `max` characters with "…"; the full text is in the tooltip (title) and, for
 * screen readers, in the accessible name, so nothing is lost to anyone.
 */
export function TruncatedText({ text, max, className = '' }: { text: string; max: number; className?: string }) {
  const { text: shown, truncated } = truncateLabel(text, max);
  if (!truncated) return <span className={className}>{shown}</span>;
  return (
    <span className={className} title={text}>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}
