import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import type { AddressKind, MemberAddress } from '../api/address-calls';
import { formatTaxId, regionLine } from '@pawsook/shared/address/address-text';

export function addressCardId(kind: AddressKind, id: number): string {
  return `address-${kind}-${id}`;
}

const actionClass =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed';

export interface AddressCardProps {
  kind: AddressKind;
  address: MemberAddress;
  busy: boolean;
  onEdit: (event: MouseEvent<HTMLButtonElement>) => void;
  onDelete: (event: MouseEvent<HTMLButtonElement>) => void;
  onSetDefault: () => void;
}

/**
 * One saved address: name, Default badge, phone, the address itself (and company and tax id for a
 * tax invoice), with edit, delete and set-as-default (disabled on the default: spec §4). The card
 * is named by its heading and the buttons are described by it, so "Edit" says whose address.
 */
export function AddressCard({ kind, address, busy, onEdit, onDelete, onSetDefault }: AddressCardProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = addressCardId(kind, address.id);
  const headingId = `${id}-name`;
  return (
    <article
      id={id}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-2xl border bg-white p-4 md:p-5 ${address.isDefault ? 'border-brand-300 ring-1 ring-brand-200' : 'border-stone-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 text-lg font-bold break-words text-ink">
          {address.name} {address.surname}
        </h3>
        {address.isDefault ? (
          <span className="shrink-0 rounded-full bg-brand-700 px-3 py-0.5 text-sm font-semibold text-white">{t('addresses.card.default')}</span>
        ) : null}
      </div>
      <dl className="mt-2 space-y-1 text-sm text-ink">
        {kind === 'receipt' && address.companyName ? (
          <div className="flex flex-wrap gap-x-1">
            <dt className="text-muted">{t('addresses.card.company')}:</dt>
            <dd className="break-words">{address.companyName}</dd>
          </div>
        ) : null}
        {kind === 'receipt' && address.taxPayerId ? (
          <div className="flex flex-wrap gap-x-1">
            <dt className="text-muted">{t('addresses.card.taxPayerId')}:</dt>
            <dd className="tabular-nums">{formatTaxId(address.taxPayerId)}</dd>
          </div>
        ) : null}
        {kind === 'receipt' && address.taxPayerId ? (
          <div className="flex flex-wrap gap-x-1">
            <dt className="text-muted">{t('addresses.card.office')}:</dt>
            <dd className="tabular-nums">{address.branchNo ? t('addresses.card.branch', { branchNo: address.branchNo }) : t('addresses.card.headOffice')}</dd>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-x-1">
          <dt className="text-muted">{t('addresses.card.phone')}:</dt>
          <dd>{address.phone}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('addresses.card.address')}</dt>
          <dd className="break-words">
            {address.address}
            <br />
            {regionLine(address, lang)}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <button
          type="button"
          onClick={onEdit}
          disabled={busy}
          aria-describedby={headingId}
          className={`${actionClass} border border-brand-700 text-brand-800 hover:bg-brand-50`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M4 20h4L19 9l-4-4L4 16v4ZM14 6l4 4" />
          </svg>
          {t('addresses.card.edit')}
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={busy}
          aria-describedby={headingId}
          className={`${actionClass} border border-stone-300 text-red-800 hover:border-red-700 hover:bg-red-50`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
          </svg>
          {t('addresses.card.delete')}
        </button>
        <button
          type="button"
          onClick={onSetDefault}
          disabled={busy || address.isDefault}
          aria-describedby={headingId}
          className={`${actionClass} text-accent-700 underline underline-offset-4 hover:bg-accent-50 disabled:text-stone-500 disabled:no-underline disabled:hover:bg-transparent`}
        >
          {t('addresses.card.setDefault')}
        </button>
      </div>
    </article>
  );
}
