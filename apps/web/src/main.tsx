import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { toast } from 'sonner';
import './index.css';
import { i18n } from './app/i18n/i18n';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { configureApiClient } from './lib/api-client';
import { NETWORK_CONNECTION_MESSAGE } from './lib/api-error';
import { currentLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { showSystemError } from './lib/system-error';

const router = createRouter();

const queryClient = createQueryClient({
  onSystemError: showSystemError,
  onNetworkError: () => toast.error(i18n.t(`errors.${NETWORK_CONNECTION_MESSAGE}`), { id: NETWORK_CONNECTION_MESSAGE }),
});

configureApiClient({
  getLanguage: () => currentLanguage(i18n),
  // The 401 rule: the session is already cleared; forget cached member data and go home.
  onUnauthorized: () => {
    queryClient.removeQueries({ queryKey: ['member'] });
    queryClient.removeQueries({ queryKey: ['cart'] });
    void router.navigate('/');
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
