/** Content printed alone on A4 by window.print(): hidden on screen, the only thing visible on paper. */
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const PRINT_CSS = `@media print { @page { size: A4; margin: 12mm; } body * { visibility: hidden; } [data-print-area], [data-print-area] * { visibility: visible; } [data-print-area] { position: absolute; left: 0; top: 0; width: 100%; display: block !important; } }`;

export function PrintArea({ children, landscape }: { children: ReactNode; landscape?: boolean }) {
  return (
    <Box data-print-area display="none" bg="white" color="black" fontSize="sm">
      <style>{landscape ? PRINT_CSS.replace('size: A4;', 'size: A4 landscape;') : PRINT_CSS}</style>
      {children}
    </Box>
  );
}
