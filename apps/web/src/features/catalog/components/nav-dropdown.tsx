import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TruncatedText } from '../../../ui/truncated-text';

export interface NavDropdownItem {
  key: string | number;
  label: string;
  to: string;
}

export interface NavDropdownProps {
  label: string;
  items: readonly NavDropdownItem[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** characters before a label is cut (spec §2 Header) */
  maxLabel: number;
  columns?: 1 | 2;
}

/** A header menu button that opens a list of links; arrow keys move, Escape closes. */
export function NavDropdown({ label, items, isLoading, isError, onRetry, maxLabel, columns = 1 }: NavDropdownProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="group inline-flex min-h-11 items-center gap-1 rounded-md px-3 py-2 font-semibold text-white hover:bg-white/10 data-[state=open]:bg-white/15">
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 transition-transform group-data-[state=open]:rotate-180" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
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
            <DropdownMenu.Item onSelect={onRetry} className="cursor-pointer rounded-md px-3 py-2 text-sm text-brand-900 outline-none data-[highlighted]:bg-brand-50">
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
