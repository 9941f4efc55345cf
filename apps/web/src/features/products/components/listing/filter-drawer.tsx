import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { CloseIcon } from '../../../../ui/dialog';
import { EMPTY_FILTERS, type ListingFilters } from '../../listing/listing-params';
import { FilterForm, type FacetOptions } from './filter-form';

/** Phones and tablets: the filters open in a drawer and apply together with "Show results". */
export function FilterDrawer({
  applied,
  facet,
  showPetType,
  activeCount,
  onApply,
}: {
  applied: ListingFilters;
  facet: FacetOptions | null;
  showPetType: boolean;
  activeCount: number;
  onApply: (filters: ListingFilters) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 lg:hidden">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {t('products.filters.open')}
        {activeCount > 0 ? (
          <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-800 px-1.5 text-xs text-white">
            <span className="sr-only">{t('products.filters.activeCount', { count: activeCount })}</span>
            <span aria-hidden="true">{activeCount}</span>
          </span>
        ) : null}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="animate-fade-in fixed inset-y-0 right-0 z-50 flex w-[min(26rem,92vw)] flex-col bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-brand-100 px-4 py-2">
            <Dialog.Title className="text-lg font-bold text-brand-900">{t('products.filters.title')}</Dialog.Title>
            <Dialog.Close aria-label={t('common.close')} className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-stone-100">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4">
            <FilterForm
              formId={formId}
              applied={applied}
              facet={facet}
              showPetType={showPetType}
              mode="deferred"
              onApply={(filters) => {
                onApply(filters);
                setOpen(false);
              }}
            />
          </div>
          <div className="flex gap-3 border-t border-brand-100 p-4">
            <Button
              variant="secondary"
              className="flex-1"
              onClick={() => {
                onApply({ ...EMPTY_FILTERS, sort: applied.sort });
                setOpen(false);
              }}
            >
              {t('products.filters.clear')}
            </Button>
            <Button type="submit" form={formId} className="flex-1">
              {t('products.filters.apply')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
