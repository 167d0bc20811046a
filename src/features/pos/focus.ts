/**
 * Where the focus goes after each step of a sale: back on the page itself (the scanner and the
 * single-key shortcuts work there), or into the field or button where the next action starts.
 */

/** Focus back on the page itself. */
export function focusHome(): void {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

/** Focuses the first element matching `selector` in `root`, its text selected when it is a field. */
export function focusIn(root: ParentNode | null, selector: string): boolean {
  const element = root?.querySelector<HTMLElement>(selector);
  if (!element) return false;
  element.focus();
  if (element instanceof HTMLInputElement) element.select();
  return true;
}

/**
 * Focuses an element and scrolls it only as far as needed to be seen: the browser's own scroll on
 * focus centres it, which on a phone or a short tablet pushes the amount due and the payment
 * methods above it out of view.
 */
export function focusInView(element: HTMLElement): void {
  element.focus({ preventScroll: true });
  // jsdom has no scrolling.
  if ('scrollIntoView' in element) element.scrollIntoView({ block: 'nearest' });
}
