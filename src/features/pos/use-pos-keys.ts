/**
 * Keys anywhere on the till screen: a barcode scanned with no field focused adds the product,
 * and the shortcuts F2 or / (search), F4 (quantity of the last line), F8 (park), F9 (checkout)
 * and ? (help sheet). Keys typed into a field belong to that field.
 */
import { useEffect, useRef } from 'react';
import { BarcodeWedge } from './barcode-wedge';

export interface PosKeyHandlers {
  onScan: (code: string) => void;
  onSearch: () => void;
  onQuantity: () => void;
  onPark: () => void;
  onCheckout: () => void;
  onHelp: () => void;
}

export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function usePosKeys(handlers: PosKeyHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const wedge = new BarcodeWedge();
    const onKey = (event: KeyboardEvent) => {
      const h = latest.current;
      const fKeys: Record<string, () => void> = { F2: h.onSearch, F4: h.onQuantity, F8: h.onPark, F9: h.onCheckout };
      const fKey = fKeys[event.key];
      if (fKey) {
        event.preventDefault();
        fKey();
        return;
      }
      if (isEditable(event.target) || event.ctrlKey || event.metaKey || event.altKey) {
        wedge.reset();
        return;
      }
      const { code, consumed } = wedge.feed(event.key, event.timeStamp);
      if (code) {
        event.preventDefault();
        h.onScan(code);
        return;
      }
      if (consumed) return;
      if (event.key === '/') {
        event.preventDefault();
        h.onSearch();
      } else if (event.key === '?') {
        event.preventDefault();
        h.onHelp();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
