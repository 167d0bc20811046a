/** The lines of a scrap: product, lot (those with stock, each with its on-hand), quantity in base units. */
import { Text } from '@chakra-ui/react';
import { IntegerInput } from '../../components/form/integer-input';
import { type LotLine, type LotLineColumn, LotLinesTable, lotLineOf } from '../../components/lot-lines-table';
import { formatQuantity } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';

const c = stockText.common;

export interface ScrapDraftLine extends LotLine {
  quantity: number | null;
}

const quantityColumn = (editable: boolean, errors: Record<string, string>): LotLineColumn<ScrapDraftLine> => ({
  key: 'quantity',
  header: c.quantity,
  width: '36',
  cell: (line, i, patch) => (
    <>
      {editable ? (
        <IntegerInput
          name={`lines.${i}.quantity`}
          value={line.quantity}
          unit={line.unit_name}
          onChange={(quantity) => patch({ quantity })}
        />
      ) : (
        <Text className="tabular">{formatQuantity(line.quantity ?? 0, line.unit_name)}</Text>
      )}
      {errors[`lines.${i}.quantity`] ? (
        <Text color="fg.error" fontSize="xs">
          {errors[`lines.${i}.quantity`]}
        </Text>
      ) : null}
    </>
  ),
});

export function ScrapLines({
  lines,
  editable,
  errors,
  onChange,
}: {
  lines: ScrapDraftLine[];
  editable: boolean;
  errors: Record<string, string>;
  onChange: (lines: ScrapDraftLine[]) => void;
}) {
  return (
    <LotLinesTable
      lines={lines}
      editable={editable}
      errors={errors}
      onChange={onChange}
      newLine={(p) => ({ ...lotLineOf(p), quantity: 1 })}
      columns={[quantityColumn(editable, errors)]}
      minWidth="600px"
      // An empty lot has nothing to scrap.
      lotsInStock
    />
  );
}
