import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownParts, pad2 } from '../countdown';
import { useNow } from '../hooks/use-now';

/**
 * Time left until a flash sale ends, ticking each second (days, hours, minutes, seconds). The
 * ticking digits are hidden from screen readers; they read one sentence, which is not announced
 * on every tick (role timer).
 */
export function FlashSaleCountdown({ endsAt, onEnd, tone = 'light' }: { endsAt: number; onEnd?: () => void; tone?: 'light' | 'dark' }) {
  const now = useNow();
  return now === null ? <FlashSaleCountdownPlaceholder /> : <TickingCountdown endsAt={endsAt} now={now} onEnd={onEnd} tone={tone} />;
}

function TickingCountdown({ endsAt, now, onEnd, tone }: { endsAt: number; now: number; onEnd?: () => void; tone: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const parts = countdownParts(endsAt, now);
  const ended = useRef(false);
  useEffect(() => {
    if (parts.done && !ended.current) {
      ended.current = true;
      onEnd?.();
    }
  }, [parts.done, onEnd]);

  const units = [
    { value: parts.days, label: t('products.countdown.days') },
    { value: parts.hours, label: t('products.countdown.hours') },
    { value: parts.minutes, label: t('products.countdown.minutes') },
    { value: parts.seconds, label: t('products.countdown.seconds') },
  ];
  const spoken = parts.done ? t('products.countdown.ended') : t('products.countdown.spoken', { days: parts.days, hours: parts.hours, minutes: parts.minutes });
  return (
    <div role="timer" aria-label={spoken} className="inline-flex items-center gap-2">
      <CountdownFace caption={parts.done ? t('products.countdown.ended') : t('products.countdown.endsIn')} units={units} tone={tone} />
    </div>
  );
}

/**
 * The countdown's place while the sale's end time is still being fetched: the same boxes, not
 * shown, so the page below does not jump when the countdown appears.
 */
export function FlashSaleCountdownPlaceholder() {
  const { t } = useTranslation();
  const units = ['days', 'hours', 'minutes', 'seconds'].map((unit) => ({ value: 0, label: t(`products.countdown.${unit}`) }));
  return (
    <div aria-hidden="true" className="invisible inline-flex items-center gap-2">
      <CountdownFace caption={t('products.countdown.endsIn')} units={units} tone="light" />
    </div>
  );
}

function CountdownFace({ caption, units, tone }: { caption: string; units: { value: number; label: string }[]; tone: 'light' | 'dark' }) {
  const box = tone === 'dark' ? 'bg-red-700 text-white' : 'bg-white text-red-800 ring-1 ring-red-200';
  return (
    <>
      <span aria-hidden="true" className="text-sm font-semibold text-red-800">
        {caption}
      </span>
      <span aria-hidden="true" className="flex gap-1">
        {units.map((unit) => (
          <span key={unit.label} className={`flex min-w-11 flex-col items-center rounded-lg px-1.5 py-0.5 leading-tight ${box}`}>
            <span className="text-base font-bold tabular-nums">{pad2(unit.value)}</span>
            <span className="text-[0.65rem] font-semibold">{unit.label}</span>
          </span>
        ))}
      </span>
    </>
  );
}
