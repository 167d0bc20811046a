/**
 * A table too wide for a phone scrolls sideways inside this box. The box is a named region in
 * the tab order, so a keyboard reaches what is scrolled out of view even when the table holds
 * nothing focusable yet (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
import { Box, type BoxProps } from '@chakra-ui/react';

export function ScrollRegion({ label, ...props }: BoxProps & { label: string }) {
  // Relative so that it clips what sits absolutely inside it too (a visually hidden column header),
  // which would otherwise widen the whole page on a phone.
  return (
    <Box
      position="relative"
      overflowX="auto"
      tabIndex={0}
      role="region"
      aria-label={label}
      focusVisibleRing="inside"
      {...props}
    />
  );
}
