/**
 * Picks one of a product's lots (number, expiry, on hand), loaded from the product's lots endpoint
 * or through `load` (a counter page reads the till's copy: SPEC §6 keeps the endpoint the admin's).
 */
import { useQuery } from '@tanstack/react-query';
import { listProductLots } from '../api/catalog';
import { formatDate, formatNumber } from '../i18n/format';
import { stockText } from '../i18n/stock-screens';
import { SelectInput } from './form/select-input';

/** What the select shows of a lot (`quantity`: on hand, in base units). */
interface LotOption {
  id: string;
  lot_number: string;
  expiry_date: string | null;
  quantity: number;
}

export interface LotSelectProps {
  name: string;
  productId: string;
  value: string | null;
  /** How to name the chosen lot when the product's list no longer has it (e.g. an emptied lot). */
  currentLabel?: string;
  onChange: (lotId: string | null, onHand: number | null, lot: LotOption | null) => void;
  /** Where the product's lots come from; the product's lots endpoint when left out. */
  load?: (productId: string) => Promise<LotOption[]>;
  /** Offer only lots with stock on hand (what a scrap can take); the chosen one stays listed. */
  inStockOnly?: boolean;
}

export function LotSelect({ name, productId, value, currentLabel, onChange, load, inStockOnly }: LotSelectProps) {
  const lots = useQuery({
    queryKey: ['products', productId, 'lots', load ? 'till' : 'server'],
    queryFn: () => (load ?? listProductLots)(productId),
    enabled: Boolean(productId),
  });
  const rows = (lots.data ?? []).filter((l) => !inStockOnly || l.quantity > 0 || l.id === value);
  const options = rows.map((l) => ({
    value: l.id,
    label: `${l.lot_number} · HSD ${formatDate(l.expiry_date) || '—'} · ${stockText.scraps.onHand} ${formatNumber(l.quantity)}`,
  }));
  if (value && !rows.some((l) => l.id === value))
    options.unshift({ value, label: currentLabel ?? stockText.common.lot });
  return (
    <SelectInput
      name={name}
      value={value ?? ''}
      allowNone
      noneLabel={rows.length === 0 ? stockText.common.noLot : stockText.common.chooseLot}
      options={options}
      onChange={(id) => {
        const lot = rows.find((l) => l.id === id) ?? null;
        onChange(id || null, lot?.quantity ?? null, lot);
      }}
    />
  );
}
