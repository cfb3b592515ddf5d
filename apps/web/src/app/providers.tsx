import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { HydrationProvider } from '../lib/hydration';

interface ProvidersProps {
  queryClient: QueryClient;
  /** The tree renders a pre-rendered page: at build time, or hydrating its HTML (lib/hydration.tsx). */
  hydrating?: boolean;
  children: ReactNode;
}

/** Query cache, toasts and the hydration state, around the router. */
export function Providers({ queryClient, hydrating = false, children }: ProvidersProps) {
  return (
    <HydrationProvider hydrating={hydrating}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </HydrationProvider>
  );
}
