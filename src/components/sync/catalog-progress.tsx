/** The first catalogue load's progress bar with counts (DESIGN.md §5), pinned to the bottom. */
import { Box, Progress, Text } from '@chakra-ui/react';
import { viSync } from '../../i18n/sync';
import { useSyncValue } from '../../till/use-sync-status';

export function CatalogLoadProgress() {
  const firstLoad = useSyncValue((state) => state.firstLoad);
  if (!firstLoad) return null;
  const total = Math.max(firstLoad.total, firstLoad.done);
  return (
    // A landmark of its own: it sits outside the page's main, and a screen reader can jump to it.
    <Box
      as="section"
      aria-label={viSync.catalogLoading}
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="overlay"
      bg="bg.panel"
      borderTopWidth="1px"
      px="4"
      py="3"
      shadow="md"
      data-testid="catalog-progress"
    >
      <Progress.Root value={total > 0 ? firstLoad.done : null} max={Math.max(total, 1)} size="sm" colorPalette="teal">
        <Progress.Label mb="1">
          <Text as="span" fontSize="sm">
            {/* Until the server says how many, the bar runs without counts (not "0 / 0"). */}
            {total > 0
              ? `${viSync.catalogLoading}: ${viSync.catalogProgress(firstLoad.done, total)}`
              : `${viSync.catalogLoading}…`}
          </Text>
        </Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
