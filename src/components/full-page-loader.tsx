/**
 * The full-page loading screen (SPEC.md §2): the brand, an animated progress bar and, when a load
 * takes longer than SPEC.md §9's chunk timeout of 120 s, an offer to reload the page.
 *
 * It is the splash that index.html paints before any script runs (its `.boot` styles live in
 * index.html's head), drawn again in the same place: the page goes from the splash to this screen
 * without a jump, and a signed-in page's first render, which shows it while the till opens, spends
 * nothing on Chakra's styles and progress machines for it (issue 16).
 */
import { Button, Text } from '@chakra-ui/react';
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
    <div className="boot" role="status" aria-live="polite" data-testid="full-page-loader">
      <h1>{vi.app.name}</h1>
      <i role="progressbar" aria-label={vi.common.loading} />
      <p>{vi.common.loading}</p>
      {slow && (
        <>
          <Text color="fg.error" px="6" textAlign="center">
            {shellVi.errors.slowLoad}
          </Text>
          <Button colorPalette="brand" onClick={() => window.location.reload()}>
            {vi.common.reload}
          </Button>
        </>
      )}
    </div>
  );
}
