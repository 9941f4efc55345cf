import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { MAX_ADDRESSES_PER_BOOK } from '@pawsook/shared/schemas/addresses';
import { isApiError } from '../../../lib/api-error';
import { buttonClass } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { LoadFailed } from '../../../ui/load-failed';
import {
  createAddress,
  deleteAddress,
  setDefaultAddress,
  updateAddress,
  type AddressKind,
  type AddressPayload,
  type MemberAddress,
} from '../api/address-calls';
import { useAddressBook, useRefreshAddressBook } from '../api/address-queries';
import { addressToFormValues } from '../forms/address-form-schema';
import { useUnexpectedError } from '../../../lib/use-unexpected-error';
import { notifySuccess } from '../notify';
import { AddressCard, addressCardId } from './address-card';
import { AddressFormDialog } from './address-form-dialog';
import { DeleteAddressDialog } from './delete-address-dialog';

type Editor = { mode: 'add' } | { mode: 'edit'; address: MemberAddress };

/** The texts that differ between the two books (literal keys, so the catalog test sees them). */
function useBookTexts(kind: AddressKind) {
  const { t } = useTranslation();
  return kind === 'shipping'
    ? {
        title: t('addresses.shipping.title'),
        add: t('addresses.shipping.add'),
        addTitle: t('addresses.shipping.addTitle'),
        editTitle: t('addresses.shipping.editTitle'),
        empty: t('addresses.shipping.empty'),
      }
    : {
        title: t('addresses.receipt.title'),
        add: t('addresses.receipt.add'),
        addTitle: t('addresses.receipt.addTitle'),
        editTitle: t('addresses.receipt.editTitle'),
        empty: t('addresses.receipt.empty'),
      };
}

/**
 * One address book on the account page (spec §2, §4): its cards, default first; add (hidden at
 * 5), edit, delete and set-as-default; the form in a modal; "saved" and "deleted" toasts that
 * close after 2.5 s; the list refetched after every change.
 */
export function AddressBookSection({ kind }: { kind: AddressKind }) {
  const { t } = useTranslation();
  const texts = useBookTexts(kind);
  const book = useAddressBook(kind);
  const refresh = useRefreshAddressBook();
  const unexpected = useUnexpectedError();
  const [editor, setEditor] = useState<Editor | null>(null);
  const [deleting, setDeleting] = useState<MemberAddress | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  /** the button that opened the dialog, to go back to if it is still there */
  const openerRef = useRef<HTMLElement | null>(null);

  const focusAfterRefresh = useRef<number | null>(null);
  useEffect(() => {
    const id = focusAfterRefresh.current;
    if (id === null || !book.data) return;
    focusAfterRefresh.current = null;
    document.getElementById(addressCardId(kind, id))?.focus();
  }, [book.data, kind]);

  const addresses = book.data ?? [];
  const full = addresses.length >= MAX_ADDRESSES_PER_BOOK;
  const headingId = `addresses-${kind}-title`;

  const backToOpener = () => {
    const opener = openerRef.current;
    if (opener?.isConnected && !(opener as HTMLButtonElement).disabled) return opener;
    return addButtonRef.current ?? headingRef.current;
  };

  function open(next: Editor, event: MouseEvent<HTMLButtonElement>) {
    openerRef.current = event.currentTarget;
    setEditor(next);
  }

  async function save(payload: AddressPayload) {
    if (!editor) return;
    if (editor.mode === 'edit') await updateAddress(kind, editor.address.id, payload);
    else await createAddress(kind, payload);
    await refresh(kind);
    setEditor(null);
    notifySuccess(editor.mode === 'edit' ? t('addresses.toast.saved') : t('addresses.toast.added'));
  }

  async function makeDefault(address: MemberAddress) {
    setBusyId(address.id);
    try {
      await setDefaultAddress(kind, address.id);
      // the card moves to the top and its button is now disabled: keep the shopper on the card
      focusAfterRefresh.current = address.id;
      await refresh(kind);
      notifySuccess(t('addresses.toast.defaultChanged'));
    } catch (error) {
      if (!unexpected(error) && isApiError(error)) toast.error(error.message);
    } finally {
      setBusyId(null);
    }
  }

  async function remove(address: MemberAddress) {
    await deleteAddress(kind, address.id);
    await refresh(kind);
    notifySuccess(t('addresses.toast.deleted'));
  }

  let body;
  if (book.isPending) {
    body = (
      <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  } else if (book.isError && !book.data) {
    body = <LoadFailed onRetry={() => void book.refetch()} />;
  } else if (addresses.length === 0) {
    body = <p className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-4 py-8 text-center text-muted">{texts.empty}</p>;
  } else {
    body = (
      <ul className="grid gap-4 lg:grid-cols-2">
        {addresses.map((address) => (
          <li key={address.id}>
            <AddressCard
              kind={kind}
              address={address}
              busy={busyId !== null}
              onEdit={(event) => open({ mode: 'edit', address }, event)}
              onDelete={(event) => {
                openerRef.current = event.currentTarget;
                setDeleting(address);
              }}
              onSetDefault={() => void makeDefault(address)}
            />
          </li>
        ))}
      </ul>
    );
  }

  const editing = editor?.mode === 'edit' ? editor.address : null;
  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-brand-100 bg-cream/60 p-4 md:p-6">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-brand-900">
            {texts.title}
          </h2>
          {book.data ? <p className="text-sm text-muted">{t('addresses.count', { count: addresses.length, max: MAX_ADDRESSES_PER_BOOK })}</p> : null}
        </div>
        {book.data && !full ? (
          <button ref={addButtonRef} type="button" onClick={(event) => open({ mode: 'add' }, event)} className={buttonClass('primary', 'w-full sm:w-auto')}>
            <span aria-hidden="true" className="text-lg leading-none">
              +
            </span>
            {texts.add}
          </button>
        ) : null}
      </div>
      {full ? <p className="mb-4 rounded-xl bg-white px-4 py-3 text-sm text-muted">{t('addresses.limitReached', { max: MAX_ADDRESSES_PER_BOOK })}</p> : null}
      {body}

      <AddressFormDialog
        open={editor !== null}
        onOpenChange={(next) => {
          if (!next) setEditor(null);
        }}
        title={editing ? texts.editTitle : texts.addTitle}
        kind={kind}
        initialValues={editing ? addressToFormValues(editing) : undefined}
        defaultChoice={editing ? (editing.isDefault ? 'current' : 'free') : addresses.length === 0 ? 'first' : 'free'}
        onSubmit={save}
        returnFocus={backToOpener}
      />
      <DeleteAddressDialog address={deleting} onClose={() => setDeleting(null)} onConfirm={remove} returnFocus={backToOpener} />
    </section>
  );
}
