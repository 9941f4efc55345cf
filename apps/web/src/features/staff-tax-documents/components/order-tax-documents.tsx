import { useTranslation } from 'react-i18next';
import { formatBaht } from '@pawsook/shared/money/money';
import { useLanguage } from '../../../lib/use-language';
import { downloadTaxDocumentPdf, type TaxDocumentSummary } from '../../back-office/api/tax-document-calls';
import { useOrderTaxDocuments } from '../../back-office/api/tax-document-queries';
import { FileDownloadButton } from '../../back-office/components/file-download-button';
import { Panel } from '../../back-office/components/panel';
import { QueryStates } from '../../back-office/components/query-states';
import { SellerDetailsMissing } from '../../back-office/components/seller-details-missing';
import { showCalendarDay } from '../../back-office/order-format';

function DocumentRow({ document }: { document: TaxDocumentSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-t border-brand-100 pt-3 first:border-t-0 first:pt-0">
      <div className="min-w-0 text-sm">
        <p className="font-semibold break-all text-ink">
          {t(document.kind === 'invoice' ? 'staffTaxDocuments.order.invoice' : 'staffTaxDocuments.order.creditNote', { number: document.number })}
        </p>
        <p className="text-muted">
          {t('staffTaxDocuments.order.issuedOn', { date: showCalendarDay(document.issuedOn, language) })} ·{' '}
          {t('staffTaxDocuments.order.total', { amount: formatBaht(document.totalSatang) })}
        </p>
        {document.reason ? <p className="break-words text-muted">{t('staffTaxDocuments.order.reason', { reason: document.reason })}</p> : null}
      </div>
      <FileDownloadButton
        label={t('staffTaxDocuments.order.pdf')}
        more={document.number}
        fallbackName={`${document.number}.pdf`}
        fetchFile={() => downloadTaxDocumentPdf(document.number)}
      />
    </li>
  );
}

/** An order's tax invoice and credit notes on its back-office page, each with its PDF (issue 41). */
export function OrderTaxDocuments({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const documents = useOrderTaxDocuments(orderId);
  return (
    <Panel id="order-tax-documents" title={t('staffTaxDocuments.order.title')}>
      <QueryStates
        query={documents}
        isEmpty={(data) => data.invoice === null && data.creditNotes.length === 0}
        empty={
          <div className="space-y-3">
            <p className="text-sm text-muted">{t('staffTaxDocuments.order.none')}</p>
            <SellerDetailsMissing />
          </div>
        }
      >
        {(data) => (
          <ul className="space-y-3">
            {data.invoice ? <DocumentRow document={data.invoice} /> : null}
            {data.creditNotes.map((note) => (
              <DocumentRow key={note.number} document={note} />
            ))}
          </ul>
        )}
      </QueryStates>
    </Panel>
  );
}
