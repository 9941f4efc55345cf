import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import { downloadMonthTaxDocumentsCsv } from '../../back-office/api/tax-document-calls';
import { useMonthTaxDocuments } from '../../back-office/api/tax-document-queries';
import { EmptyListNote } from '../../back-office/components/empty-list-note';
import { FileDownloadButton } from '../../back-office/components/file-download-button';
import { QueryStates } from '../../back-office/components/query-states';
import { ResultsSection } from '../../back-office/components/results-section';
import { SellerDetailsNotSet } from '../../back-office/components/seller-details-missing';
import { StaffAreaPage } from '../../back-office/components/staff-area-page';
import { MonthPicker } from '../components/month-picker';
import { TaxDocumentsCards, TaxDocumentsTable } from '../components/tax-documents-list';
import { monthName, taxMonth } from '../tax-month';

function MonthDocuments() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const month = taxMonth(params.get('month'), new Date());
  const found = useMonthTaxDocuments(month);
  const count = found.data?.documents.length ?? 0;
  const named = monthName(month, language);
  const caption = t('staffTaxDocuments.list.caption', { count, month: named });

  return (
    <div className="space-y-4">
      {found.data && !found.data.sellerDetailsSet ? <SellerDetailsNotSet waiting={found.data.waitingForSellerDetails} /> : null}
      <MonthPicker key={month} month={month} onShow={(next) => setParams({ month: next })} />
      <ResultsSection
        id="tax-documents-results"
        title={found.data ? caption : t('staffTaxDocuments.list.resultsTitle', { month: named })}
        action={
          <FileDownloadButton
            label={t('staffTaxDocuments.csv.download')}
            more={named}
            fallbackName={`pawsook-tax-documents-${month}.csv`}
            fetchFile={() => downloadMonthTaxDocumentsCsv(month)}
          />
        }
      >
        <QueryStates
          query={found}
          isEmpty={(data) => data.documents.length === 0}
          empty={<EmptyListNote>{t('staffTaxDocuments.list.empty', { month: named })}</EmptyListNote>}
        >
          {(data) => (
            <>
              <TaxDocumentsTable documents={data.documents} caption={caption} language={language} />
              <TaxDocumentsCards documents={data.documents} caption={caption} language={language} />
            </>
          )}
        </QueryStates>
      </ResultsSection>
    </div>
  );
}

/** /staff/tax-documents?month=YYYY-MM: the invoices and credit notes issued in a month, and their CSV for the accountant (issue 41). */
export function TaxDocumentsRoute() {
  return (
    <StaffAreaPage area="taxDocuments" permission="orders.read">
      <MonthDocuments />
    </StaffAreaPage>
  );
}
