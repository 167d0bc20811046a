/**
 * A barcode drawn as an SVG image (data URL), EAN-13 when the code is one and Code 128 otherwise,
 * by bwip-js, loaded only when labels are printed; null for a code Code 128 cannot carry (a letter
 * with a Vietnamese diacritic).
 */
import { barcodeSymbology } from '../../domain/catalog/barcodes';

export async function barcodeImage(code: string): Promise<string | null> {
  const symbology = barcodeSymbology(code);
  if (!symbology) return null;
  const { code128, drawingSVG, ean13 } = await import('@bwip-js/browser');
  const options = { text: code, height: 9, scale: 2, includetext: false, paddingwidth: 4 };
  const svg =
    symbology === 'ean13'
      ? ean13({ bcid: 'ean13', ...options }, drawingSVG())
      : code128({ bcid: 'code128', ...options }, drawingSVG());
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
