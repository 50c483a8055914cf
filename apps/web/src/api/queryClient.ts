import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Retrying only helps with the network; API answers (auth, validation, not found) will not change.
      retry: (count, error) => error instanceof ApiError && error.kind === 'network' && count < 2,
    },
    mutations: { retry: false },
  },
});
