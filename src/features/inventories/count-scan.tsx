/** The scan field of the counting screen: a barcode wedge or typed code + Enter adds one unit (its factor in base units). */
import { Input, InputGroup, Text } from '@chakra-ui/react';
import { ScanBarcode } from 'lucide-react';
import { useState } from 'react';
import { productsApi } from '../../api/catalog';
import { stockText } from '../../i18n/stock-screens';

const t = stockText.counts;

/** Finds the product a code names (its code, or a unit's barcode) and how many base units one scan is. */
export async function lookupCode(
  code: string,
  sheet: { product_id: string; product_code: string; product_name: string }[],
): Promise<{ productId: string; name: string; factor: number } | null> {
  const local = sheet.find((r) => r.product_code.toLowerCase() === code.toLowerCase());
  if (local) return { productId: local.product_id, name: local.product_name, factor: 1 };
  const found = await productsApi.list({ search: code, page_size: 10 });
  for (const p of found.data) {
    const unit = p.units.find((u) => u.barcode === code);
    if (unit) return { productId: p.id, name: p.name, factor: unit.factor };
    if (p.code.toLowerCase() === code.toLowerCase()) return { productId: p.id, name: p.name, factor: 1 };
  }
  return null;
}

export function CountScan({ onScan }: { onScan: (code: string) => Promise<string | null> }) {
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  return (
    <>
      <InputGroup startElement={<ScanBarcode size={16} />}>
        <Input
          size="sm"
          name="scan"
          aria-label={t.scan}
          placeholder={t.scan}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            const code = text.trim();
            setText('');
            if (code) void onScan(code).then(setMessage);
          }}
        />
      </InputGroup>
      {message ? (
        <Text fontSize="sm" color="orange.fg" role="status">
          {message}
        </Text>
      ) : null}
    </>
  );
}
