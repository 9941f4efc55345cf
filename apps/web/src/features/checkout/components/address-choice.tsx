import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Skeleton } from '../../../ui/skeleton';
import type { AddressKind, AddressPayload, MemberAddress } from '../../addresses/api/address-calls';
import { useAddressBook, useRefreshAddressBook } from '../../addresses/api/address-queries';
import { AddressFormDialog } from '../../addresses/components/address-form-dialog';
import type { ChosenAddress } from '../checkout-details';
import { AddressSummary, useShownAddress } from './chosen-address-card';
import { createOrderAddress } from '../api/details-calls';

export interface AddressChoiceProps {
  kind: AddressKind;
  /** the address chosen so far (already resolved against the book: see currentAddress) */
  chosen: ChosenAddress | null;
  onChoose: (address: ChosenAddress) => void;
}

const optionKey = (choice: ChosenAddress) => `${choice.origin}-${choice.id}`;

/**
 * One of step 2's addresses (cart spec §2 "Shipping-address form and picker list", §3 "Checkout
 * addresses"): the chosen one, a picker of the member's book (default first, with its badge) and
 * the form for a new one. A new address is the order's own copy; a delivery address can also go to
 * the book ("also add to my account", checked against the book's limit first).
 */
export function AddressChoice({ kind, chosen, onChoose }: AddressChoiceProps) {
  const { t } = useTranslation();
  const book = useAddressBook(kind);
  const refreshBook = useRefreshAddressBook();
  const shown = useShownAddress(chosen, book.data);
  const [picking, setPicking] = useState(false);
  const [adding, setAdding] = useState(false);
  const [pickedKey, setPickedKey] = useState<string | null>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const words = kind === 'shipping' ? 'checkout.details.shipping' : 'checkout.details.receipt';

  // the picker lists the book and, when one was typed in, this order's own address
  const options: ChosenAddress[] = [
    ...(chosen?.origin === 'order' ? [chosen] : []),
    ...(book.data ?? []).map((a): ChosenAddress => ({ origin: 'book', id: a.id })),
  ];

  async function addForOrder(payload: AddressPayload) {
    const id = await createOrderAddress(kind, payload);
    onChoose({ origin: 'order', id, payload });
    setAdding(false);
    toast.success(t('checkout.details.added'));
    if (payload.isAddToAccount) await refreshBook(kind);
  }

  if (book.isPending) return <Skeleton className="h-28 w-full" />;

  return (
    <div className="space-y-3">
      {shown ? (
        <div className="rounded-2xl border border-brand-200 bg-brand-50/40 p-4" data-testid={`chosen-${kind}-address`}>
          <AddressSummary
            kind={kind}
            shown={shown}
            headingId={headingId}
            badge={chosen?.origin === 'order' ? t('checkout.details.forThisOrder') : shown.isDefault ? t('addresses.card.default') : null}
          />
        </div>
      ) : (
        <p className="rounded-2xl border border-dashed border-stone-300 p-4 text-sm text-muted">{t(`${words}.empty`)}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {options.length > 1 ? (
          <Button
            ref={changeRef}
            variant="secondary"
            aria-describedby={shown ? headingId : undefined}
            onClick={() => {
              setPickedKey(chosen ? optionKey(chosen) : null);
              setPicking(true);
            }}
          >
            {t(`${words}.change`)}
          </Button>
        ) : null}
        <Button ref={addRef} variant="secondary" onClick={() => setAdding(true)}>
          {t(`${words}.add`)}
        </Button>
      </div>

      <Dialog
        open={picking}
        onOpenChange={setPicking}
        title={t(`${words}.pickTitle`)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPicking(false)}>
              {t('addresses.form.cancel')}
            </Button>
            <Button
              disabled={pickedKey === null}
              onClick={() => {
                const next = options.find((o) => optionKey(o) === pickedKey);
                if (next) onChoose(next);
                setPicking(false);
              }}
            >
              {t('checkout.details.use')}
            </Button>
          </>
        }
      >
        <AddressOptions
          kind={kind}
          name={`${kind}-address`}
          legend={t(`${words}.pickTitle`)}
          options={options}
          book={book.data ?? []}
          pickedKey={pickedKey}
          onPick={setPickedKey}
        />
      </Dialog>

      <AddressFormDialog
        open={adding}
        onOpenChange={setAdding}
        title={t(`${words}.addTitle`)}
        kind={kind}
        offerAddToAccount={kind === 'shipping'}
        submitLabel={t('checkout.details.use')}
        onSubmit={addForOrder}
        returnFocus={() => addRef.current}
      />
    </div>
  );
}

interface AddressOptionsProps {
  kind: AddressKind;
  name: string;
  legend: string;
  options: readonly ChosenAddress[];
  book: readonly MemberAddress[];
  pickedKey: string | null;
  onPick: (key: string) => void;
}

/** The picker list: one radio per address, the whole card is its label. */
function AddressOptions({ kind, name, legend, options, book, pickedKey, onPick }: AddressOptionsProps) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <ul className="space-y-2">
        {options.map((option) => (
          <AddressOption
            key={optionKey(option)}
            kind={kind}
            name={name}
            option={option}
            book={book}
            checked={pickedKey === optionKey(option)}
            onPick={() => onPick(optionKey(option))}
          />
        ))}
      </ul>
    </fieldset>
  );
}

function AddressOption({
  kind,
  name,
  option,
  book,
  checked,
  onPick,
}: {
  kind: AddressKind;
  name: string;
  option: ChosenAddress;
  book: readonly MemberAddress[];
  checked: boolean;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  const shown = useShownAddress(option, book);
  const id = useId();
  if (!shown) return null;
  return (
    <li>
      <label
        htmlFor={id}
        className={`flex cursor-pointer items-start gap-3 rounded-2xl border p-3 ${checked ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-300' : 'border-stone-200 hover:border-brand-300'}`}
      >
        <input id={id} type="radio" name={name} checked={checked} onChange={onPick} className="mt-1 size-5 shrink-0 accent-brand-700" />
        <AddressSummary
          kind={kind}
          shown={shown}
          badge={option.origin === 'order' ? t('checkout.details.forThisOrder') : shown.isDefault ? t('addresses.card.default') : null}
        />
      </label>
    </li>
  );
}
