import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBaht } from '@pawsook/shared/money/money';
import type { Language } from '../../../lib/preferences';
import type { StaffTaxDocument } from '../../back-office/api/tax-document-calls';
import { CardFacts } from '../../back-office/components/card-facts';
import { StaffCards } from '../../back-office/components/staff-cards';
import { StaffTable, tableCell } from '../../back-office/components/staff-table';
import { showCalendarDay } from '../../back-office/order-format';

const cell = tableCell.roomy;
const orderLink = 'font-semibold break-all text-brand-800 underline underline-offset-4 hover:text-brand-900';
const orderHref = (orderNo: string) => `/staff/orders/${encodeURIComponent(orderNo)}`;

interface ListProps {
  documents: StaffTaxDocument[];
  caption: string;
  language: Language;
}

function Kind({ document }: { document: StaffTaxDocument }) {
  const { t } = useTranslation();
  return (
    <>
      {t(`staffTaxDocuments.kind.${document.kind}`)}
      {document.invoiceNumber ? (
        <span className="block text-xs text-muted">{t('staffTaxDocuments.list.reduces', { number: document.invoiceNumber })}</span>
      ) : null}
    </>
  );
}

function Buyer({ document }: { document: StaffTaxDocument }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="break-words">{document.buyerName}</span>
      <span className="block text-xs text-muted tabular-nums">
        {document.buyerTaxId ? t('staffTaxDocuments.list.taxId', { taxId: document.buyerTaxId }) : t('staffTaxDocuments.list.noTaxId')}
        {document.buyerTaxId
          ? ` · ${document.buyerBranchNo ? t('staffTaxDocuments.list.branch', { branchNo: document.buyerBranchNo }) : t('staffTaxDocuments.list.headOffice')}`
          : null}
      </span>
    </>
  );
}

/** Wide screens: a row per document, in the order issued. */
export function TaxDocumentsTable({ documents, caption, language }: ListProps) {
  const { t } = useTranslation();
  const columns = [
    { label: t('staffTaxDocuments.list.number') },
    { label: t('staffTaxDocuments.list.kind') },
    { label: t('staffTaxDocuments.list.issuedOn') },
    { label: t('staffTaxDocuments.list.order') },
    { label: t('staffTaxDocuments.list.buyer') },
    { label: t('staffTaxDocuments.list.beforeVat'), numeric: true },
    { label: t('staffTaxDocuments.list.vat'), numeric: true },
    { label: t('staffTaxDocuments.list.total'), numeric: true },
  ];
  return (
    <StaffTable caption={caption} columns={columns}>
      {documents.map((document) => (
        <tr key={document.number} className="border-t border-brand-100">
          <th scope="row" className={`${cell} text-left font-semibold whitespace-nowrap tabular-nums`}>
            {document.number}
          </th>
          <td className={cell}>
            <Kind document={document} />
          </td>
          <td className={`${cell} whitespace-nowrap tabular-nums`}>
            <time dateTime={document.issuedOn}>{showCalendarDay(document.issuedOn, language)}</time>
          </td>
          <td className={`${cell} whitespace-nowrap`}>
            <Link to={orderHref(document.orderNo)} className={orderLink}>
              {document.orderNo}
            </Link>
          </td>
          <td className={`${cell} max-w-48`}>
            <Buyer document={document} />
          </td>
          <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{formatBaht(document.beforeVatSatang)}</td>
          <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{formatBaht(document.vatSatang)}</td>
          <td className={`${cell} text-right font-semibold whitespace-nowrap tabular-nums`}>{formatBaht(document.totalSatang)}</td>
        </tr>
      ))}
    </StaffTable>
  );
}

/** Narrow screens: a card per document, each figure named. */
export function TaxDocumentsCards({ documents, caption, language }: ListProps) {
  const { t } = useTranslation();
  return (
    <StaffCards caption={caption} items={documents} keyOf={(document) => document.number}>
      {(document) => (
        <>
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span className="font-semibold tabular-nums">{document.number}</span>
            <span className="font-semibold tabular-nums">{formatBaht(document.totalSatang)}</span>
          </p>
          <CardFacts
            className="mt-2 gap-y-1"
            facts={[
              { term: t('staffTaxDocuments.list.kind'), value: <Kind document={document} /> },
              {
                term: t('staffTaxDocuments.list.issuedOn'),
                value: <time dateTime={document.issuedOn}>{showCalendarDay(document.issuedOn, language)}</time>,
                className: 'tabular-nums',
              },
              {
                term: t('staffTaxDocuments.list.order'),
                value: (
                  <Link to={orderHref(document.orderNo)} className={`${orderLink} inline-flex min-h-11 items-center`}>
                    {document.orderNo}
                  </Link>
                ),
              },
              { term: t('staffTaxDocuments.list.buyer'), value: <Buyer document={document} /> },
              { term: t('staffTaxDocuments.list.beforeVat'), value: formatBaht(document.beforeVatSatang), className: 'tabular-nums' },
              { term: t('staffTaxDocuments.list.vat'), value: formatBaht(document.vatSatang), className: 'tabular-nums' },
            ]}
          />
        </>
      )}
    </StaffCards>
  );
}
