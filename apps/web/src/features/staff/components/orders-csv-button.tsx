import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { downloadStaffOrdersCsv } from '../api/staff-calls';
import { filenameFromDisposition, saveBlob } from '../../../lib/file-download';
import { useRefusalText } from '../../back-office/hooks/use-refusal-text';
import type { OrdersBoardFilters } from '../../back-office/orders-board-params';
import { FormAlert } from '../../../ui/form/form-alert';

/** "Download CSV" of the board's filters: fetched with the staff token, then saved under the server's file name. */
export function OrdersCsvButton({ filters }: { filters: OrdersBoardFilters }) {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setRefusal(null);
    setSaved(null);
    try {
      const file = await downloadStaffOrdersCsv(filters);
      const name = filenameFromDisposition(file.disposition, 'pawsook-orders.csv');
      saveBlob(file.blob, name);
      setSaved(t('staff.orders.downloaded', { name }));
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <Button variant="secondary" disabled={busy} onClick={() => void download()}>
        {busy ? t('staff.orders.downloading') : t('staff.orders.download')}
      </Button>
      <FormAlert>{refusal}</FormAlert>
      <FormAlert tone="success">{saved}</FormAlert>
    </div>
  );
}
