import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LazyPopupParts } from '../../../ui/lazy-popup';
import { TruncatedText } from '../../../ui/truncated-text';
import type { NavDropdownProps } from './nav-dropdown-props';

/** The menu of a header menu button (loaded after the page's first load, see NavDropdown). */
export function NavDropdownMenu({
  items,
  isLoading,
  isError,
  onRetry,
  maxLabel,
  columns = 1,
  trigger,
  triggerRef,
  openAtOnce,
}: NavDropdownProps & LazyPopupParts) {
  const { t } = useTranslation();
  // Radix puts the first item under focus when a key opened the menu; the key that opened this one
  // came before the menu was there to see it
  const keyboardEntry = useRef(openAtOnce === 'keyboard');
  const focusFirstItem = (content: HTMLDivElement | null) => {
    if (!content || !keyboardEntry.current) return;
    keyboardEntry.current = false;
    requestAnimationFrame(() => content.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus());
  };
  return (
    <DropdownMenu.Root modal={false} defaultOpen={openAtOnce !== null}>
      <DropdownMenu.Trigger ref={triggerRef} className={trigger.className}>
        {trigger.children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={focusFirstItem}
          align="start"
          sideOffset={6}
          className={`animate-fade-in z-40 max-h-[min(70vh,32rem)] overflow-y-auto rounded-xl border border-brand-100 bg-white p-2 shadow-lg ${
            columns === 2 ? 'grid w-[28rem] grid-cols-2 gap-x-2' : 'w-64'
          }`}
        >
          {isLoading ? (
            <DropdownMenu.Item disabled className="px-3 py-2 text-sm text-muted">
              {t('common.loading')}
            </DropdownMenu.Item>
          ) : isError ? (
            <DropdownMenu.Item
              onSelect={onRetry}
              className="cursor-pointer rounded-md px-3 py-2 text-sm text-brand-900 outline-none data-[highlighted]:bg-brand-50"
            >
              {t('header.menuError')} · {t('common.retry')}
            </DropdownMenu.Item>
          ) : (
            items?.map((item) => (
              <DropdownMenu.Item key={item.key} asChild>
                <Link
                  to={item.to}
                  className="block rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
                >
                  <TruncatedText text={item.label} max={maxLabel} />
                </Link>
              </DropdownMenu.Item>
            ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
