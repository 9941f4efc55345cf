import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../lib/preferences';
import { CardFacts } from '../../back-office/components/card-facts';
import { StaffCards } from '../../back-office/components/staff-cards';
import { StaffTable, tableCell } from '../../back-office/components/staff-table';
import { showBaht } from '../../back-office/order-format';
import type { StaffPromoCode } from '../api/promotions-calls';
import { endsSoon, nameIn, promotionState } from '../promotions-format';
import { StateBadges } from './promotion-badges';
import { useDiscountText, useUsesText, WindowText } from './promo-code-texts';

const cell = tableCell.roomy;
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
  const columns = [
    { label: t('staffPromotions.codes.code') },
    { label: t('staffPromotions.codes.discount') },
    { label: t('staffPromotions.codes.window') },
    { label: t('staffPromotions.codes.uses') },
    { label: t('staffPromotions.codes.status') },
  ];
  return (
    <StaffTable caption={caption} columns={columns}>
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
            {code.minSpend > 0 ? <span className="block text-muted">{t('staffPromotions.value.minSpend', { amount: showBaht(code.minSpend) })}</span> : null}
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
    </StaffTable>
  );
}

/** Narrow screens: one card per code, each part named. */
export function PromoCodesCards({ codes, caption, language, now }: ListProps) {
  const { t } = useTranslation();
  const discountText = useDiscountText();
  const usesText = useUsesText();
  return (
    <StaffCards caption={caption} items={codes} keyOf={(code) => code.id}>
      {(code) => (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link to={promoCodeHref(code.id)} className={`${codeLink} flex min-h-11 items-center`}>
              {code.code}
            </Link>
            <StateBadges state={promotionState(code, now)} soon={endsSoon(code, now)} />
          </div>
          <p className="break-words text-muted">{nameIn(code, language)}</p>
          <CardFacts
            className="mt-2 gap-y-1"
            facts={[
              {
                term: t('staffPromotions.codes.discount'),
                value: `${discountText(code)}${code.minSpend > 0 ? ` · ${t('staffPromotions.value.minSpend', { amount: showBaht(code.minSpend) })}` : ''}`,
              },
              { term: t('staffPromotions.codes.window'), value: <WindowText startsAt={code.startsAt} endsAt={code.endsAt} language={language} /> },
              { term: t('staffPromotions.codes.uses'), value: usesText(code) },
            ]}
          />
        </>
      )}
    </StaffCards>
  );
}
