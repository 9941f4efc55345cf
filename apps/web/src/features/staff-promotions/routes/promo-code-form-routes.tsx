import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { buttonClass } from '../../../ui/button';
import { ListItemStates } from '../../back-office/components/list-item-states';
import { RequirePermission } from '../../back-office/components/require-permission';
import { useChangePromoCode, useCreatePromoCode, usePromoCodes } from '../api/promotions-queries';
import { PromoCodeForm } from '../components/promo-code-form';
import { promoCodeHref } from '../components/promo-codes-list';
import { emptyPromoCodeForm, promoCodeFormOf } from '../forms/promo-code-form';
import { bangkokTodayStart } from '../promotions-format';

function BackToCodes({ to = '/staff/promotions', label }: { to?: string; label: string }) {
  return (
    <Link to={to} className={buttonClass('ghost', '-ml-3 mb-2')}>
      ← {label}
    </Link>
  );
}

/** /staff/promotions/codes/new: a new promo code; saved, its page opens. */
export function NewPromoCodeRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreatePromoCode();
  const [initial] = useState(() => emptyPromoCodeForm(bangkokTodayStart(Date.now())));
  const title = t('staffPromotions.codeForm.newTitle');
  usePageTitle(title);
  return (
    <div>
      <BackToCodes label={t('staffPromotions.tabs.codes')} />
      <h1 className="mb-5 text-2xl font-bold text-brand-900 md:text-3xl">{title}</h1>
      <RequirePermission permission="promotions.manage">
        <PromoCodeForm
          mode="create"
          initial={initial}
          onCancel={() => void navigate('/staff/promotions')}
          onSave={async (body) => {
            const code = await create.mutateAsync(body);
            await navigate(promoCodeHref(code.id), { state: { notice: t('staffPromotions.codeForm.created', { code: code.code }) } });
          }}
        />
      </RequirePermission>
    </div>
  );
}

function EditPromoCode({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const codes = usePromoCodes();
  const change = useChangePromoCode();
  return (
    <ListItemStates query={codes} id={id} notFound={t('staffPromotions.code.notFound')}>
      {(code) => (
        <PromoCodeForm
          mode="edit"
          initial={promoCodeFormOf(code)}
          onCancel={() => void navigate(promoCodeHref(id))}
          onSave={async (body) => {
            const saved = await change.mutateAsync({ id, body });
            await navigate(promoCodeHref(id), { state: { notice: t('staffPromotions.codeForm.saved', { code: saved.code }) } });
          }}
        />
      )}
    </ListItemStates>
  );
}

/** /staff/promotions/codes/:id/edit: every rule of a code but its letters. */
export function EditPromoCodeRoute() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const title = t('staffPromotions.codeForm.editTitle');
  usePageTitle(title);
  return (
    <div>
      <BackToCodes to={promoCodeHref(id)} label={t('staffPromotions.code.back')} />
      <h1 className="mb-5 text-2xl font-bold text-brand-900 md:text-3xl">{title}</h1>
      <RequirePermission permission="promotions.manage">
        <EditPromoCode key={id} id={id} />
      </RequirePermission>
    </div>
  );
}
