import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { CartLine, DonationGroup } from '@pawsook/shared/schemas/cart';
import { isApiError } from '../../../lib/api-error';
import { showSystemError } from '../../../lib/system-error';
import { useCartChange } from '../api/cart-queries';
import { lineKey, stepQuantity } from '../cart-rules';

export interface LineActions {
  step: (line: CartLine, donationId: number | null, direction: 'down' | 'up') => void;
  remove: (line: CartLine, donationId: number | null) => void;
  removePlace: (group: DonationGroup) => void;
  /** the message under a line (its key), if any */
  messages: Readonly<Record<string, string>>;
  /** the line whose change is on its way */
  pendingKey: string | null;
  /** a donation place whose removal is on its way */
  pendingPlace: number | null;
}

/**
 * What the step-1 controls do: one change at a time, each answered with the whole cart. A step
 * past the limits is not sent and the line says why (spec §5 "Cart quantity"); the server's own
 * refusal (the stock fell meanwhile) is shown the same way.
 */
export function useLineActions(): LineActions {
  const { t } = useTranslation();
  const change = useCartChange();
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [pendingPlace, setPendingPlace] = useState<number | null>(null);

  const say = (key: string, text: string | null) =>
    setMessages((current) => {
      const { [key]: _previous, ...rest } = current;
      return text ? { ...rest, [key]: text } : rest;
    });

  const refusal = (error: unknown, fallback: string) => (isApiError(error) && error.kind === 'bad-request' && error.message ? error.message : fallback);

  return {
    messages,
    pendingKey,
    pendingPlace,
    step(line, donationId, direction) {
      const key = lineKey(line, donationId);
      if (pendingKey !== null) return;
      const next = stepQuantity(direction, line.totalAmount, line.product.totalProduct);
      if (next.problem === 'cannot-reduce') return say(key, t('cart.quantity.cannotReduce'));
      if (next.problem === 'cannot-increase') return say(key, t('cart.quantity.cannotIncrease'));
      if (next.amount === null) return;
      say(key, null);
      setPendingKey(key);
      change.mutate(
        { kind: 'set-quantity', skuId: line.product.skuId, orderProductTypeId: line.product.orderProductTypeId, donationId, amount: next.amount },
        {
          onError: (error) => {
            if (isApiError(error) && error.kind === 'bad-request') say(key, refusal(error, t('cart.quantity.cannotIncrease')));
          },
          onSettled: () => setPendingKey(null),
        },
      );
    },
    remove(line, donationId) {
      const key = lineKey(line, donationId);
      if (pendingKey !== null) return;
      setPendingKey(key);
      change.mutate(
        { kind: 'remove-line', skuId: line.product.skuId, orderProductTypeId: line.product.orderProductTypeId, donationId, amount: line.totalAmount },
        {
          onSuccess: () => {
            say(key, null);
            toast.success(t('cart.deleted'));
          },
          onError: (error) => {
            if (isApiError(error) && error.kind === 'bad-request') toast.error(refusal(error, t('cart.cannotRemove')));
          },
          onSettled: () => setPendingKey(null),
        },
      );
    },
    removePlace(group) {
      if (pendingPlace !== null) return;
      setPendingPlace(group.donationId);
      change.mutate(
        { kind: 'remove-donation-place', donationId: group.donationId },
        {
          onSuccess: () => toast.success(t('cart.deleted')),
          // spec §8: a donation removal that is not a 200 shows the System Error dialog (a 500 already does)
          onError: (error) => {
            if (isApiError(error) && (error.kind === 'bad-request' || error.kind === 'not-found')) showSystemError();
          },
          onSettled: () => setPendingPlace(null),
        },
      );
    },
  };
}
