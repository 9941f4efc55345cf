import { useMemo, useState, type ReactNode, type Ref } from 'react';
import { Button } from '../../../ui/button';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../countdown';
import { drawQr, qrImageUrl } from '../../../lib/qr-drawing';

/**
 * The parts the payment QR modals share (the Thai QR bill, the wallet's QR): the frame, the QR
 * drawn in it, the facts beside it, the countdown, the expired overlay and the sandbox's helper.
 */

/** A square frame the size a phone can scan from, for the QR or what stands in for it (loading, expired). */
export function QrFrame({ children }: { children: ReactNode }) {
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[280px] min-w-[220px] overflow-hidden rounded-xl border border-stone-200 bg-white">
      {children}
    </div>
  );
}

/** The QR, crisp at any size; once expired it is no longer drawn (a payment app must not read it), the overlay stands in. */
export function QrCode({ payload, label, expired, imageRef }: { payload: string; label: string; expired: ReactNode; imageRef?: Ref<SVGSVGElement> }) {
  const drawing = useMemo(() => drawQr(payload), [payload]);
  return (
    <QrFrame>
      {expired ?? (
        <svg
          ref={imageRef}
          role="img"
          aria-label={label}
          tabIndex={-1}
          viewBox={`0 0 ${drawing.size} ${drawing.size}`}
          shapeRendering="crispEdges"
          className="block size-full outline-none"
        >
          <rect width={drawing.size} height={drawing.size} fill="#fff" />
          <path d={drawing.path} fill="#000" />
        </svg>
      )}
    </QrFrame>
  );
}

/** What stands over an expired QR: the spec's "QR CODE has expired.", a line of what to do, maybe an action. */
export function ExpiredOverlay({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-stone-50 p-4 text-center">
      <p className="text-lg font-bold text-red-800">{title}</p>
      <p className="text-sm text-ink">{text}</p>
      {action}
    </div>
  );
}

/** One term and its value; `strong` for the amount. */
export function Fact({ term, children, strong = false }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 border-b border-stone-100 py-2 last:border-b-0">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className={`min-w-0 text-right break-all ${strong ? 'text-2xl font-bold text-brand-900' : 'font-semibold text-ink'}`}>{children}</dd>
    </div>
  );
}

/** "Time left 02:59" under the QR; red once over. */
export function QrCountdown({ label, left }: { label: string; left: number }) {
  return (
    <p className={`mt-2 text-center ${left <= 0 ? 'text-red-800' : 'text-ink'}`}>
      <span className="text-sm text-muted">{label} </span>
      <span role="timer" className="text-xl font-bold tabular-nums">
        {formatCountdown(left)}
      </span>
    </p>
  );
}

/** The sandbox's test helper: a link to the stand-in app that pays this QR, opened in a new tab. */
export function SandboxHelper({ label, text, link, href }: { label: string; text: string; link: string; href: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 rounded-xl border border-dashed border-amber-500 bg-amber-50 p-3 text-sm text-ink">
      <p>
        <span className="mr-2 inline-block rounded-full bg-amber-200 px-2 py-0.5 text-xs font-bold text-amber-950 uppercase">{label}</span>
        {text}
      </p>
      <a
        href={href}
        target="_blank"
        rel="noopener"
        className="mt-1 inline-flex min-h-11 items-center gap-1 font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-600"
      >
        {link}
        <span className="sr-only"> ({t('common.opensInNewTab')})</span>
        <span aria-hidden="true">↗</span>
      </a>
    </div>
  );
}

/**
 * Saves the QR as a PNG named for the order: on a phone the banking app cannot scan its own screen,
 * it reads the QR from the photos.
 */
export function SaveQrButton({ payload, fileName, label }: { payload: string; fileName: string; label: string }) {
  const [saving, setSaving] = useState(false);
  return (
    <Button
      variant="secondary"
      className="mt-2 w-full"
      disabled={saving}
      onClick={() => {
        setSaving(true);
        void qrImageUrl(payload)
          .then((href) => {
            const link = document.createElement('a');
            link.href = href;
            link.download = fileName;
            link.click();
          })
          .finally(() => setSaving(false));
      }}
    >
      {label}
    </Button>
  );
}
