import { DirectionProvider } from '@radix-ui/react-direction';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { dirOf } from '@waha/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { useLanguage } from '../lib/use-language';

/** Toast options of SPEC.md section 9; the session toast overrides the position (top-right). */
export const TOAST_DEFAULTS = {
  position: 'top-center',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
  theme: 'light',
} as const;

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
  const { t } = useTranslation();
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageDirection>{children}</LanguageDirection>
      <ToastContainer {...TOAST_DEFAULTS} aria-label={t('toast.region')} />
    </QueryClientProvider>
  );
}
