/** Content printed alone on A4 by window.print(): hidden on screen, the only thing visible on paper. */
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const PRINT_CSS = `@media print { @page { size: A4; margin: 12mm; } body * { visibility: hidden; } [data-print-area], [data-print-area] * { visibility: visible; } [data-print-area] { position: absolute; left: 0; top: 0; width: 100%; display: block !important; } }`;

/** `page`: the paper's @page rule when it is not A4 with 12 mm margins (label sheets). */
export function PrintArea({ children, landscape, page }: { children: ReactNode; landscape?: boolean; page?: string }) {
  const css = page
    ? PRINT_CSS.replace('size: A4; margin: 12mm;', page)
    : landscape
      ? PRINT_CSS.replace('size: A4;', 'size: A4 landscape;')
      : PRINT_CSS;
  return (
    <Box data-print-area display="none" bg="white" color="black" fontSize="sm">
      <style>{css}</style>
      {children}
    </Box>
  );
}
