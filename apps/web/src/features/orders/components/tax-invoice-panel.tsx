import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTaxId } from '@pawsook/shared/address/address-text';
import { formatBaht } from '@pawsook/shared/money/money';
import { isApiError } from '../../../lib/api-error';
import { saveBlob } from '../../../lib/file-download';
import { messageText } from '../../../lib/forms/keyed-resolver';
import { useLanguage } from '../../../lib/use-language';
import { useUnexpectedError } from '../../../lib/use-unexpected-error';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form/form-alert';
import { RadioCard } from '../../../ui/radio-card';
import { Spinner } from '../../../ui/spinner';
import { fetchTaxDocumentPdf, type ReceiptBookAddress, type TaxDocumentSummary } from '../api/tax-document-calls';
import { useMemberTaxDocuments, useReceiptBook, useRequestTaxInvoice } from '../api/tax-document-queries';
import { formatCalendarDay } from '../order-format';
import { documentsOf, firstChoice, taxInvoiceOffer } from '../tax-invoice-panel-state';
import { OrderSection } from './fact-list';

const ADDRESS_BOOK_PATH = '/user/account/address';

/** A refusal the server names by key, in the page's language; its own sentence as it came; a plain "not possible" for a key the app does not know. */
function useRefusalText() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (keyOrText: string) => {
    const text = messageText(language, keyOrText);
    return text && text !== keyOrText ? text : /^[\w-]+(\.[\w-]+)+$/.test(keyOrText) ? t('orders.taxDocuments.cannotRequest') : keyOrText;
  };
}

/** Why a call failed, in words for the panel; null when the shop's own rule already said it (no connection, System Error, signed out). */
function useFailureText() {
  const { t } = useTranslation();
  const unexpected = useUnexpectedError();
  const refusalText = useRefusalText();
  return (error: unknown): string | null => {
    if (isApiError(error) && error.kind === 'not-found') return t('orders.taxDocuments.notFound');
    if (isApiError(error) && error.kind === 'bad-request') return refusalText(error.message);
    return unexpected(error) ? null : t('orders.taxDocuments.failed');
  };
}

function DocumentRow({ orderId, document }: { orderId: number; document: TaxDocumentSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      saveBlob(await fetchTaxDocumentPdf(orderId, document.number), `${document.number}.pdf`);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="flex flex-col gap-3 border-t border-brand-100 pt-3 first:border-t-0 first:pt-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-all text-ink">
          {t(document.kind === 'invoice' ? 'orders.taxDocuments.invoice' : 'orders.taxDocuments.creditNote')}{' '}
          <span className="tabular-nums">{document.number}</span>
        </p>
        <p className="text-sm text-muted">
          {t('orders.taxDocuments.issuedOn', { date: formatCalendarDay(document.issuedOn, language) })} ·{' '}
          {t('orders.taxDocuments.total', { amount: formatBaht(document.totalSatang) })}
        </p>
        {document.reason ? <p className="text-sm break-words text-muted">{t('orders.taxDocuments.reason', { reason: document.reason })}</p> : null}
        <div className="mt-2 empty:hidden">
          <FormAlert>{failure}</FormAlert>
        </div>
      </div>
      <Button variant="secondary" className="shrink-0" disabled={busy} aria-busy={busy} onClick={() => void download()}>
        {busy ? t('orders.taxDocuments.downloading') : t('orders.taxDocuments.download')}
        <span className="sr-only"> {document.number}</span>
      </Button>
    </li>
  );
}

function BookAddress({ address }: { address: ReceiptBookAddress }) {
  const { t } = useTranslation();
  return (
    <span className="block text-sm text-ink">
      <span className="block font-semibold break-words">{address.companyName || `${address.name} ${address.surname}`}</span>
      <span className="block tabular-nums">
        {t('orders.detail.taxPayerId')} {formatTaxId(address.taxPayerId)}
        {' · '}
        {address.branchNo ? t('orders.taxDocuments.branch', { branchNo: address.branchNo }) : t('orders.taxDocuments.headOffice')}
      </span>
      <span className="block break-words text-muted">
        {address.address} {address.subDistrictDesc} {address.districtDesc} {address.provinceDesc} {address.postelCode}
      </span>
    </span>
  );
}

/** Asking for the invoice: with a choice of the member's tax-invoice addresses when the order has none. */
function RequestForm({ orderId, pickAddress }: { orderId: number; pickAddress: boolean }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const book = useReceiptBook(pickAddress);
  const request = useRequestTaxInvoice(orderId);
  const [chosen, setChosen] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const addressId = chosen ?? (book.data ? firstChoice(book.data) : null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    try {
      await request.mutateAsync(pickAddress ? addressId : null);
    } catch (error) {
      setFailure(failureText(error));
    }
  }

  if (pickAddress && book.isPending) return <Spinner label={t('common.loading')} />;
  if (pickAddress && (book.data?.length ?? 0) === 0) {
    return (
      <p className="text-sm text-ink">
        {t('orders.taxDocuments.noBook')}{' '}
        <Link to={ADDRESS_BOOK_PATH} className="font-semibold text-brand-800 underline underline-offset-4">
          {t('orders.taxDocuments.addAddress')}
        </Link>
      </p>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3" aria-labelledby="order-tax-invoice">
      <p className="text-sm text-ink">{t('orders.taxDocuments.canRequest')}</p>
      {pickAddress && book.data ? (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">{t('orders.taxDocuments.chooseAddress')}</legend>
          <div className="relative grid gap-2 md:grid-cols-2">
            {book.data.map((address) => (
              <RadioCard
                key={address.id}
                id={`tax-invoice-address-${address.id}`}
                name="receiptAddressId"
                value={address.id}
                checked={addressId === address.id}
                onChange={() => setChosen(address.id)}
                className="block h-full border-brand-100 p-3"
              >
                <BookAddress address={address} />
              </RadioCard>
            ))}
          </div>
        </fieldset>
      ) : null}
      <Button type="submit" disabled={request.isPending} aria-busy={request.isPending}>
        {request.isPending ? t('orders.taxDocuments.requesting') : t('orders.taxDocuments.request')}
      </Button>
      <FormAlert>{failure}</FormAlert>
    </form>
  );
}

/**
 * The order's tax invoice and credit notes (issue 41): each as a PDF to download, the invoice to
 * ask for while the rules allow it, or why it cannot be asked for any more.
 */
export function TaxInvoicePanel({ orderId, className = '' }: { orderId: number; className?: string }) {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const documents = useMemberTaxDocuments(orderId);

  let body;
  if (documents.isPending) body = <Spinner label={t('common.loading')} />;
  else if (!documents.data) body = <p className="text-sm text-muted">{t('orders.taxDocuments.loadFailed')}</p>;
  else {
    const offer = taxInvoiceOffer(documents.data);
    const issued = documentsOf(documents.data);
    body = (
      <div className="space-y-4">
        {issued.length > 0 ? (
          <ul className="space-y-3">
            {issued.map((document) => (
              <DocumentRow key={document.number} orderId={orderId} document={document} />
            ))}
          </ul>
        ) : null}
        {offer.kind === 'request' ? <RequestForm orderId={orderId} pickAddress={offer.pickAddress} /> : null}
        {offer.kind === 'refused' ? <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950">{refusalText(offer.refusal)}</p> : null}
        {offer.kind === 'none' && issued.length === 0 ? <p className="text-sm text-muted">{t('orders.taxDocuments.none')}</p> : null}
      </div>
    );
  }

  return (
    <OrderSection id="order-tax-invoice" title={t('orders.taxDocuments.title')} className={className}>
      {body}
    </OrderSection>
  );
}
