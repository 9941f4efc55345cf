import { useTranslation } from 'react-i18next';
import { THAI_BANK_CODES, THAI_BANKS } from '@pawsook/shared/payments/thai-banks';
import { transferAccountBody } from '@pawsook/shared/schemas/transfer-account';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { useLanguage } from '../../../lib/use-language';
import { SelectField, TextField } from '../../../ui/form/text-fields';
import { wholeInput } from '../../back-office/forms/input-kinds';
import { useStaffForm } from '../../back-office/hooks/use-staff-form';
import type { TransferAccount, TransferAccountBody } from '../api/settings-calls';
import { useSaveTransferAccount, useTransferAccount } from '../api/settings-queries';
import { SettingsFormEnd } from './section-states';
import { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-section';

const FIELDS: readonly (keyof TransferAccountBody)[] = ['bankCode', 'accountName', 'accountNumber', 'promptPayId'];
const EMPTY: TransferAccountBody = { bankCode: 'KBANK', accountName: '', accountNumber: '', promptPayId: '' };

function TransferAccountForm({ account }: { account: TransferAccount | null }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const save = useSaveTransferAccount();
  const { form, field, submitWith, refusal, done } = useStaffForm<TransferAccountBody, TransferAccount>({
    resolver: keyedZodResolver(transferAccountBody),
    values: account ?? EMPTY,
    refusalFields: FIELDS,
  });

  const onSubmit = submitWith(async (body) => {
    await save.mutateAsync(body);
    return t('staffSettings.transfer.saved');
  });

  return (
    <SettingsForm labelledBy="transfer-account-heading" onSubmit={onSubmit}>
      {account === null ? <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950">{t('staffSettings.transfer.missing')}</p> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField label={t('staffSettings.transfer.bank')} required {...field('bankCode')}>
          {THAI_BANK_CODES.map((code) => (
            <option key={code} value={code}>
              {THAI_BANKS[code][lang]}
            </option>
          ))}
        </SelectField>
        <TextField label={t('staffSettings.transfer.accountName')} autoComplete="off" required {...field('accountName')} />
        <TextField
          label={t('staffSettings.transfer.accountNumber')}
          {...wholeInput}
          required
          hint={t('staffSettings.transfer.accountNumberHint')}
          {...field('accountNumber')}
        />
        <TextField
          label={t('staffSettings.transfer.promptPayId')}
          {...wholeInput}
          required
          hint={t('staffSettings.transfer.promptPayIdHint')}
          {...field('promptPayId')}
        />
      </div>
      <SettingsFormEnd
        appliesNow={t('staffSettings.transfer.appliesNow')}
        saveLabel={t('staffSettings.transfer.save')}
        saving={form.formState.isSubmitting}
        refusal={refusal}
        saved={done}
      />
    </SettingsForm>
  );
}

/** The shop's account for bank transfers: shown to members with a PromptPay QR of each order's amount. */
export function TransferAccountSection() {
  const { t } = useTranslation();
  const account = useTransferAccount();
  return (
    <SettingsSection id="transfer-account" title={t('staffSettings.transfer.title')} text={t('staffSettings.transfer.text')} query={account}>
      {(data) => <TransferAccountForm account={data.account} />}
    </SettingsSection>
  );
}
