import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from './components/toaster.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/** The seed's query defaults: retry once, no refetch when the window regains focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Light only: a colour-scheme script in the page would need an inline script, which the CSP forbids. */}
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        <Toaster />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
