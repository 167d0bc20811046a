/** The providers every screen sits in: Chakra UI, React Query and the jotai store. */
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { AppToaster } from './toaster';

export const appStore = createStore();

export function Providers({
  system,
  queryClient,
  children,
}: {
  system: SystemContext;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={appStore}>{children}</JotaiProvider>
        <AppToaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
