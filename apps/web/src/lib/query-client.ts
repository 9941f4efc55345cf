import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isSystemError } from './api-error';

export interface QueryClientHooks {
  /** 500s and unexpected exceptions: the System Error dialog */
  onSystemError: () => void;
  /** no answer from the server */
  onNetworkError: () => void;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { systemError?: boolean };
    mutationMeta: { systemError?: boolean };
  }
}

/**
 * Server state lives here. A failing query or mutation opens the System Error dialog (unless its
 * meta says `systemError: false`, for screens that show their own message); a lost connection is
 * retried once, server answers are not retried.
 */
export function createQueryClient(hooks: QueryClientHooks): QueryClient {
  const report = (error: unknown, meta: { systemError?: boolean } | undefined) => {
    if (meta?.systemError === false) return;
    if (isApiError(error) && error.kind === 'network') hooks.onNetworkError();
    else if (isSystemError(error)) hooks.onSystemError();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => report(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => isApiError(error) && error.kind === 'network' && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}
