import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { SearchInput } from '../../../ui/search-input';
import { ORDER_NO_SEARCH_MAX, ORDER_PAGE_SIZES, orderNoSearch, type OrderPageSize, type OrderSort } from '../order-list-params';

const selectClass = 'min-h-11 min-w-0 rounded-lg border border-stone-400 bg-white px-3 text-base text-ink';

/** Search by order number (Enter or the button); an empty search lists every order again. */
function OrderNoSearch({ value, onSearch }: { value: string; onSearch: (orderNo: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  // what is typed; the list follows the address, and the box takes the address's value when it changes (Back)
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTyped(value);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(orderNoSearch(typed));
  }

  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
          {t('orders.search.label')}
        </label>
        <SearchInput
          id={id}
          value={typed}
          onChange={setTyped}
          maxLength={ORDER_NO_SEARCH_MAX}
          placeholder={t('orders.search.placeholder')}
          className={`${selectClass} w-full`}
        />
      </div>
      <Button type="submit" className="shrink-0">
        {t('orders.search.button')}
      </Button>
    </form>
  );
}

/** Newest–Oldest or Oldest–Newest (member-area spec §2). */
function SortSelect({ value, onChange }: { value: OrderSort; onChange: (sort: OrderSort) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {t('orders.sort.label')}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value === 'asc' ? 'asc' : 'desc')} className={`${selectClass} w-full`}>
        <option value="desc">{t('orders.sort.desc')}</option>
        <option value="asc">{t('orders.sort.asc')}</option>
      </select>
    </div>
  );
}

/** The filter bar over the list: the order-number search and the sort. */
export function OrderFilters({
  orderNo,
  sort,
  onSearch,
  onSort,
}: {
  orderNo: string;
  sort: OrderSort;
  onSearch: (orderNo: string) => void;
  onSort: (sort: OrderSort) => void;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <OrderNoSearch value={orderNo} onSearch={onSearch} />
      <SortSelect value={sort} onChange={onSort} />
    </div>
  );
}

/** How many orders a page shows (member-area spec §9: ten by default; the orders pager has a size selector). */
export function PageSizeSelect({ value, onChange }: { value: OrderPageSize; onChange: (size: OrderPageSize) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('orders.pageSize.label')}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value) as OrderPageSize)} className={selectClass}>
        {ORDER_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
