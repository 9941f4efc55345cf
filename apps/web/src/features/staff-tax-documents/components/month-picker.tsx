import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { textControlClass } from '../../../ui/form/control-class';

/** Which month to list: a month field and Show (the month goes into the address, so it can be shared and kept). */
export function MonthPicker({ month, onShow }: { month: string; onShow: (month: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(month);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (value) onShow(value);
  }

  return (
    <form role="search" aria-label={t('staffTaxDocuments.month.formLabel')} onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="tax-month" className="mb-1 block text-sm font-semibold text-ink">
          {t('staffTaxDocuments.month.label')}
        </label>
        <input
          id="tax-month"
          name="month"
          type="month"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className={`${textControlClass} w-auto`}
        />
      </div>
      <Button type="submit" variant="secondary">
        {t('staffTaxDocuments.month.show')}
      </Button>
    </form>
  );
}
