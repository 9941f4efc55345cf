import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { showBaht, showDateTime } from '../../back-office/order-format';
import { FormAlert } from '../../../ui/form/form-alert';
import { SelectField, TextField } from '../../../ui/form/text-fields';
import { SubmitButton } from '../../back-office/components/submit-button';
import { bahtInput, wholeInput } from '../../back-office/forms/input-kinds';
import { useStaffForm } from '../../back-office/hooks/use-staff-form';
import type { StaffSku } from '../api/catalog-calls';
import { useCatalogWrite, useStockHistory } from '../api/catalog-queries';
import { signedUnits, stockState } from '../catalog-format';
import {
  NO_STOCK_CHANGE,
  skuPriceFormSchema,
  skuPriceFormValues,
  STOCK_REASONS,
  stockFormSchema,
  type SkuPriceFormOutput,
  type SkuPriceFormValues,
  type StockFormOutput,
  type StockFormValues,
} from '../forms/catalog-form-schemas';
import { useFieldRefusal } from '../../back-office/hooks/use-field-refusal';

const PRICE_FIELDS = ['price', 'specialPrice', 'specialStartsAt', 'specialEndsAt', 'coinReward'] as const;
const STOCK_FIELDS = ['change', 'reason', 'note'] as const;

type Write = ReturnType<typeof useCatalogWrite>;

function PriceForm({ sku, canWrite, write }: { sku: StaffSku; canWrite: boolean; write: Write }) {
  const { t } = useTranslation();
  const { form, field, submitWith, refusal, done } = useStaffForm<SkuPriceFormValues, SkuPriceFormOutput>({
    resolver: keyedZodResolver(skuPriceFormSchema),
    defaultValues: skuPriceFormValues(sku),
    refusalFields: PRICE_FIELDS,
  });

  const onSubmit = submitWith(async (change) => {
    const saved = (await write.mutateAsync({ kind: 'prices', skuId: sku.id, change })) as StaffSku;
    form.reset(skuPriceFormValues(saved));
    return t('staffCatalog.sku.pricesSaved');
  });

  return (
    <SkuForm id={`sku-${sku.id}-prices`} title={t('staffCatalog.sku.pricesTitle')} onSubmit={onSubmit} refusal={refusal} done={done}>
      <fieldset disabled={!canWrite} className="grid min-w-0 gap-3 sm:grid-cols-2">
        <TextField label={t('staffCatalog.sku.price')} {...bahtInput} required {...field('price')} />
        <TextField label={t('staffCatalog.sku.specialPrice')} {...bahtInput} hint={t('staffCatalog.sku.specialPriceHint')} {...field('specialPrice')} />
        <TextField label={t('staffCatalog.sku.specialStartsAt')} type="datetime-local" hint={t('staffCatalog.sku.datesHint')} {...field('specialStartsAt')} />
        <TextField label={t('staffCatalog.sku.specialEndsAt')} type="datetime-local" hint={t('staffCatalog.sku.datesHint')} {...field('specialEndsAt')} />
        <TextField label={t('staffCatalog.sku.coinReward')} {...wholeInput} hint={t('staffCatalog.sku.coinRewardHint')} {...field('coinReward')} />
      </fieldset>
      {canWrite ? <SubmitButton busy={form.formState.isSubmitting} label={t('staffCatalog.sku.savePrices')} busyLabel={t('staffCatalog.saving')} /> : null}
    </SkuForm>
  );
}

/** On sale or not: a SKU of its own, apart from the product's status. */
function SaleSwitch({ sku, canWrite, write }: { sku: StaffSku; canWrite: boolean; write: Write }) {
  const { t } = useTranslation();
  const fieldRefusal = useFieldRefusal();
  const [refusal, setRefusal] = useState<string | null>(null);
  const next = sku.displayStatus === 'active' ? 'inactive' : 'active';

  async function flip() {
    setRefusal(null);
    try {
      await write.mutateAsync({ kind: 'sku', skuId: sku.id, change: { displayStatus: next } });
    } catch (error) {
      setRefusal(fieldRefusal(error, [], () => undefined));
    }
  }

  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${sku.displayStatus === 'active' ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}
        >
          {sku.displayStatus === 'active' ? t('staffCatalog.sku.selling') : t('staffCatalog.sku.notSelling')}
        </span>
        {!sku.soldSeparately ? <span className="text-muted">{t('staffCatalog.sku.gift')}</span> : null}
      </p>
      {canWrite ? (
        <Button variant="secondary" disabled={write.isPending} onClick={() => void flip()}>
          {next === 'inactive' ? t('staffCatalog.sku.takeOffSale') : t('staffCatalog.sku.putOnSale')}
        </Button>
      ) : null}
      <FormAlert>{refusal}</FormAlert>
    </div>
  );
}

function StockForm({ sku, write }: { sku: StaffSku; write: Write }) {
  const { t } = useTranslation();
  const { form, field, submitWith, refusal, done } = useStaffForm<StockFormValues, StockFormOutput>({
    resolver: keyedZodResolver(stockFormSchema),
    defaultValues: NO_STOCK_CHANGE,
    refusalFields: STOCK_FIELDS,
  });

  const onSubmit = submitWith(async (change) => {
    const answer = (await write.mutateAsync({ kind: 'stock', skuId: sku.id, change })) as { stock: number };
    form.reset(NO_STOCK_CHANGE);
    return t('staffCatalog.sku.adjusted', { count: answer.stock });
  });

  return (
    <SkuForm id={`sku-${sku.id}-adjust`} title={t('staffCatalog.sku.adjustTitle')} onSubmit={onSubmit} refusal={refusal} done={done}>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('staffCatalog.sku.change')}
          inputMode="text"
          autoComplete="off"
          required
          hint={t('staffCatalog.sku.changeHint')}
          {...field('change')}
        />
        <SelectField label={t('staffCatalog.sku.reason')} required {...field('reason')}>
          {STOCK_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`staffCatalog.reasons.${reason}`)}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <TextField label={t('staffCatalog.sku.note')} autoComplete="off" maxLength={300} {...field('note')} />
        </div>
      </div>
      <SubmitButton busy={form.formState.isSubmitting} label={t('staffCatalog.sku.adjust')} busyLabel={t('staffCatalog.saving')} />
    </SkuForm>
  );
}

/** A form of a SKU's panel, named by its small heading, its refusal and its notice under it. */
function SkuForm({
  id,
  title,
  onSubmit,
  refusal,
  done,
  children,
}: {
  id: string;
  title: string;
  onSubmit: () => void;
  refusal: string | null;
  done: string | null;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={id} className="space-y-3">
      <h4 id={id} className="text-sm font-bold text-ink">
        {title}
      </h4>
      <FormAlert>{refusal}</FormAlert>
      <FormAlert tone="success">{done}</FormAlert>
      {children}
    </form>
  );
}

function StockHistory({ sku }: { sku: StaffSku }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const history = useStockHistory(sku.id);
  let body;
  if (history.isPending) body = <Spinner label={t('common.loading')} />;
  else if (history.isError) body = <p className="text-sm">{t('staffCatalog.sku.historyError')}</p>;
  else if (history.data.length === 0) body = <p className="text-sm text-muted">{t('staffCatalog.sku.historyEmpty')}</p>;
  else
    body = (
      <ol
        aria-labelledby={`sku-${sku.id}-history`}
        className="max-h-96 divide-y divide-brand-100 overflow-y-auto rounded-xl border border-brand-100"
        tabIndex={0}
      >
        {history.data.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 px-3 py-2 text-sm">
            <span className={`font-semibold tabular-nums ${entry.change < 0 ? 'text-red-800' : 'text-green-900'}`}>{signedUnits(entry.change)}</span>
            <span>
              {t(`staffCatalog.reasons.${entry.reason}`, { defaultValue: entry.reason })} · {t('staffCatalog.sku.stockAfter', { count: entry.stockAfter })}
              {entry.note ? <span className="block break-words">{entry.note}</span> : null}
              <span className="block text-muted">
                <time dateTime={entry.at}>{showDateTime(entry.at, language)}</time> · <span className="break-all">{entry.actor}</span>
              </span>
            </span>
          </li>
        ))}
      </ol>
    );
  return (
    <div className="space-y-2">
      <h4 id={`sku-${sku.id}-history`} className="text-sm font-bold text-ink">
        {t('staffCatalog.sku.historyTitle')}
      </h4>
      {body}
    </div>
  );
}

/** One SKU: its prices, on sale or not, its stock with the adjustment form and the history. */
export function SkuPanel({ sku, productId, canWrite }: { sku: StaffSku; productId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const write = useCatalogWrite(productId);
  const option = language === 'th' ? sku.choiceNameTh : sku.choiceNameEn;
  const state = stockState(sku.stock);
  return (
    <section aria-labelledby={`sku-${sku.id}-title`} className="rounded-2xl border border-brand-100 bg-white p-4 md:p-5">
      <h3 id={`sku-${sku.id}-title`} className="text-base font-bold break-words text-ink">
        <span className="font-mono">{sku.skuCode}</span>
        {option ? ` · ${option}` : ''}
      </h3>
      <p className="mt-1 text-sm text-muted">
        {sku.specialPrice !== null
          ? t('staffCatalog.sku.nowSpecial', { price: showBaht(sku.price), special: showBaht(sku.specialPrice) })
          : t('staffCatalog.sku.now', { price: showBaht(sku.price) })}
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <SaleSwitch sku={sku} canWrite={canWrite} write={write} />
          <PriceForm sku={sku} canWrite={canWrite} write={write} />
        </div>
        <div className="min-w-0 space-y-6">
          <p className="text-sm">
            <span className="font-semibold">{t('staffCatalog.sku.inStock', { count: sku.stock })}</span>
            {state !== 'ok' ? (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t(`staffCatalog.stock.${state}`)}</span>
            ) : null}
          </p>
          {canWrite ? <StockForm sku={sku} write={write} /> : null}
          <StockHistory sku={sku} />
        </div>
      </div>
    </section>
  );
}
