import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertDialog } from '../../../ui/alert-dialog';
import { Button, buttonClass } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Skeleton } from '../../../ui/skeleton';
import { StatusMessage } from '../../../ui/status-message';
import { useAddressBook } from '../../addresses/api/address-queries';
import { CheckboxField } from '../../addresses/components/address-fields';
import { useMemberCart } from '../api/cart-queries';
import { buyState, groupFor, resolveChoice, type CartGroup } from '../cart-rules';
import { CHECKOUT_PATH, checkoutSearch } from '../checkout-step';
import { readChosenGroup } from '../chosen-group';
import { CartLines } from '../components/cart-lines';
import { OrderSummary } from '../components/order-summary';
import { AddressChoice } from './address-choice';
import { currentAddress, detailsProblem, type ChosenAddress, type DetailsProblem } from './checkout-details';
import { PaymentChannelChoice } from './payment-channel-section';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm md:p-5">
      <h2 id={id} className="mb-3 text-lg font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const backToCart = { pathname: CHECKOUT_PATH, search: checkoutSearch(1) };

/**
 * Step 2 (cart spec §2 "Step 2, order details"): the chosen group's products, the delivery address
 * (a donation goes to its place), the tax-invoice option, the payment channel and the totals.
 * Creating the order and paying come with the orders release: the button checks what §5 "Step 2
 * buy requires" and then says so.
 */
export function DetailsStep() {
  const { t } = useTranslation();
  const cart = useMemberCart();
  const shippingBook = useAddressBook('shipping');
  const receiptBook = useAddressBook('receipt');
  const [pickedShipping, setPickedShipping] = useState<ChosenAddress | null>(null);
  const [receiptNeed, setReceiptNeed] = useState(false);
  const [receiptSame, setReceiptSame] = useState(true);
  const [pickedReceipt, setPickedReceipt] = useState<ChosenAddress | null>(null);
  const [paymentChannelId, setPaymentChannelId] = useState<number | null>(null);
  const [problem, setProblem] = useState<DetailsProblem | null>(null);
  const [ready, setReady] = useState(false);

  if (cart.isPending) {
    return (
      <div className="space-y-4" aria-hidden="true">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  const groups = cart.data?.cart;
  if (!groups) {
    return (
      <StatusMessage
        title={t('cart.loadError')}
        action={
          <Button variant="secondary" onClick={() => void cart.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  const choice = resolveChoice(groups, readChosenGroup());
  const group: CartGroup | null = groupFor(groups, choice);
  const buy = buyState(groups, choice);
  if (!group || !buy.canBuy) {
    // the cart changed since step 1 (another tab, stock): back to the cart, which says what is wrong
    return (
      <StatusMessage
        title={t('cart.details.cartChanged')}
        action={
          <Link to={backToCart} className={buttonClass('primary')}>
            {t('cart.details.backToCart')}
          </Link>
        }
      >
        {t('cart.details.cartChangedText')}
      </StatusMessage>
    );
  }

  const donation = 'donationId' in group ? group : null;
  const shipping = donation ? null : currentAddress(pickedShipping, shippingBook.data);
  const receipt = currentAddress(pickedReceipt, receiptBook.data);
  const groupTitle = donation ? t('cart.group.donation', { place: donation.donationPlace }) : t('cart.group.general');

  function placeOrder() {
    const missing = detailsProblem({ isDonation: donation !== null, shipping, receiptNeed, receiptSame, receipt, paymentChannelId });
    if (missing) setProblem(missing);
    else setReady(true);
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-4">
        <Section title={t('cart.details.products')}>
          <p className="mb-2 text-sm text-muted">{groupTitle}</p>
          <CartLines lines={group.products} donationId={donation?.donationId ?? null} caption={groupTitle} readOnly />
          <Link to={backToCart} className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-4">
            {t('cart.details.editCart')}
          </Link>
        </Section>

        <Section title={t('cart.details.shipping.title')}>
          {donation ? (
            <div className="rounded-2xl border border-brand-200 bg-brand-50/40 p-4 text-sm text-ink" data-testid="donation-address">
              <p className="text-base font-bold break-words">{donation.receiveName || donation.donationPlace}</p>
              <p className="break-words">{donation.donationPlace}</p>
              {donation.contact ? <p>{donation.contact}</p> : null}
              <p className="break-words">
                {[donation.address, donation.subDistrict, donation.district, donation.province, donation.postelCode].filter(Boolean).join(' ')}
              </p>
              <p className="mt-2 text-muted">{t('cart.details.shipping.donation')}</p>
            </div>
          ) : (
            <AddressChoice kind="shipping" chosen={shipping} onChoose={setPickedShipping} />
          )}
          <div className="mt-4 border-t border-brand-100 pt-4">
            <CheckboxField name="receiptNeed" label={t('cart.details.receipt.need')} checked={receiptNeed} onChange={setReceiptNeed} />
            {receiptNeed ? (
              <div className="mt-3 space-y-3">
                {!donation ? (
                  <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
                    <legend className="mb-1 text-sm font-semibold text-ink">{t('cart.details.receipt.title')}</legend>
                    <RadioChoice name="receiptSame" checked={receiptSame} onChange={() => setReceiptSame(true)} label={t('cart.details.receipt.same')} />
                    <RadioChoice name="receiptSame" checked={!receiptSame} onChange={() => setReceiptSame(false)} label={t('cart.details.receipt.other')} />
                  </fieldset>
                ) : null}
                {donation || !receiptSame ? <AddressChoice kind="receipt" chosen={receipt} onChoose={setPickedReceipt} /> : null}
              </div>
            ) : null}
          </div>
        </Section>

        <Section title={t('cart.details.payment.title')}>
          <PaymentChannelChoice chosen={paymentChannelId} onChoose={setPaymentChannelId} />
        </Section>
      </div>

      <OrderSummary
        group={group}
        groupTitle={groupTitle}
        canBuy
        block={null}
        checking={false}
        onBuy={placeOrder}
        buyLabel={t('cart.details.placeOrder')}
      />

      <AlertDialog
        open={problem !== null}
        onOpenChange={(open) => {
          if (!open) setProblem(null);
        }}
        title={t('cart.details.missingTitle')}
        message={problem ? t(`cart.details.missing.${problem}`) : ''}
        actionLabel={t('cart.buy.ok')}
        tone="info"
      />
      <Dialog
        open={ready}
        onOpenChange={setReady}
        title={t('cart.details.notYet.title')}
        description={t('cart.details.notYet.text')}
        footer={
          <Button onClick={() => setReady(false)}>{t('cart.buy.ok')}</Button>
        }
      />
    </div>
  );
}

function RadioChoice({ name, checked, onChange, label }: { name: string; checked: boolean; onChange: () => void; label: string }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-ink">
      <input type="radio" name={name} checked={checked} onChange={onChange} className="size-5 accent-brand-700" />
      {label}
    </label>
  );
}
