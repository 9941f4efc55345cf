import { useTranslation } from 'react-i18next';
import { FileDownloadButton } from '../../back-office/components/file-download-button';
import type { OrdersBoardFilters } from '../../back-office/orders-board-params';
import { downloadStaffOrdersCsv } from '../api/staff-calls';

/** "Download CSV" of the board's filters: fetched with the staff token, then saved under the server's file name. */
export function OrdersCsvButton({ filters }: { filters: OrdersBoardFilters }) {
  const { t } = useTranslation();
  return (
    <FileDownloadButton
      label={t('staff.orders.download')}
      busyLabel={t('staff.orders.downloading')}
      fallbackName="pawsook-orders.csv"
      fetchFile={() => downloadStaffOrdersCsv(filters)}
      savedText={(name) => t('staff.orders.downloaded', { name })}
    />
  );
}
