import { DirectionProvider } from '@radix-ui/react-direction';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { dirOf } from '@waha/shared';
import { useState, type ReactNode } from 'react';
import { ToastRegion } from '../components/ui/toast-region';
import { useLanguage } from '../lib/use-language';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

/**
 * Every Radix primitive (tabs, popovers, dialogs) reads its direction from here, so none of them
 * lays out left to right inside an Arabic or Urdu page; one place instead of a `dir` per use.
 */
function LanguageDirection({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return <DirectionProvider dir={dirOf(language)}>{children}</DirectionProvider>;
}

/** `client`: the one the server render or the hydration data filled; tests let it default. */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageDirection>{children}</LanguageDirection>
      <ToastRegion />
    </QueryClientProvider>
  );
}
