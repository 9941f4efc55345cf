import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { mayUse } from '@pawsook/shared/staff/staff-roles';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button, buttonClass } from '../../../ui/button';
import { ListItemStates } from '../../back-office/components/list-item-states';
import { RequirePermission } from '../../back-office/components/require-permission';
import { useRefusalText } from '../../back-office/hooks/use-refusal-text';
import { useStaffPerson } from '../../back-office/hooks/use-staff-person';
import { showBaht } from '../../back-office/order-format';
import { FormAlert } from '../../../ui/form/form-alert';
import type { StaffPromoCode } from '../api/promotions-calls';
import { useChangePromoCode, usePromoCodes, usePromotionChoices } from '../api/promotions-queries';
import { StateBadges } from '../components/promotion-badges';
import { useSkuNames } from '../components/promotion-fields';
import { PromoCodeOrders } from '../components/promo-code-orders';
import { useDiscountText, useUsesText, WindowText } from '../components/promo-code-texts';
import { promoCodeHref } from '../components/promo-codes-list';
import { useSavedNotice } from '../hooks/use-saved-notice';
import { endsSoon, nameIn, promotionState } from '../promotions-format';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

/** The categories, brands and SKUs a code is for, by name. */
function EligibleFacts({ code }: { code: StaffPromoCode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const choices = usePromotionChoices();
  const skuName = useSkuNames(code.skuIds);
  const named = (kind: 'categories' | 'brands', ids: number[]) =>
    ids.map((id) => {
      const found = choices.data?.[kind].find((c) => c.id === id);
      return found ? nameIn(found, language) : t('staffPromotions.picker.unknownId', { id });
    });
  if (code.categoryIds.length + code.brandIds.length + code.skuIds.length === 0)
    return <Fact term={t('staffPromotions.code.for')}>{t('staffPromotions.code.forEverything')}</Fact>;
  return (
    <>
      {code.categoryIds.length > 0 ? <Fact term={t('staffPromotions.picker.categories')}>{named('categories', code.categoryIds).join(', ')}</Fact> : null}
      {code.brandIds.length > 0 ? <Fact term={t('staffPromotions.picker.brands')}>{named('brands', code.brandIds).join(', ')}</Fact> : null}
      {code.skuIds.length > 0 ? (
        <Fact term={t('staffPromotions.picker.skus')}>
          <ul className="space-y-1">
            {code.skuIds.map((id) => (
              <li key={id}>{skuName(id)}</li>
            ))}
          </ul>
        </Fact>
      ) : null}
    </>
  );
}

function PromoCodePage({ id }: { id: number }) {
  const { t } = useTranslation();
  const codes = usePromoCodes();
  return (
    <ListItemStates query={codes} id={id} notFound={t('staffPromotions.code.notFound')}>
      {(code) => <PromoCodeView code={code} />}
    </ListItemStates>
  );
}

function PromoCodeView({ code }: { code: StaffPromoCode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [now] = useState(() => Date.now());
  const { id } = code;
  const change = useChangePromoCode();
  const refusalText = useRefusalText();
  const saved = useSavedNotice();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(saved ? { tone: 'success', text: saved } : null);
  const discountText = useDiscountText();
  const usesText = useUsesText();

  const switchTo = code.status === 'active' ? 'inactive' : 'active';
  const onSwitch = async () => {
    setNotice(null);
    try {
      await change.mutateAsync({ id, body: { status: switchTo } });
      setNotice({
        tone: 'success',
        text: switchTo === 'active' ? t('staffPromotions.code.switchedOn', { code: code.code }) : t('staffPromotions.code.switchedOff', { code: code.code }),
      });
    } catch (error) {
      const text = refusalText(error);
      if (text) setNotice({ tone: 'error', text });
    }
  };

  return (
    <>
      <div className="space-y-3" aria-live="polite">
        {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
      </div>
      <section aria-labelledby="code-facts" className="mt-3 rounded-3xl border border-brand-100 bg-white p-5 md:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="code-facts" className="text-lg font-bold break-words text-ink">
              {nameIn(code, language)}
            </h2>
            <p className="text-sm text-muted">{nameIn(code, language === 'th' ? 'en' : 'th')}</p>
          </div>
          <StateBadges state={promotionState(code, now)} soon={endsSoon(code, now)} />
        </div>
        <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          <Fact term={t('staffPromotions.codes.discount')}>{discountText(code)}</Fact>
          <Fact term={t('staffPromotions.code.minSpend')}>{showBaht(code.minSpend)}</Fact>
          <Fact term={t('staffPromotions.codes.window')}>
            <WindowText startsAt={code.startsAt} endsAt={code.endsAt} language={language} />
          </Fact>
          <Fact term={t('staffPromotions.codes.uses')}>
            <span data-testid="code-uses">{usesText(code)}</span>
          </Fact>
          <Fact term={t('staffPromotions.codeForm.perMemberQuota')}>
            {code.perMemberQuota === null ? t('staffPromotions.code.noLimit') : code.perMemberQuota}
          </Fact>
          <Fact term={t('staffPromotions.codeForm.audience')}>
            {code.audience === 'members' ? t('staffPromotions.codeForm.audienceMembers') : t('staffPromotions.codeForm.audienceNewMembers')}
          </Fact>
          <EligibleFacts code={code} />
          <Fact term={t('staffPromotions.codeForm.bonusCoins')}>{code.bonusCoins}</Fact>
        </dl>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to={`${promoCodeHref(id)}/edit`} className={buttonClass('primary')}>
            {t('staffPromotions.code.edit')}
          </Link>
          <Button variant="secondary" disabled={change.isPending} onClick={() => void onSwitch()}>
            {switchTo === 'active' ? t('staffPromotions.code.switchOn') : t('staffPromotions.code.switchOff')}
          </Button>
        </div>
      </section>
      <PromoCodeOrders id={id} language={language} />
    </>
  );
}

/** /staff/promotions/codes/:id: a code's rules, uses and quota left, and the orders that used it. */
export function PromoCodeRoute() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const person = useStaffPerson();
  // the title names the code once the list is in; a role without the area asks for nothing
  const codes = usePromoCodes({ enabled: mayUse(person.role, 'promotions.manage') });
  const code = codes.data?.find((c) => c.id === id);
  const title = code ? t('staffPromotions.code.title', { code: code.code }) : t('staffPromotions.code.titleUnknown');
  usePageTitle(title);
  return (
    <div>
      <Link to="/staff/promotions" className={buttonClass('ghost', '-ml-3 mb-2')}>
        ← {t('staffPromotions.tabs.codes')}
      </Link>
      <h1 className="mb-3 text-2xl font-bold break-all text-brand-900 md:text-3xl">{title}</h1>
      <RequirePermission permission="promotions.manage">
        <PromoCodePage key={id} id={id} />
      </RequirePermission>
    </div>
  );
}
