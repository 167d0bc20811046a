/** Picks one of a product's lots (number, expiry, on hand), loaded from the product's lots endpoint. */
import { useQuery } from '@tanstack/react-query';
import { listProductLots } from '../api/catalog';
import { formatDate, formatNumber } from '../i18n/format';
import { stockText } from '../i18n/stock-screens';
import { SelectInput } from './form/select-input';

export interface LotSelectProps {
  name: string;
  productId: string;
  value: string | null;
  /** How to name the chosen lot when the product's list no longer has it (e.g. an emptied lot). */
  currentLabel?: string;
  onChange: (lotId: string | null, onHand: number | null) => void;
}

export function LotSelect({ name, productId, value, currentLabel, onChange }: LotSelectProps) {
  const lots = useQuery({
    queryKey: ['products', productId, 'lots'],
    queryFn: () => listProductLots(productId),
    enabled: Boolean(productId),
  });
  const rows = lots.data ?? [];
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
      onChange={(id) => onChange(id || null, rows.find((l) => l.id === id)?.quantity ?? null)}
    />
  );
}
