import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadToasts, toast } from '../../../lib/toast';
import type { CartAnswer, CartLine, DonationGroup } from '@pawsook/shared/schemas/cart';
// a reward's return changes the coins, which the coins feature shows and keeps
import { refreshCoins } from '../../coins/api/coin-queries';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth-events';
import { useLanguage } from '../../../lib/use-language';
import { showSystemError } from '../../../lib/system-error';
import { cartKeys } from '../api/cart-keys';
import { useCartChange, type CartChange } from '../api/cart-queries';
import { isFree, lineKey, stepQuantity } from '../cart-rules';
import { lineName } from '../components/line-parts';
import { amountInCart, putBackOutcome, removedLine, type RemovedLine } from '../removed-line';

export interface LineActions {
  step: (line: CartLine, donationId: number | null, direction: 'down' | 'up') => void;
  /** deletes the line (a reward: returns it for its coins), offering undo; `viaKeyboard` moves focus to the undo */
  remove: (line: CartLine, donationId: number | null, viaKeyboard?: boolean) => void;
  removePlace: (group: DonationGroup) => void;
  /** the message under a line (its key), if any */
  messages: Readonly<Record<string, string>>;
  /** the line whose change is on its way */
  pendingKey: string | null;
  /** a donation place whose removal is on its way */
  pendingPlace: number | null;
}

/** An undo needs time to be read and reached (WCAG 2.2.1): longer than the spec's 2.5 s for plain toasts. */
const UNDO_TOAST_MS = 10_000;

/** Focuses the undo of the toast saying `text` once sonner has drawn it (a task or two later), for a shopper on the keyboard. */
function focusUndo(text: string, framesLeft = 30) {
  window.requestAnimationFrame(() => {
    const shown = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]:not([data-removed="true"])')].find((t) => t.textContent?.includes(text));
    const undo = shown?.querySelector<HTMLButtonElement>('button[data-action]');
    if (undo) undo.focus();
    else if (framesLeft > 0) focusUndo(text, framesLeft - 1);
  });
}

/**
 * What the step-1 controls do: one change at a time, each answered with the whole cart. A step
 * past the limits is not sent and the line says why (spec §5 "Cart quantity"); the server's own
 * refusal (the stock fell meanwhile) is shown the same way. A deleted line can be put back from
 * its toast (decision 0044).
 */
export function useLineActions(): LineActions {
  const { t } = useTranslation();
  const language = useLanguage();
  const change = useCartChange();
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [pendingPlace, setPendingPlace] = useState<number | null>(null);

  const say = (key: string, text: string | null) =>
    setMessages((current) => {
      const { [key]: _previous, ...rest } = current;
      return text ? { ...rest, [key]: text } : rest;
    });

  const refusal = (error: unknown, fallback: string) => (isApiError(error) && error.kind === 'bad-request' && error.message ? error.message : fallback);

  const memberId = useSession().memberId;
  const cartNow = () => (memberId ? queryClient.getQueryData<CartAnswer>(cartKeys.all(memberId)) : undefined);

  /** The coins moved: the coins feature's numbers and the header's balance are asked again. */
  function coinsMoved() {
    if (memberId) void refreshCoins(queryClient, memberId);
  }

  function offerUndo(text: string, undo: () => void, viaKeyboard: boolean) {
    // one undo per deletion, however often its button is pressed
    let undone = false;
    const id = toast.success(text, {
      duration: UNDO_TOAST_MS,
      action: {
        label: t('cart.undo.button'),
        onClick: () => {
          toast.dismiss(id);
          if (undone) return;
          undone = true;
          undo();
        },
      },
    });
    // sonner may still be on its way (it is not part of the first load)
    if (viaKeyboard) void loadToasts().then(() => focusUndo(text));
  }

  /** Puts a deleted line back, as much of it as the stock allows now, and says what came back. */
  function putBack(removed: RemovedLine, name: string) {
    const before = amountInCart(cartNow()?.cart, removed);
    const request: CartChange = { kind: 'put-back', ...removed };
    change.mutate(request, {
      onSuccess: (answer) => {
        const outcome = putBackOutcome(removed, before, amountInCart(answer.cart, removed));
        if (outcome.kind === 'all') toast.success(t('cart.undo.back', { name }));
        else if (outcome.kind === 'some') toast(t('cart.undo.some', { count: outcome.amount, name }));
        else toast.error(t('cart.undo.none', { name }));
      },
      onError: (error) => {
        if (isApiError(error) && error.kind === 'bad-request') toast.error(t('cart.undo.none', { name }));
      },
    });
  }

  /** Exchanges the returned reward again (its coins at today's cost). */
  function exchangeAgain(skuId: number, name: string) {
    change.mutate(
      { kind: 'exchange-reward', skuId },
      {
        onSuccess: () => toast.success(t('cart.undo.back', { name })),
        onError: (error) => {
          if (isApiError(error) && error.kind === 'bad-request') toast.error(error.message || t('cart.undo.none', { name }));
        },
        onSettled: coinsMoved,
      },
    );
  }

  function returnReward(line: CartLine, key: string, viaKeyboard: boolean) {
    const name = lineName(line, language);
    const coinsBefore = cartNow()?.coin.currentCoin ?? null;
    change.mutate(
      { kind: 'return-reward', skuId: line.product.skuId },
      {
        onSuccess: (answer) => {
          say(key, null);
          const back = coinsBefore === null ? null : answer.coin.currentCoin - coinsBefore;
          const text = back !== null && back > 0 ? t('cart.rewardReturned', { count: back, name }) : t('cart.deleted');
          offerUndo(text, () => exchangeAgain(line.product.skuId, name), viaKeyboard);
        },
        onError: (error) => {
          // returned already (another tab) or taken by an order: the server says which in the shopper's words
          if (isApiError(error) && (error.kind === 'bad-request' || error.kind === 'not-found')) toast.error(error.message || t('cart.cannotRemove'));
        },
        onSettled: () => {
          setPendingKey(null);
          coinsMoved();
        },
      },
    );
  }

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
    remove(line, donationId, viaKeyboard = false) {
      const key = lineKey(line, donationId);
      if (pendingKey !== null) return;
      setPendingKey(key);
      if (isFree(line)) return returnReward(line, key, viaKeyboard);
      const removed = removedLine(line, donationId);
      const name = lineName(line, language);
      change.mutate(
        { kind: 'remove-line', skuId: line.product.skuId, orderProductTypeId: line.product.orderProductTypeId, donationId, amount: line.totalAmount },
        {
          onSuccess: () => {
            say(key, null);
            offerUndo(t('cart.deleted'), () => putBack(removed, name), viaKeyboard);
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
