import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CARRIER_IDS, CARRIERS } from '@pawsook/shared/orders/carriers';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { useLanguage } from '../../../lib/use-language';
import { Button, buttonClass } from '../../../ui/button';
import type { StaffOrderDetail, StaffPaymentOutcome } from '../api/staff-calls';
import { useStaffOrderAction, type StaffOrderAction } from '../api/staff-queries';
import {
  paymentFormSchema,
  refundFormSchema,
  shipmentFormSchema,
  type PaymentFormValues,
  type RefundFormOutput,
  type RefundFormValues,
  type ShipmentFormOutput,
  type ShipmentFormValues,
} from '../forms/staff-form-schemas';
import { useRefusalText } from '../../back-office/hooks/use-refusal-text';
import { hasAnyAction, needsConfirmation, noActionReason, type OrderActions } from '../order-actions';
import { useStaffPerson } from '../../back-office/hooks/use-staff-person';
import { bahtText, showBaht, statusName } from '../../back-office/order-format';
import { Panel } from '../../back-office/components/panel';
import { FormAlert } from '../../../ui/form/form-alert';
import { SelectField, TextField } from '../../../ui/form/text-fields';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { bahtInput } from '../../back-office/forms/input-kinds';

type Run = (action: StaffOrderAction, done: string) => Promise<boolean>;

/** Asks before a move that cannot be undone (cancelling). */
function ConfirmMove({ orderNo, label, disabled, onConfirm }: { orderNo: string; label: string; disabled: boolean; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <RadixAlertDialog.Root>
      <RadixAlertDialog.Trigger asChild>
        <Button variant="secondary" disabled={disabled} className="border-red-700 text-red-800 hover:bg-red-50">
          {label}
        </Button>
      </RadixAlertDialog.Trigger>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className="animate-fade-in fixed inset-0 z-[60] bg-stone-900/50" />
        <RadixAlertDialog.Content className="animate-fade-in fixed top-1/2 left-1/2 z-[60] w-[90%] max-w-[600px] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <RadixAlertDialog.Title className="text-xl font-bold text-ink">{t('staff.order.confirmCancelTitle', { orderNo })}</RadixAlertDialog.Title>
          <RadixAlertDialog.Description className="mt-2 text-muted">{t('staff.order.confirmCancelText')}</RadixAlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <RadixAlertDialog.Cancel className={buttonClass('secondary')}>{t('staff.order.keep')}</RadixAlertDialog.Cancel>
            <RadixAlertDialog.Action className={buttonClass('primary', 'bg-red-700 hover:bg-red-800')} onClick={onConfirm}>
              {t('staff.order.confirmCancel')}
            </RadixAlertDialog.Action>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}

function Moves({ order, moves, busy, run }: { order: StaffOrderDetail; moves: number[]; busy: boolean; run: Run }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div role="group" aria-labelledby="order-moves">
      <h3 id="order-moves" className="text-sm font-bold text-ink">
        {t('staff.order.moveTitle')}
      </h3>
      <div className="mt-2 flex flex-wrap gap-2">
        {moves.map((statusId) => {
          const label = statusName(statusId, language);
          const move = () => void run({ kind: 'move', statusId }, t('staff.order.moved', { status: label }));
          return needsConfirmation(statusId) ? (
            <ConfirmMove key={statusId} orderNo={order.orderNo} label={label} disabled={busy} onConfirm={move} />
          ) : (
            <Button key={statusId} variant="secondary" disabled={busy} onClick={move}>
              {label}
            </Button>
          );
        })}
      </div>
    </div>
  );
}

function ShipmentForm({ order, run }: { order: StaffOrderDetail; run: Run }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ShipmentFormValues, unknown, ShipmentFormOutput>({
    resolver: keyedZodResolver(shipmentFormSchema),
    defaultValues: { carrier: order.carrier ?? 'kex', parcelNo: order.parcelNo ?? '', expectedDeliveryOn: order.expectedDeliveryOn?.slice(0, 10) ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    await run({ kind: 'shipment', shipment: values }, t('staff.order.shipmentSaved'));
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="order-shipment-form" className="space-y-3">
      <h3 id="order-shipment-form" className="text-sm font-bold text-ink">
        {t('staff.order.shipmentFormTitle')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField label={t('staff.order.carrier')} required registration={register('carrier')} error={errorText(errors.carrier?.message)}>
          {CARRIER_IDS.map((carrier) => (
            <option key={carrier} value={carrier}>
              {CARRIERS[carrier][language]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('staff.order.parcelNo')}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          registration={register('parcelNo')}
          error={errorText(errors.parcelNo?.message)}
        />
        <TextField
          label={t('staff.order.expectedDeliveryOn')}
          type="date"
          registration={register('expectedDeliveryOn')}
          error={errorText(errors.expectedDeliveryOn?.message)}
        />
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('staff.order.working') : t('staff.order.shipmentSave')}
      </Button>
    </form>
  );
}

function PaymentForm({ order, run }: { order: StaffOrderDetail; run: Run }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PaymentFormValues, unknown, PaymentFormValues>({
    resolver: keyedZodResolver(paymentFormSchema),
    defaultValues: { amount: bahtText(order.netTotal), reference: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    await run({ kind: 'payment', payment: values }, t('staff.order.paymentApplied'));
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="order-payment-form" className="space-y-3">
      <h3 id="order-payment-form" className="text-sm font-bold text-ink">
        {t('staff.order.paymentTitle')}
      </h3>
      <p className="text-sm text-muted">{t('staff.order.paymentText', { total: showBaht(order.netTotal) })}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('staff.order.paymentAmount')}
          {...bahtInput}
          required
          hint={t('staff.order.paymentAmountHint')}
          registration={register('amount')}
          error={errorText(errors.amount?.message)}
        />
        <TextField
          label={t('staff.order.paymentReference')}
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={100}
          registration={register('reference')}
          error={errorText(errors.reference?.message)}
        />
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('staff.order.working') : t('staff.order.paymentConfirm')}
      </Button>
    </form>
  );
}

/** The confirmation a refund asks for: the amount and the channel it goes back to, named before anything is sent. */
function ConfirmRefund({
  orderNo,
  amount,
  channel,
  open,
  onOpenChange,
  onConfirm,
}: {
  orderNo: string;
  amount: string;
  channel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className="animate-fade-in fixed inset-0 z-[60] bg-stone-900/50" />
        <RadixAlertDialog.Content className="animate-fade-in fixed top-1/2 left-1/2 z-[60] w-[90%] max-w-[600px] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <RadixAlertDialog.Title className="text-xl font-bold break-words text-ink">
            {t('staff.order.confirmRefundTitle', { amount, channel })}
          </RadixAlertDialog.Title>
          <RadixAlertDialog.Description className="mt-2 text-muted">{t('staff.order.confirmRefundText', { orderNo })}</RadixAlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <RadixAlertDialog.Cancel className={buttonClass('secondary')}>{t('staff.order.keepPayment')}</RadixAlertDialog.Cancel>
            <RadixAlertDialog.Action className={buttonClass('primary', 'bg-red-700 hover:bg-red-800')} onClick={onConfirm}>
              {t('staff.order.confirmRefund', { amount })}
            </RadixAlertDialog.Action>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}

function RefundForm({ order, run }: { order: StaffOrderDetail; run: Run }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  // the checked form waits here while staff read what is about to be handed back
  const [asking, setAsking] = useState<RefundFormOutput | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RefundFormValues, unknown, RefundFormOutput>({ resolver: keyedZodResolver(refundFormSchema), defaultValues: { reference: '' } });
  const onSubmit = handleSubmit((values) => setAsking(values));
  const refundable = order.refundable;
  if (!refundable) return null;
  const amount = showBaht(refundable.amount);
  const channel = language === 'th' ? refundable.channelNameTh : refundable.channelNameEn;
  const send = () => {
    const values = asking;
    setAsking(null);
    if (values) void run({ kind: 'refund', reference: values.reference }, t('staff.order.refunded'));
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="order-refund-form" className="space-y-3">
      <h3 id="order-refund-form" className="text-sm font-bold text-ink">
        {t('staff.order.refundTitle')}
      </h3>
      <p className="text-sm text-muted">{t('staff.order.refundText')}</p>
      <p className="text-sm font-semibold text-ink">{t('staff.order.refundWhat', { amount, channel })}</p>
      <TextField
        label={t('staff.order.refundReference')}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        registration={register('reference')}
        error={errorText(errors.reference?.message)}
      />
      <Button type="submit" disabled={isSubmitting || asking !== null}>
        {isSubmitting ? t('staff.order.working') : t('staff.order.refundSend')}
      </Button>
      <ConfirmRefund
        orderNo={order.orderNo}
        amount={amount}
        channel={channel}
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        onConfirm={send}
      />
    </form>
  );
}

/** Why there is nothing to do: an order at its end says it is final, to every role, the owner too. */
function NoActions({ order, reason }: { order: StaffOrderDetail; reason: ReturnType<typeof noActionReason> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return <p className="text-sm text-muted">{t(`staff.order.noActions.${reason}`, { status: statusName(order.statusId, language) })}</p>;
}

const isPaymentOutcome = (value: unknown): value is StaffPaymentOutcome => typeof value === 'object' && value !== null && 'outcome' in value;

/**
 * What staff may do to the order now (order-actions.ts decides which show). Each answer, done or
 * refused, is said here; the order is asked again either way.
 */
export function OrderActionsPanel({ order, actions }: { order: StaffOrderDetail; actions: OrderActions }) {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const action = useStaffOrderAction(order.orderNo);
  const person = useStaffPerson();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const run: Run = async (next, doneText) => {
    setRefusal(null);
    setDone(null);
    try {
      const answer = await action.mutateAsync(next);
      if (next.kind === 'payment' && isPaymentOutcome(answer) && answer.outcome !== 'applied') {
        setRefusal(t('staff.order.paymentNotApplied', { outcome: t(`staff.order.outcome.${answer.outcome}`), reason: answer.reason ?? '' }).trim());
        return false;
      }
      setDone(doneText);
      return true;
    } catch (error) {
      setRefusal(refusalText(error));
      return false;
    }
  };

  return (
    <Panel id="order-actions" title={t('staff.order.actionsTitle')}>
      <div className="space-y-3">
        <FormAlert>{refusal}</FormAlert>
        <FormAlert tone="success">{done}</FormAlert>
      </div>
      {hasAnyAction(actions) ? (
        <div className="mt-3 space-y-6 [&>*+*]:border-t [&>*+*]:border-brand-100 [&>*+*]:pt-5">
          {actions.payment ? <PaymentForm key={`payment-${order.statusId}`} order={order} run={run} /> : null}
          {actions.moves.length > 0 ? <Moves order={order} moves={actions.moves} busy={action.isPending} run={run} /> : null}
          {actions.shipment ? <ShipmentForm key={`shipment-${order.carrier}-${order.parcelNo}`} order={order} run={run} /> : null}
          {actions.refund ? <RefundForm order={order} run={run} /> : null}
        </div>
      ) : (
        <NoActions order={order} reason={noActionReason(order, person.role)} />
      )}
    </Panel>
  );
}
