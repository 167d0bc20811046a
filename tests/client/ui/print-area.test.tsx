/**
 * A print area's paper: a page's printable view puts its @page rule in the document's head, and a
 * print job (labels, a voucher) keeps its own in the body, after it, so that the job's paper wins
 * while the job is mounted; on paper, what is not printed is left out of the layout, not merely
 * hidden. What Chromium then lays out: tests/e2e/printed.ts and the labels, voucher and receipt
 * browser tests.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrintArea, printCss } from '../../../src/components/print-area';
import { system } from '../../../src/components/ui/system';

const pageRule = (style: Element | null | undefined) => /@page \{ ([^}]*) \}/.exec(style?.textContent ?? '')?.[1];

describe('print areas', () => {
  it("put a page's paper in the head and a job's after it, each gone with its area", () => {
    const view = render(
      <ChakraProvider value={system}>
        <PrintArea landscape>
          <p>Sổ theo dõi</p>
        </PrintArea>
      </ChakraProvider>,
    );
    const inHead = () => [...document.head.querySelectorAll('style')].filter((s) => s.textContent?.includes('@page'));
    expect(inHead().map(pageRule)).toEqual(['size: A4 landscape; margin: 12mm;']);
    expect(document.querySelector('[data-print-area=page]')!.querySelector('style')).toBeNull();

    const job = render(
      <ChakraProvider value={system}>
        <PrintArea job page="size: 72mm 22mm; margin: 0;">
          <p>Tem</p>
        </PrintArea>
      </ChakraProvider>,
    );
    const area = document.querySelector('[data-print-area=job]')!;
    expect(pageRule(area.querySelector('style'))).toBe('size: 72mm 22mm; margin: 0;');
    // Later in the document than the page's rule, so it is the one that applies.
    expect(inHead()[0]!.compareDocumentPosition(area) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    job.unmount();
    view.unmount();
    expect(inHead()).toEqual([]);
  });

  it('leave out of the layout on paper what is not printed, and a page behind a job', () => {
    const css = printCss('size: A5; margin: 10mm;');
    expect(css).toMatch(/^@media print \{/);
    expect(css).toContain(
      'body :not(:has([data-print-area])):not([data-print-area]):not([data-print-area] *) { display: none !important; }',
    );
    expect(css).toContain('body:has([data-print-area=job]) [data-print-area=page] { display: none !important; }');
    expect(css).not.toContain('visibility');
  });
});
