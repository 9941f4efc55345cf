import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { isApiError } from '../../../lib/api-error';
import { Button, type ButtonVariant } from '../../../ui/button';
import { useReorder, useReorderItem, type ReorderAnswer } from '../api/order-queries';

/** A re-order that left lines out lists them: longer than the usual 2.5 s, to be read (and it can be closed). */
const PARTIAL_REORDER_TOAST_MS = 10_000;

/** A refusal the shopper can act on (400: nothing could go back in the cart; 404), else null: the app's own dialog. */
function refusalOf(error: unknown, fallback: string): string | null {
  if (!isApiError(error) || (error.kind !== 'bad-request' && error.kind !== 'not-found')) return null;
  return error.kind === 'bad-request' && error.message ? error.message : fallback;
}

function UnavailableLines({ answer }: { answer: ReorderAnswer }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-1 list-disc pl-4">
      {answer.unavailable.map((line) => (
        <li key={line.skuCode}>{t('orders.reorder.unavailableLine', { name: line.name, reason: line.reason })}</li>
      ))}
    </ul>
  );
}

/**
 * Puts every line of the order back in the cart: the server's message says how it went (and lists
 * the lines it could not put back); a refusal the shopper can act on is kept to show by the button.
 */
export function useOrderAgain(orderId: number, afterwards?: () => void) {
  const { t } = useTranslation();
  const reorder = useReorder();
  const [refusal, setRefusal] = useState<string | null>(null);
  function orderAgain() {
    setRefusal(null);
    reorder.mutate(orderId, {
      onSuccess: (answer) => {
        if (answer.unavailable.length === 0) toast.success(answer.message);
        else toast.success(answer.message, { description: <UnavailableLines answer={answer} />, duration: PARTIAL_REORDER_TOAST_MS });
        afterwards?.();
      },
      onError: (error) => setRefusal(refusalOf(error, t('orders.reorder.failed'))),
    });
  }
  return { orderAgain, pending: reorder.isPending, refusal };
}

/**
 * "Order everything again" (member-area spec §7 re-order): every line back in the cart at today's
 * prices. The server's message says how it went ("Successfully re-ordered all", or which lines
 * could not be); a refusal shows its message under the button. The member stays on the order.
 */
export function ReorderAllButton({ orderId, variant = 'primary' }: { orderId: number; variant?: ButtonVariant }) {
  const { t } = useTranslation();
  const { orderAgain, pending, refusal } = useOrderAgain(orderId);
  return (
    <div className="flex flex-col gap-2">
      <Button variant={variant} onClick={orderAgain} disabled={pending} aria-describedby={refusal ? 'reorder-refusal' : undefined}>
        {pending ? t('orders.reorder.working') : t('orders.reorder.button')}
      </Button>
      {refusal ? (
        <p id="reorder-refusal" role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-2 text-sm font-semibold text-red-800">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}

/** "Buy again" for one bought line (POST /api/v1/orders/re-order-item); its name says which product. */
export function BuyAgainButton({ orderId, skuCode, name, className = '' }: { orderId: number; skuCode: string; name: string; className?: string }) {
  const { t } = useTranslation();
  const reorderItem = useReorderItem();
  return (
    <Button
      variant="secondary"
      className={`whitespace-nowrap ${className}`}
      disabled={reorderItem.isPending}
      onClick={() =>
        reorderItem.mutate(
          { orderId, skuCode },
          {
            onSuccess: (answer) => {
              if (answer.unavailable.length === 0) toast.success(t('orders.detail.lines.boughtAgain', { name }));
              else toast.success(answer.message, { description: <UnavailableLines answer={answer} />, duration: PARTIAL_REORDER_TOAST_MS });
            },
            onError: (error) => {
              const refusal = refusalOf(error, t('orders.reorder.failed'));
              if (refusal) toast.error(refusal);
            },
          },
        )
      }
    >
      {reorderItem.isPending ? t('orders.reorder.working') : t('orders.detail.lines.buyAgain')}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}
