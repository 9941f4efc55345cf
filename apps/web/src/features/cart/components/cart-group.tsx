import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DonationGroup } from '@pawsook/shared/schemas/cart';
import { donationChoice, groupItems, GENERAL_CHOICE, type GeneralGroup, type GroupChoice } from '../cart-rules';
import type { LineActions } from '../hooks/use-line-actions';
import { CartLines } from './cart-lines';
import { ChevronIcon, TrashIcon } from './cart-icons';

export const CHOICE_RADIO_NAME = 'chooseBuyProduct';

interface GroupFrameProps {
  choice: GroupChoice;
  chosen: boolean;
  disabled: boolean;
  onChoose: (choice: GroupChoice) => void;
  title: string;
  items: number;
  /** beside the title: the fold and delete buttons */
  tools?: ReactNode;
  /** under the title: where a donation goes */
  details?: ReactNode;
  children: ReactNode;
}

function GroupFrame({ choice, chosen, disabled, onChoose, title, items, tools, details, children }: GroupFrameProps) {
  const { t } = useTranslation();
  const radioId = useId();
  return (
    <section
      aria-labelledby={`${radioId}-title`}
      className={`rounded-2xl border bg-white ${chosen ? 'border-brand-500 ring-2 ring-brand-200' : disabled ? 'border-dashed border-stone-300' : 'border-brand-100'}`}
    >
      <div className={`flex items-start gap-3 rounded-t-2xl px-4 py-3 ${chosen ? 'bg-brand-50' : disabled ? 'bg-stone-100' : 'bg-cream/60'}`}>
        <input
          id={radioId}
          type="radio"
          name={CHOICE_RADIO_NAME}
          value={choice}
          checked={chosen}
          disabled={disabled}
          onChange={() => onChoose(choice)}
          className="mt-1.5 size-5 shrink-0 accent-brand-700 disabled:cursor-not-allowed"
        />
        <label htmlFor={radioId} className={`min-w-0 flex-1 ${disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
          <span id={`${radioId}-title`} className="block font-bold break-words text-brand-900">
            {title}
          </span>
          <span className="block text-sm text-muted">{t('cart.group.items', { count: items })}</span>
        </label>
        {tools ? <div className="flex shrink-0 items-center gap-1">{tools}</div> : null}
      </div>
      {details}
      {children}
    </section>
  );
}

export interface GeneralGroupSectionProps {
  group: GeneralGroup;
  chosen: boolean;
  onChoose: (choice: GroupChoice) => void;
  actions: LineActions;
}

/** The general products: always open. */
export function GeneralGroupSection({ group, chosen, onChoose, actions }: GeneralGroupSectionProps) {
  const { t } = useTranslation();
  return (
    <GroupFrame choice={GENERAL_CHOICE} chosen={chosen} disabled={false} onChoose={onChoose} title={t('cart.group.general')} items={groupItems(group)}>
      <div className="px-4 pb-2">
        <CartLines lines={group.products} donationId={null} caption={t('cart.group.general')} actions={actions} />
      </div>
    </GroupFrame>
  );
}

export interface DonationGroupSectionProps {
  group: DonationGroup;
  chosen: boolean;
  onChoose: (choice: GroupChoice) => void;
  actions: LineActions;
}

/**
 * One donation place's lines: folds open and shut; a place that no longer takes donations is
 * folded, cannot be chosen and has its own delete (spec §4 "Cart line states").
 */
export function DonationGroupSection({ group, chosen, onChoose, actions }: DonationGroupSectionProps) {
  const { t } = useTranslation();
  const active = group.status === 'active';
  const [open, setOpen] = useState(active);
  const panelId = useId();
  const title = t('cart.group.donation', { place: group.donationPlace || t('cart.group.unknownPlace') });
  const where = [group.address, group.subDistrict, group.district, group.province, group.postelCode].filter(Boolean).join(' ');
  const expanded = active && open;
  return (
    <GroupFrame
      choice={donationChoice(group.donationId)}
      chosen={chosen}
      disabled={!active}
      onChoose={onChoose}
      title={title}
      items={groupItems(group)}
      tools={
        <>
          {!active ? (
            <button
              type="button"
              onClick={() => {
                if (actions.pendingPlace === null) actions.removePlace(group);
              }}
              aria-disabled={actions.pendingPlace === group.donationId ? true : undefined}
              aria-label={t('cart.group.deletePlace', { place: group.donationPlace })}
              className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-red-50 hover:text-red-700 aria-disabled:cursor-wait"
            >
              <TrashIcon />
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => setOpen((value) => !value)}
            disabled={!active}
            aria-expanded={expanded}
            aria-controls={panelId}
            aria-label={expanded ? t('cart.group.hideItems', { place: group.donationPlace }) : t('cart.group.showItems', { place: group.donationPlace })}
            className="inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-100 disabled:cursor-not-allowed disabled:text-stone-400"
          >
            <ChevronIcon open={expanded} />
          </button>
        </>
      }
      details={
        <div className="border-t border-brand-100 px-4 py-3 text-sm text-ink">
          {!active ? <p className="mb-2 font-semibold text-red-700">{t('cart.group.inactive')}</p> : null}
          <p>
            <span className="font-semibold">{t('cart.group.receiver')}</span> {group.receiveName}
          </p>
          {where ? <p className="text-muted">{where}</p> : null}
          {group.contact ? (
            <p className="text-muted">
              {t('cart.group.contact')} {group.contact}
            </p>
          ) : null}
          {active ? <p className="mt-1 text-accent-700">{t('cart.group.freeDelivery')}</p> : null}
        </div>
      }
    >
      <div id={panelId} hidden={!expanded} className="px-4 pb-2">
        <CartLines lines={group.products} donationId={group.donationId} caption={title} actions={actions} />
      </div>
    </GroupFrame>
  );
}
