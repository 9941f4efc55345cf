import { useTranslation } from 'react-i18next';

const STEPS = [
  { titleKey: 'coins.guide.collectTitle', textKey: 'coins.guide.collectText', icon: 'collect' },
  { titleKey: 'coins.guide.chooseTitle', textKey: 'coins.guide.chooseText', icon: 'choose' },
  { titleKey: 'coins.guide.receiveTitle', textKey: 'coins.guide.receiveText', icon: 'receive' },
] as const;

function StepIcon({ icon }: { icon: (typeof STEPS)[number]['icon'] }) {
  const common = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" {...common}>
      {icon === 'collect' ? <path d="M12 3v12M7 10l5 5 5-5M4 19h16" /> : null}
      {icon === 'choose' ? <path d="M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H8a2.5 2.5 0 1 1 0-5c3 0 4 5 4 5Zm0 0h4a2.5 2.5 0 1 0 0-5c-3 0-4 5-4 5Z" /> : null}
      {icon === 'receive' ? <path d="M3 5h2l2.5 11h11L21 8H6.5M9 20.5h.01M18 20.5h.01" /> : null}
    </svg>
  );
}

/** The three-step guide to collecting and using coins (`?section=document` scrolls here). */
export function CoinGuide({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <section id={id} tabIndex={-1} aria-labelledby={`${id}-heading`} className="mt-10 rounded-3xl bg-cream p-5 outline-none md:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900 md:text-2xl">
        {t('coins.guide.heading')}
      </h2>
      <p className="mt-1 text-muted">{t('coins.guide.intro')}</p>
      <ol className="mt-5 grid gap-4 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.titleKey} className="rounded-2xl bg-white p-4">
            <div className="flex items-center gap-3">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                <StepIcon icon={step.icon} />
              </span>
              <div>
                <p className="text-sm font-semibold text-accent-700">{t('coins.guide.step', { step: index + 1 })}</p>
                <h3 className="font-bold text-brand-900">{t(step.titleKey)}</h3>
              </div>
            </div>
            <p className="mt-3 text-sm text-ink">{t(step.textKey)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
