import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { CloseIcon } from '../../../../ui/dialog';
import type { LazyPopupParts } from '../../../../ui/lazy-popup';
import { EMPTY_FILTERS } from '../../listing/listing-params';
import type { FilterDrawerProps } from './filter-drawer-props';
import { FilterForm } from './filter-form';

/** The filters' drawer (loaded after the page's first load, see FilterDrawer). */
export function FilterDrawerPanel({ applied, facet, showPetType, onApply, trigger, triggerRef, openAtOnce }: FilterDrawerProps & LazyPopupParts) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(openAtOnce !== null);
  const formId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger ref={triggerRef} className={trigger.className}>
        {trigger.children}
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
