/**
 * Printing one thing alone on its own paper. On paper, everything but the print area and the
 * elements holding it is left out (not merely made invisible: the screen behind kept its height,
 * which printed as blank pages, and on a label roll as blank labels), and the holders lose their
 * sizes and frames, so the paper holds exactly the print area.
 *
 * A page keeps its printable view mounted ("page": an order, the patient book), shown or not; a
 * print job (labels, a voucher) is mounted to be printed at once. While a job is mounted it is
 * printed instead of the page's view.
 */
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

const A4 = 'size: A4; margin: 12mm;';

/** The print CSS, for a print area with `page` as its paper's @page rule. */
export function printCss(page: string = A4): string {
  return `@media print {
  @page { ${page} }
  body :not(:has([data-print-area])):not([data-print-area]):not([data-print-area] *) { display: none !important; }
  :has([data-print-area]) { display: block !important; position: static !important; inset: auto !important; width: auto !important; height: auto !important; min-height: 0 !important; max-height: none !important; overflow: visible !important; margin: 0 !important; padding: 0 !important; border: 0 !important; transform: none !important; box-shadow: none !important; background: none !important; }
  [data-print-area] { display: block !important; position: static !important; margin: 0 !important; border: none !important; }
  body:has([data-print-area=job]) [data-print-area=page] { display: none !important; }
}`;
}

/**
 * Content printed alone by window.print(): hidden on screen. `job`: printed as soon as it is
 * mounted, instead of the page's view; `page`: the paper's @page rule when it is not A4 with
 * 12 mm margins (label stock, A5 vouchers).
 */
export function PrintArea(props: { children: ReactNode; landscape?: boolean; page?: string; job?: boolean }) {
  const page = props.page ?? (props.landscape ? A4.replace('A4', 'A4 landscape') : A4);
  const style = <style>{printCss(page)}</style>;
  return (
    <Box data-print-area={props.job ? 'job' : 'page'} display="none" bg="white" color="black" fontSize="sm">
      {/* The later @page rule wins: a view's goes in the head, so a job's, in the body, follows it. */}
      {props.job ? style : createPortal(style, document.head)}
      {props.children}
    </Box>
  );
}
