import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';

/** Retry only what may pass on a second try: no answer (network) or a server error. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return failureCount < 1;
  if (error.error === 'TIMEOUT' || error.error === 'ABORTED') return false;
  if (error.status === 0 || error.status >= 500) return failureCount < 1;
  return false;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
