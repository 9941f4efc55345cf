import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_PLACEMENTS, CONTENT_STATUSES, type ContentPlacement, type ContentStatus, type StaffContentItem } from '@pawsook/shared/schemas/content-items';
import { formatDateTime } from '@pawsook/shared/format/date';
import type { Language } from '../../../lib/preferences';
import { Button, buttonClass } from '../../../ui/button';
import { controlClass } from '../../../ui/form/control-class';
import { StaffCards } from '../../back-office/components/staff-cards';
import { StaffTable, tableCell } from '../../back-office/components/staff-table';
import { contentHref, contentItemHref, type ContentFilters } from '../content-params';

const cell = tableCell.roomy;
const titleLink = 'font-semibold break-words text-brand-800 underline underline-offset-4 hover:text-brand-900';

const titleIn = (item: StaffContentItem, language: Language) => (language === 'th' ? item.titleTh : item.titleEn);

const STATUS_CLASS: Record<ContentStatus, string> = {
  draft: 'bg-stone-100 text-stone-800',
  published: 'bg-green-100 text-green-900',
  archived: 'bg-brand-50 text-brand-900',
};

/** The status, and for a publication still to come, that it is scheduled. */
export function StatusBadge({ item, now }: { item: Pick<StaffContentItem, 'status' | 'publishedAt'>; now: number }) {
  const { t } = useTranslation();
  const scheduled = item.status === 'published' && item.publishedAt !== null && new Date(item.publishedAt).getTime() > now;
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[item.status]}`}>
      {scheduled ? t('staffContent.status.scheduled') : t(`staffContent.status.${item.status}`)}
    </span>
  );
}

function KindText({ item }: { item: StaffContentItem }) {
  const { t } = useTranslation();
  return (
    <>
      {t(`staffContent.placements.${item.placement}`)}
      {item.typeId ? ` · ${t(`staffContent.types.${item.typeId}`)}` : ''}
      {item.membersOnly ? <span className="block text-muted">{t('staffContent.list.membersOnly')}</span> : null}
    </>
  );
}

interface ListProps {
  items: StaffContentItem[];
  caption: string;
  language: Language;
  now: number;
}

/** Wide screens: one row per item, its title the link to its editor. */
export function ContentTable({ items, caption, language, now }: ListProps) {
  const { t } = useTranslation();
  const columns = [
    { label: t('staffContent.list.title') },
    { label: t('staffContent.list.kind') },
    { label: t('staffContent.list.status') },
    { label: t('staffContent.list.updated') },
  ];
  return (
    <StaffTable caption={caption} columns={columns}>
      {items.map((item) => (
        <tr key={item.id} className="border-t border-brand-100">
          <th scope="row" className={`${cell} max-w-96 text-left font-normal`}>
            <Link to={contentItemHref(item.id)} className={titleLink}>
              {titleIn(item, language)}
            </Link>
            {item.slug ? <span className="mt-1 block font-mono text-xs break-all text-muted">/content/{item.slug}</span> : null}
          </th>
          <td className={cell}>
            <KindText item={item} />
          </td>
          <td className={cell}>
            <StatusBadge item={item} now={now} />
          </td>
          <td className={cell}>{formatDateTime(item.updatedAt, language)}</td>
        </tr>
      ))}
    </StaffTable>
  );
}

/** Narrow screens: one card per item. */
export function ContentCards({ items, caption, language, now }: ListProps) {
  return (
    <StaffCards caption={caption} items={items} keyOf={(item) => item.id}>
      {(item) => (
        <>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <Link to={contentItemHref(item.id)} className={`${titleLink} flex min-h-11 items-center`}>
              {titleIn(item, language)}
            </Link>
            <StatusBadge item={item} now={now} />
          </div>
          <p className="mt-1">
            <KindText item={item} />
          </p>
          <p className="mt-1 text-muted">{formatDateTime(item.updatedAt, language)}</p>
        </>
      )}
    </StaffCards>
  );
}

/** Placement, type and status: chosen, then shown as an address of their own. */
export function ContentFiltersForm({ filters, onApply }: { filters: ContentFilters; onApply: (filters: ContentFilters) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [placement, setPlacement] = useState<string>(filters.placement ?? '');
  const [typeId, setTypeId] = useState<string>(filters.typeId ? String(filters.typeId) : '');
  const [status, setStatus] = useState<string>(filters.status ?? '');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply({
      placement: (placement || null) as ContentPlacement | null,
      typeId: typeId ? Number(typeId) : null,
      status: (status || null) as ContentStatus | null,
      page: 1,
    });
  }

  const select = (label: string, key: string, value: string, onChange: (value: string) => void, options: [string, string][]) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      <select id={`${id}-${key}`} value={value} onChange={(event) => onChange(event.target.value)} className={controlClass}>
        <option value="">{t('staffContent.filters.any')}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  const filtered = filters.placement || filters.typeId || filters.status;
  return (
    <form aria-label={t('staffContent.filters.label')} onSubmit={submit} className="rounded-2xl border border-brand-100 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-3">
        {select(
          t('staffContent.filters.placement'),
          'placement',
          placement,
          setPlacement,
          CONTENT_PLACEMENTS.map((p) => [p, t(`staffContent.placements.${p}`)]),
        )}
        {select(
          t('staffContent.filters.type'),
          'type',
          typeId,
          setTypeId,
          ['1', '2', '3', '4'].map((n) => [n, t(`staffContent.types.${n}`)]),
        )}
        {select(
          t('staffContent.filters.status'),
          'status',
          status,
          setStatus,
          CONTENT_STATUSES.map((s) => [s, t(`staffContent.status.${s}`)]),
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button type="submit">{t('staffContent.filters.apply')}</Button>
        {filtered ? (
          <Link to={contentHref()} className={buttonClass('ghost')}>
            {t('staffContent.filters.clear')}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
