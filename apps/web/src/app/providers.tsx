import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../lib/toast';
import { wireCart } from './cart-wiring';
import { i18n } from './i18n/i18n';
import { SystemErrorDialog } from './system-error/system-error-dialog';

/**
 * sonner's rich success and error texts are 4.3:1 on their backgrounds: darker shades reach WCAG AA
 * (4.5:1). Its stylesheet names a system font stack, which on many desktops has no Thai glyphs.
 */
const TOAST_STYLE = { '--success-text': '#166534', '--error-text': '#b91c1c', fontFamily: 'var(--font-sans)' } as CSSProperties;

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  // Answers carry texts in the request's language: ask again after a switch.
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [queryClient]);

  // the guest cart and its merge after sign-in
  useEffect(() => wireCart(queryClient), [queryClient]);

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <SystemErrorDialog />
        <Toaster duration={TOAST_DURATION_MS} position="top-center" richColors closeButton style={TOAST_STYLE} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
