import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { THAI_BANK_CODES, THAI_BANKS } from '@pawsook/shared/payments/thai-banks';
import { transferAccountBody } from '@pawsook/shared/schemas/transfer-account';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { useLanguage } from '../../../lib/use-language';
import { SelectField, TextField } from '../../../ui/form/text-fields';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { useFieldRefusal } from '../../back-office/hooks/use-field-refusal';
import type { TransferAccount, TransferAccountBody } from '../api/settings-calls';
import { useSaveTransferAccount, useTransferAccount } from '../api/settings-queries';
import { SectionWaiting, SettingsFormEnd } from './section-states';

type Field = keyof TransferAccountBody;
const FIELDS: readonly Field[] = ['bankCode', 'accountName', 'accountNumber', 'promptPayId'];
const EMPTY: TransferAccountBody = { bankCode: 'KBANK', accountName: '', accountNumber: '', promptPayId: '' };

function TransferAccountForm({ account }: { account: TransferAccount | null }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const errorText = useErrorText();
  const fieldRefusal = useFieldRefusal();
  const save = useSaveTransferAccount();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TransferAccountBody, unknown, TransferAccount>({ resolver: keyedZodResolver(transferAccountBody), values: account ?? EMPTY });

  const onSubmit = handleSubmit(async (body) => {
    setRefusal(null);
    setSaved(null);
    try {
      await save.mutateAsync(body);
      setSaved(t('staffSettings.transfer.saved'));
    } catch (error) {
      setRefusal(fieldRefusal(error, FIELDS, setError));
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="transfer-account-heading"
      className="mt-4 space-y-4 rounded-2xl border border-brand-100 bg-white p-4 md:p-5"
    >
      {account === null ? <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950">{t('staffSettings.transfer.missing')}</p> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField label={t('staffSettings.transfer.bank')} required registration={register('bankCode')} error={errorText(errors.bankCode?.message)}>
          {THAI_BANK_CODES.map((code) => (
            <option key={code} value={code}>
              {THAI_BANKS[code][lang]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('staffSettings.transfer.accountName')}
          autoComplete="off"
          required
          registration={register('accountName')}
          error={errorText(errors.accountName?.message)}
        />
        <TextField
          label={t('staffSettings.transfer.accountNumber')}
          inputMode="numeric"
          autoComplete="off"
          required
          registration={register('accountNumber')}
          hint={t('staffSettings.transfer.accountNumberHint')}
          error={errorText(errors.accountNumber?.message)}
        />
        <TextField
          label={t('staffSettings.transfer.promptPayId')}
          inputMode="numeric"
          autoComplete="off"
          required
          registration={register('promptPayId')}
          hint={t('staffSettings.transfer.promptPayIdHint')}
          error={errorText(errors.promptPayId?.message)}
        />
      </div>
      <SettingsFormEnd
        appliesNow={t('staffSettings.transfer.appliesNow')}
        saveLabel={t('staffSettings.transfer.save')}
        saving={isSubmitting}
        refusal={refusal}
        saved={saved}
      />
    </form>
  );
}

/** The shop's account for bank transfers: shown to members with a PromptPay QR of each order's amount. */
export function TransferAccountSection() {
  const { t } = useTranslation();
  const account = useTransferAccount();
  return (
    <section id="transfer-account" aria-labelledby="transfer-account-heading" className="scroll-mt-4">
      <h2 id="transfer-account-heading" className="text-xl font-bold text-ink">
        {t('staffSettings.transfer.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('staffSettings.transfer.text')}</p>
      {account.data ? (
        <TransferAccountForm account={account.data.account} />
      ) : (
        <div className="mt-4">
          <SectionWaiting query={account} />
        </div>
      )}
    </section>
  );
}
