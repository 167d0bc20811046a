/** The providers every screen sits in: Chakra UI, React Query and the jotai store. */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { AppToaster } from './toaster';
import { system } from './ui/system';

export const appStore = createStore();

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={appStore}>{children}</JotaiProvider>
        <AppToaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
