import { useTranslation } from 'react-i18next';
import type { CartLine } from '@pawsook/shared/schemas/cart';
import type { Language } from '../../../lib/preferences';
import { useLanguage } from '../../../lib/use-language';
import { isFixed, isFree, lineControls, lineKey } from '../cart-rules';
import { cartProductPath, showBaht } from '../format';
import type { LineActions } from '../hooks/use-line-actions';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '../../../lib/use-media-query';
import { TrashIcon } from './cart-icons';
import { LineImage, LineStateNote, LineTypeBadge, lineChoice, lineName } from './line-parts';
import { QuantityStepper } from './quantity-stepper';

export interface CartLinesProps {
  lines: readonly CartLine[];
  /** the donation place the lines are bought for; null for the general products */
  donationId: number | null;
  /** what the table is (its caption, for screen readers) */
  caption: string;
  /** the read-only variant: no delete and no quantity buttons */
  readOnly?: boolean;
  /** what the controls do; left out in the read-only variant */
  actions?: LineActions;
  /** for a guest's lines: the delete button (their cart is in the browser) */
  onRemoveGuestLine?: (line: CartLine) => void;
}

/** A group's lines: a table from 768 px, a list of cards below (spec §2 "desktop layout and mobile layout"). */
export function CartLines(props: CartLinesProps) {
  const desktop = useMediaQuery(WIDE_SCREEN_QUERY);
  return desktop ? <LinesTable {...props} /> : <LineCards {...props} />;
}

function ProductLink({ line, language }: { line: CartLine; language: Language }) {
  const { t } = useTranslation();
  if (!line.product.productId) return <span className="font-semibold text-ink">{lineName(line, language)}</span>;
  return (
    <a
      href={cartProductPath(language, line.product.productId)}
      target="_blank"
      rel="noopener noreferrer"
      className="line-clamp-2 font-semibold text-ink underline-offset-2 hover:text-brand-800 hover:underline"
    >
      {lineName(line, language)}
      <span className="sr-only"> ({t('common.opensInNewTab')})</span>
    </a>
  );
}

function LineDetails({ line, language }: { line: CartLine; language: Language }) {
  const choice = lineChoice(line, language);
  return (
    <div className="min-w-0 space-y-1">
      <ProductLink line={line} language={language} />
      {choice ? <p className="text-sm text-muted">{choice}</p> : null}
      <LineTypeBadge line={line} />
      <LineStateNote line={line} />
    </div>
  );
}

function Price({ line, total }: { line: CartLine; total: boolean }) {
  const { t } = useTranslation();
  if (isFixed(line)) return <span className="font-semibold text-accent-700">{t('cart.line.freePrice')}</span>;
  return <span className={total ? 'font-bold text-brand-900' : 'text-ink'}>{showBaht(total ? line.totalPrice : line.product.price)}</span>;
}

interface LineControlsProps {
  line: CartLine;
  donationId: number | null;
  readOnly: boolean;
  actions?: LineActions;
  language: Language;
  messageId: string;
}

function Quantity({ line, donationId, readOnly, actions, language, messageId }: LineControlsProps) {
  const { t } = useTranslation();
  const controls = lineControls(line, readOnly || !actions);
  const key = lineKey(line, donationId);
  if (!controls.stepper) return <span className="font-semibold text-ink">{t('cart.mini.quantity', { count: line.totalAmount })}</span>;
  return (
    <QuantityStepper
      name={lineName(line, language)}
      amount={line.totalAmount}
      active={controls.stepperActive}
      pending={actions?.pendingKey === key}
      onStep={(direction) => actions?.step(line, donationId, direction)}
      describedBy={actions?.messages[key] ? messageId : undefined}
    />
  );
}

function DeleteButton({
  line,
  donationId,
  readOnly,
  actions,
  language,
  onRemoveGuestLine,
}: LineControlsProps & { onRemoveGuestLine?: (line: CartLine) => void }) {
  const { t } = useTranslation();
  const controls = lineControls(line, readOnly);
  if (onRemoveGuestLine) {
    return (
      <button
        type="button"
        onClick={() => onRemoveGuestLine(line)}
        aria-label={t('cart.line.delete', { name: lineName(line, language) })}
        className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-red-50 hover:text-red-700"
      >
        <TrashIcon />
      </button>
    );
  }
  if (!controls.deletable || !actions) return null;
  const pending = actions.pendingKey === lineKey(line, donationId);
  const name = lineName(line, language);
  return (
    <button
      type="button"
      onClick={(event) => {
        // a click from Enter or Space has no pointer detail: the undo then takes the focus
        if (!pending) actions.remove(line, donationId, event.detail === 0);
      }}
      aria-disabled={pending ? true : undefined}
      aria-label={isFree(line) ? t('cart.line.returnReward', { name }) : t('cart.line.delete', { name })}
      className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-red-50 hover:text-red-700 aria-disabled:cursor-wait"
    >
      <TrashIcon />
    </button>
  );
}

function Message({ id, text }: { id: string; text: string | undefined }) {
  return (
    <p id={id} role="status" className="text-sm font-semibold text-red-700">
      {text ?? ''}
    </p>
  );
}

/** A line's key, the id of its message, and what its quantity and delete controls are given. */
function lineParts(line: CartLine, group: Omit<LineControlsProps, 'line' | 'messageId'>) {
  const key = lineKey(line, group.donationId);
  const messageId = `cart-line-message-${key.replace(/:/g, '-')}`;
  return { key, messageId, controlProps: { ...group, line, messageId } };
}

function LinesTable({ lines, donationId, caption, readOnly = false, actions, onRemoveGuestLine }: CartLinesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const withDelete = !readOnly && (actions !== undefined || onRemoveGuestLine !== undefined);
  const head = 'px-3 py-2 text-left text-sm font-semibold text-muted';
  return (
    <table className="w-full border-collapse">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-brand-100">
        <tr>
          <th scope="col" className={head}>
            {t('cart.table.product')}
          </th>
          <th scope="col" className={`${head} text-right`}>
            {t('cart.table.unitPrice')}
          </th>
          <th scope="col" className={`${head} text-center`}>
            {t('cart.table.quantity')}
          </th>
          <th scope="col" className={`${head} text-right`}>
            {t('cart.table.total')}
          </th>
          {withDelete ? (
            <th scope="col" className={head}>
              <span className="sr-only">{t('cart.table.delete')}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const { key, messageId, controlProps } = lineParts(line, { donationId, readOnly, actions, language });
          return (
            <tr key={key} className="border-b border-brand-100 align-top last:border-b-0">
              <td className="px-3 py-4">
                <div className="flex gap-3">
                  <LineImage line={line} size="size-20" />
                  <LineDetails line={line} language={language} />
                </div>
              </td>
              <td className="px-3 py-4 text-right whitespace-nowrap">
                <Price line={line} total={false} />
              </td>
              <td className="px-3 py-4 text-center">
                <Quantity {...controlProps} />
                <div className="mx-auto mt-1 max-w-56">
                  <Message id={messageId} text={actions?.messages[key]} />
                </div>
              </td>
              <td className="px-3 py-4 text-right whitespace-nowrap">
                <Price line={line} total />
              </td>
              {withDelete ? (
                <td className="px-1 py-2 text-right">
                  <DeleteButton {...controlProps} onRemoveGuestLine={onRemoveGuestLine} />
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function LineCards({ lines, donationId, caption, readOnly = false, actions, onRemoveGuestLine }: CartLinesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ul aria-label={caption} className="divide-y divide-brand-100">
      {lines.map((line) => {
        const { key, messageId, controlProps } = lineParts(line, { donationId, readOnly, actions, language });
        return (
          <li key={key} className="py-4">
            <div className="flex gap-3">
              <LineImage line={line} size="size-20" />
              <div className="min-w-0 flex-1">
                <LineDetails line={line} language={language} />
                <p className="mt-1 text-sm text-muted">
                  {t('cart.table.unitPrice')}: <Price line={line} total={false} />
                </p>
              </div>
              {!readOnly ? (
                <div className="-mt-2 -mr-2">
                  <DeleteButton {...controlProps} onRemoveGuestLine={onRemoveGuestLine} />
                </div>
              ) : null}
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
              <Quantity {...controlProps} />
              <p className="text-right">
                <span className="sr-only">{t('cart.table.total')}: </span>
                <Price line={line} total />
              </p>
            </div>
            <div className="mt-2">
              <Message id={messageId} text={actions?.messages[key]} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
