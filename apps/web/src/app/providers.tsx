import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TOAST_DURATION_MS } from '../lib/toast';
import { LazyToaster } from '../ui/lazy-toaster';
import { wireCart } from './cart-wiring';
import { SystemErrorDialog } from './system-error/system-error-dialog';

/**
 * sonner's rich success and error texts are 4.3:1 on their backgrounds: darker shades reach WCAG AA
 * (4.5:1). Its stylesheet names a system font stack, which on many desktops has no Thai glyphs.
 */
const TOAST_STYLE = { '--success-text': '#166534', '--error-text': '#b91c1c', fontFamily: 'var(--font-sans)' } as CSSProperties;

/** `i18n`: the browser's one instance, or the language's own while the server renders a page. */
export function AppProviders({ children, queryClient, i18n }: { children: ReactNode; queryClient: QueryClient; i18n: I18n }) {
  // Answers carry texts in the request's language: ask again after a switch.
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [queryClient, i18n]);

  // the guest cart and its merge after sign-in
  useEffect(() => wireCart(queryClient), [queryClient]);

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <SystemErrorDialog />
        <LazyToaster duration={TOAST_DURATION_MS} position="top-center" richColors closeButton style={TOAST_STYLE} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
