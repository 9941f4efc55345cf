import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../lib/preferences';
import { showBaht } from '../../back-office/order-format';
import type { StaffPromoCode } from '../api/promotions-calls';
import { endsSoon, nameIn, promotionState } from '../promotions-format';
import { StateBadges } from './promotion-badges';
import { useDiscountText, useUsesText, WindowText } from './promo-code-texts';

const head = 'px-3 py-3 text-left text-sm font-semibold text-brand-900';
const cell = 'px-3 py-3 align-top text-sm';
const codeLink = 'font-mono font-semibold break-all text-brand-800 underline underline-offset-4 hover:text-brand-900';

export const promoCodeHref = (id: number) => `/staff/promotions/codes/${id}`;

interface ListProps {
  codes: StaffPromoCode[];
  caption: string;
  language: Language;
  now: number;
}

/** Wide screens: one row per code, its letters the link to its page. */
export function PromoCodesTable({ codes, caption, language, now }: ListProps) {
  const { t } = useTranslation();
  const discountText = useDiscountText();
  const usesText = useUsesText();
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-brand-100 md:block">
      <table className="w-full border-collapse bg-white">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-50">
          <tr>
            <th scope="col" className={head}>
              {t('staffPromotions.codes.code')}
            </th>
            <th scope="col" className={head}>
              {t('staffPromotions.codes.discount')}
            </th>
            <th scope="col" className={head}>
              {t('staffPromotions.codes.window')}
            </th>
            <th scope="col" className={head}>
              {t('staffPromotions.codes.uses')}
            </th>
            <th scope="col" className={head}>
              {t('staffPromotions.codes.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <tr key={code.id} className="border-t border-brand-100">
              <th scope="row" className={`${cell} max-w-72 text-left font-normal`}>
                <Link to={promoCodeHref(code.id)} className={codeLink}>
                  {code.code}
                </Link>
                <span className="mt-1 block break-words text-muted">{nameIn(code, language)}</span>
              </th>
              <td className={cell}>
                {discountText(code)}
                {code.minSpend > 0 ? (
                  <span className="block text-muted">{t('staffPromotions.value.minSpend', { amount: showBaht(code.minSpend) })}</span>
                ) : null}
              </td>
              <td className={`${cell} max-w-56`}>
                <WindowText startsAt={code.startsAt} endsAt={code.endsAt} language={language} />
              </td>
              <td className={cell}>{usesText(code)}</td>
              <td className={cell}>
                <StateBadges state={promotionState(code, now)} soon={endsSoon(code, now)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Narrow screens: one card per code, each part named. */
export function PromoCodesCards({ codes, caption, language, now }: ListProps) {
  const { t } = useTranslation();
  const discountText = useDiscountText();
  const usesText = useUsesText();
  return (
    <ul aria-label={caption} className="space-y-3 md:hidden">
      {codes.map((code) => (
        <li key={code.id} className="rounded-2xl border border-brand-100 bg-white p-4 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link to={promoCodeHref(code.id)} className={`${codeLink} flex min-h-11 items-center`}>
              {code.code}
            </Link>
            <StateBadges state={promotionState(code, now)} soon={endsSoon(code, now)} />
          </div>
          <p className="break-words text-muted">{nameIn(code, language)}</p>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-muted">{t('staffPromotions.codes.discount')}</dt>
            <dd>
              {discountText(code)}
              {code.minSpend > 0 ? ` · ${t('staffPromotions.value.minSpend', { amount: showBaht(code.minSpend) })}` : ''}
            </dd>
            <dt className="text-muted">{t('staffPromotions.codes.window')}</dt>
            <dd>
              <WindowText startsAt={code.startsAt} endsAt={code.endsAt} language={language} />
            </dd>
            <dt className="text-muted">{t('staffPromotions.codes.uses')}</dt>
            <dd>{usesText(code)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
