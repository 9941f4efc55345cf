import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { AlertDialog } from '../../../ui/alert-dialog';
import { buttonClass } from '../../../ui/button';
import { StatusMessage } from '../../../ui/status-message';
import { LoadFailed } from '../../../ui/load-failed';
import { useAddressBook } from '../../addresses/api/address-queries';
import { useMemberCart } from '../../cart/api/cart-queries';
import { buyState, groupFor, resolveChoice, type CartGroup } from '../../cart/cart-rules';
import { CHECKOUT_PATH, checkoutSearch } from '../../cart/checkout-step';
import { readChosenGroup } from '../../cart/chosen-group';
import { CartLines } from '../../cart/components/cart-lines';
import { StepPlaceholder } from '../../cart/components/step-placeholder';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { AddressChoice } from './address-choice';
import {
  currentAddress,
  detailsProblem,
  EMPTY_INVOICE_FIELDS,
  invoiceFieldErrors,
  type ChosenAddress,
  type DetailsProblem,
  type InvoiceFields,
} from '../checkout-details';
import { CheckoutSummary } from './checkout-summary';
import { checkoutTotals, coinOrderPrice } from '../checkout-totals';
import { CoinDiscountBox } from './coin-discount-box';
import { InvoiceFieldsInputs } from './invoice-fields';
import { isSpentDetailsStep, readOrderedGroup } from '../../cart/ordered-group';
import type { OrderAnswer } from '../order-answer';
import { PaymentChannelChoice } from './payment-channel-section';
import { PromoCodeBox } from './promo-code-box';
import { useCheckoutDiscounts } from '../hooks/use-checkout-discounts';
import { usePlaceOrder, type HandOverPlacedOrder, type PlaceOrderOutcome } from '../hooks/use-place-order';

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

/** What stopped the order after it was sent: the server's refusal (OK goes to its step), or any other failure. */
type OrderProblem = Extract<OrderAnswer, { kind: 'refused' }> | { kind: 'failed' };

/**
 * Step 2 (cart spec §2 "Step 2, order details"): the chosen group's products, the delivery address
 * (a donation goes to its place), the tax-invoice option, the payment channel, and the side panel
 * with the promo code, the coin discount and the totals. The button checks what §5 "Step 2 buy
 * requires", then places the order and goes to step 3.
 */
export function DetailsStep({ handOver }: { handOver: HandOverPlacedOrder }) {
  const { t } = useTranslation();
  const cart = useMemberCart();
  const shippingBook = useAddressBook('shipping');
  const receiptBook = useAddressBook('receipt');
  const [pickedShipping, setPickedShipping] = useState<ChosenAddress | null>(null);
  const [receiptNeed, setReceiptNeed] = useState(false);
  const [receiptSame, setReceiptSame] = useState(true);
  const [pickedReceipt, setPickedReceipt] = useState<ChosenAddress | null>(null);
  const [paymentChannelId, setPaymentChannelId] = useState<number | null>(null);
  const [invoice, setInvoice] = useState<InvoiceFields>(EMPTY_INVOICE_FIELDS);
  const [invoiceErrors, setInvoiceErrors] = useState<Partial<Record<keyof InvoiceFields, string>>>({});
  const taxPayerIdRef = useRef<HTMLInputElement>(null);
  const branchNoRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<DetailsProblem | null>(null);
  const [orderProblem, setOrderProblem] = useState<OrderProblem | null>(null);
  const checkoutDiscounts = useCheckoutDiscounts();
  const placing = usePlaceOrder(handOver);
  const navigate = useNavigate();

  if (cart.isPending) return <StepPlaceholder />;
  const groups = cart.data?.cart;
  if (!groups) {
    return <LoadFailed title={t('cart.loadError')} onRetry={() => void cart.refetch()} withText={false} />;
  }

  const chosen = readChosenGroup();
  const choice = resolveChoice(groups, chosen);
  const group: CartGroup | null = groupFor(groups, choice);
  const buy = buyState(groups, choice);
  // this very step placed the order: while step 3 is on its way (its code may still be loading), the
  // cart read again without the group bought is no news to the shopper
  if (placing.placedOrPlacing && (!group || !buy.canBuy)) return <StepPlaceholder />;
  // shown again by the browser's history after its group was ordered (Back from step 3): nothing
  // changed behind the shopper's back, the step is spent; on to the cart, without a warning
  if (isSpentDetailsStep({ chosen, resolved: choice, canBuy: group !== null && buy.canBuy, ordered: readOrderedGroup() })) {
    return <Navigate replace to={backToCart} />;
  }
  if (!group || !buy.canBuy) {
    // the cart changed since step 1 (another tab, stock): back to the cart, which says what is wrong
    return (
      <StatusMessage
        title={t('checkout.details.cartChanged')}
        action={
          <Link to={backToCart} className={buttonClass('primary')}>
            {t('checkout.details.backToCart')}
          </Link>
        }
      >
        {t('checkout.details.cartChangedText')}
      </StatusMessage>
    );
  }

  // the functions below are declared after the checks above: they keep the group they were given
  const bought: CartGroup = group;
  const donation = 'donationId' in group ? group : null;
  const shipping = donation ? null : currentAddress(pickedShipping, shippingBook.data);
  const receipt = currentAddress(pickedReceipt, receiptBook.data);
  const groupTitle = donation ? t('cart.group.donation', { place: donation.donationPlace }) : t('cart.group.general');

  const { discounts } = checkoutDiscounts;
  const totals = checkoutTotals(group, discounts);
  const invoiceToDelivery = receiptNeed && receiptSame && !donation;
  const sidePanelBusy = checkoutDiscounts.busy || placing.isPending;

  function chooseReceiptNeed(need: boolean) {
    setReceiptNeed(need);
    if (!need) {
      // spec §4 "Receipt request": unticking clears the company and tax id and goes back to the same address
      setReceiptSame(true);
      setInvoice(EMPTY_INVOICE_FIELDS);
      setInvoiceErrors({});
    }
  }

  function showOutcome(outcome: PlaceOrderOutcome) {
    if (outcome.kind === 'missing') setProblem(outcome.problem);
    else if (outcome.kind === 'refused' || outcome.kind === 'failed') setOrderProblem(outcome);
  }

  function placeOrder() {
    if (placing.isPending) return;
    const missing = detailsProblem({ isDonation: donation !== null, shipping, receiptNeed, receiptSame, receipt, paymentChannelId });
    if (missing) {
      setProblem(missing);
      return;
    }
    if (invoiceToDelivery) {
      const errors = invoiceFieldErrors(invoice);
      setInvoiceErrors(errors);
      if (Object.keys(errors).length > 0) {
        (errors.taxPayerId || !errors.branchNo ? taxPayerIdRef : branchNoRef).current?.focus();
        return;
      }
    }
    placing.place(
      {
        group: bought,
        discounts,
        shipping,
        shippingBook: shippingBook.data,
        receiptNeed,
        receiptSame,
        receipt,
        receiptBook: receiptBook.data,
        invoice,
        paymentChannelId,
      },
      { onOutcome: showOutcome, onError: () => setOrderProblem({ kind: 'failed' }) },
    );
  }

  /** OK on a refusal goes to the step it names (spec §8); on step 2 the figures are read again. */
  function acknowledgeOrderProblem() {
    const shown = orderProblem;
    setOrderProblem(null);
    if (shown?.kind !== 'refused') return;
    // the refusal says the cart or its figures changed: read them again wherever the shopper goes
    void cart.refetch();
    if (shown.step === 1) {
      void navigate({ pathname: CHECKOUT_PATH, search: checkoutSearch(1) });
      return;
    }
    checkoutDiscounts.reset();
  }

  async function applyCode(code: string) {
    const hadCoins = discounts.coins !== null;
    await checkoutDiscounts.applyCode.mutateAsync({ group: bought, code });
    // spec §4: a code takes an active coin discount off
    if (hadCoins) toast(t('checkout.details.promo.coinsTakenOff'));
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-4">
        <Section title={t('checkout.details.products')}>
          <p className="mb-2 text-sm text-muted">{groupTitle}</p>
          <CartLines lines={group.products} donationId={donation?.donationId ?? null} caption={groupTitle} readOnly />
          <Link to={backToCart} className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-4">
            {t('checkout.details.editCart')}
          </Link>
        </Section>

        <Section title={t('checkout.details.shipping.title')}>
          {donation ? (
            <div className="rounded-2xl border border-brand-200 bg-brand-50/40 p-4 text-sm text-ink" data-testid="donation-address">
              <p className="text-base font-bold break-words">{donation.receiveName || donation.donationPlace}</p>
              <p className="break-words">{donation.donationPlace}</p>
              {donation.contact ? <p>{donation.contact}</p> : null}
              <p className="break-words">
                {[donation.address, donation.subDistrict, donation.district, donation.province, donation.postelCode].filter(Boolean).join(' ')}
              </p>
              <p className="mt-2 text-muted">{t('checkout.details.shipping.donation')}</p>
            </div>
          ) : (
            <AddressChoice kind="shipping" chosen={shipping} onChoose={setPickedShipping} />
          )}
          <div className="mt-4 border-t border-brand-100 pt-4">
            <CheckboxField name="receiptNeed" label={t('checkout.details.receipt.need')} checked={receiptNeed} onChange={chooseReceiptNeed} />
            {receiptNeed ? (
              <div className="mt-3 space-y-3">
                {!donation ? (
                  <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
                    <legend className="mb-1 text-sm font-semibold text-ink">{t('checkout.details.receipt.title')}</legend>
                    <RadioChoice name="receiptSame" checked={receiptSame} onChange={() => setReceiptSame(true)} label={t('checkout.details.receipt.same')} />
                    <RadioChoice name="receiptSame" checked={!receiptSame} onChange={() => setReceiptSame(false)} label={t('checkout.details.receipt.other')} />
                  </fieldset>
                ) : null}
                {invoiceToDelivery ? (
                  <InvoiceFieldsInputs
                    value={invoice}
                    onChange={(next) => {
                      setInvoice(next);
                      setInvoiceErrors({});
                    }}
                    errors={invoiceErrors}
                    taxPayerIdRef={taxPayerIdRef}
                    branchNoRef={branchNoRef}
                  />
                ) : null}
                {donation || !receiptSame ? <AddressChoice kind="receipt" chosen={receipt} onChoose={setPickedReceipt} /> : null}
              </div>
            ) : null}
          </div>
        </Section>

        <Section title={t('checkout.details.payment.title')}>
          <PaymentChannelChoice chosen={paymentChannelId} onChoose={setPaymentChannelId} />
        </Section>
      </div>

      <div className="space-y-4">
        {!donation ? (
          <>
            <PromoCodeBox
              applied={discounts.promoCode}
              discountSatang={totals.codeSatang}
              onApply={applyCode}
              onRemove={() => checkoutDiscounts.removeCode.mutate()}
              disabled={sidePanelBusy}
              applying={checkoutDiscounts.applyCode.isPending}
              removing={checkoutDiscounts.removeCode.isPending}
            />
            <CoinDiscountBox
              used={discounts.coins}
              discountSatang={totals.coinSatang}
              orderPrice={coinOrderPrice(group, discounts)}
              onUse={(coins) => checkoutDiscounts.spendCoins.mutateAsync({ group, coins })}
              onRemove={() => checkoutDiscounts.removeCoins.mutate()}
              disabled={sidePanelBusy}
              removing={checkoutDiscounts.removeCoins.isPending}
            />
          </>
        ) : null}
        <CheckoutSummary
          groupTitle={groupTitle}
          items={group.totalAmount}
          isDonation={donation !== null}
          totals={totals}
          placing={placing.isPending}
          onPlaceOrder={placeOrder}
        />
      </div>

      <AlertDialog
        open={problem !== null}
        onOpenChange={(open) => {
          if (!open) setProblem(null);
        }}
        title={t('checkout.details.missingTitle')}
        message={problem ? t(`checkout.details.missing.${problem}`) : ''}
        actionLabel={t('cart.buy.ok')}
        tone="info"
      />
      <AlertDialog
        open={orderProblem !== null}
        onOpenChange={(open) => {
          if (!open) acknowledgeOrderProblem();
        }}
        title={t('checkout.details.order.notPlacedTitle')}
        message={orderProblem?.kind === 'refused' ? orderProblem.message : t('checkout.details.order.failed')}
        actionLabel={t('cart.buy.ok')}
        tone="error"
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
