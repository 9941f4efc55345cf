import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { buttonClass } from '../../../ui/button';
import { ListItemStates } from '../../back-office/components/list-item-states';
import { RequirePermission } from '../../back-office/components/require-permission';
import { useChangePromotion, useCreatePromotion, usePromotions } from '../api/promotions-queries';
import { PromotionForm } from '../components/promotion-form';
import { emptyPromotionForm, promotionFormOf } from '../forms/promotion-form';
import { bangkokTodayStart } from '../promotions-format';

const LIST = '/staff/promotions/automatic';

function BackToList() {
  const { t } = useTranslation();
  return (
    <Link to={LIST} className={buttonClass('ghost', '-ml-3 mb-2')}>
      ← {t('staffPromotions.tabs.automatic')}
    </Link>
  );
}

/** /staff/promotions/automatic/new: a new gift or discount; carts follow it as soon as it is saved. */
export function NewPromotionRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreatePromotion();
  const [initial] = useState(() => emptyPromotionForm(bangkokTodayStart(Date.now())));
  const title = t('staffPromotions.promotionForm.newTitle');
  usePageTitle(title);
  return (
    <div>
      <BackToList />
      <h1 className="mb-5 text-2xl font-bold text-brand-900 md:text-3xl">{title}</h1>
      <RequirePermission permission="promotions.manage">
        <PromotionForm
          mode="create"
          initial={initial}
          onCancel={() => void navigate(LIST)}
          onSave={async (body) => {
            const made = await create.mutateAsync(body);
            await navigate(LIST, { state: { notice: t('staffPromotions.promotionForm.created', { code: made.code }) } });
          }}
        />
      </RequirePermission>
    </div>
  );
}

function EditPromotion({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const promotions = usePromotions();
  const change = useChangePromotion();
  return (
    <ListItemStates query={promotions} id={id} notFound={t('staffPromotions.automatic.notFound')}>
      {(promotion) => (
        <>
          <p className="mb-4 font-mono font-semibold break-all text-muted">{promotion.code}</p>
          <PromotionForm
            mode="edit"
            initial={promotionFormOf(promotion)}
            onCancel={() => void navigate(LIST)}
            onSave={async (body) => {
              const saved = await change.mutateAsync({ id, body });
              await navigate(LIST, { state: { notice: t('staffPromotions.promotionForm.saved', { code: saved.code }) } });
            }}
          />
        </>
      )}
    </ListItemStates>
  );
}

/** /staff/promotions/automatic/:id: every field of a promotion but its code. */
export function EditPromotionRoute() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const title = t('staffPromotions.promotionForm.editTitle');
  usePageTitle(title);
  return (
    <div>
      <BackToList />
      <h1 className="mb-2 text-2xl font-bold text-brand-900 md:text-3xl">{title}</h1>
      <RequirePermission permission="promotions.manage">
        <EditPromotion key={id} id={id} />
      </RequirePermission>
    </div>
  );
}
