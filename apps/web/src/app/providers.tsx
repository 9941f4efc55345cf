import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../lib/toast';
import { i18n } from './i18n/i18n';
import { SystemErrorDialog } from './system-error/system-error-dialog';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  // Answers carry texts in the request's language: ask again after a switch.
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [queryClient]);

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <SystemErrorDialog />
        <Toaster duration={TOAST_DURATION_MS} position="top-center" richColors closeButton />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
