/**
 * The full-page loading screen (SPEC.md §2): the brand, an animated progress bar and, when a load
 * takes longer than SPEC.md §9's chunk timeout of 120 s, an offer to reload the page.
 */
import { Box, Button, Center, Heading, Progress, Text, VStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { vi } from '../i18n/messages';
import { shellVi } from '../i18n/shell';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export function FullPageLoader({ timeoutMs = CHUNK_LOAD_TIMEOUT_MS }: { timeoutMs?: number }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);

  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="bg.subtle"
      role="status"
      aria-live="polite"
      data-testid="full-page-loader"
    >
      <Progress.Root
        value={null}
        size="xs"
        colorPalette="brand"
        position="absolute"
        top="0"
        insetX="0"
        aria-label={vi.common.loading}
      >
        <Progress.Track bg="transparent">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Center h="full" px="6">
        <VStack gap="4" maxW="sm" textAlign="center">
          <Heading size="2xl" color="brand.fg">
            {vi.app.name}
          </Heading>
          <Progress.Root value={null} w="56" colorPalette="brand" size="sm">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text color="fg.muted">{vi.common.loading}</Text>
          {slow && (
            <>
              <Text color="fg.error">{shellVi.errors.slowLoad}</Text>
              <Button colorPalette="brand" onClick={() => window.location.reload()}>
                {vi.common.reload}
              </Button>
            </>
          )}
        </VStack>
      </Center>
    </Box>
  );
}
