/** The lines of a quality control: product and lot, four checks, result, quantity concerned and note. */
import { Checkbox, HStack, Input, Text } from '@chakra-ui/react';
import { IntegerInput } from '../../components/form/integer-input';
import { SelectInput } from '../../components/form/select-input';
import { type LotLine, type LotLineColumn, LotLinesTable, lotLineOf } from '../../components/lot-lines-table';
import { QC_RESULTS } from '../../domain/stock/quality-controls';
import { formatQuantity } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';

const t = stockText.quality;
const c = stockText.common;
const CHECKS = ['appearance_ok', 'packaging_ok', 'label_ok', 'expiry_ok'] as const;
const CHECK_LABEL = {
  appearance_ok: t.checks.appearance,
  packaging_ok: t.checks.packaging,
  label_ok: t.checks.label,
  expiry_ok: t.checks.expiry,
};

export interface QcDraftLine extends LotLine {
  appearance_ok: boolean;
  packaging_ok: boolean;
  label_ok: boolean;
  expiry_ok: boolean;
  result: (typeof QC_RESULTS)[number];
  quantity: number | null;
  note: string;
}

function qcColumns(editable: boolean, errors: Record<string, string>): LotLineColumn<QcDraftLine>[] {
  return [
    {
      key: 'checks',
      header: Object.values(CHECK_LABEL).join(' / '),
      // Each checkbox carries its own label.
      unlabelledOnPhone: true,
      cell: (line, i, patch) => (
        <HStack gap="3" wrap="wrap">
          {CHECKS.map((check) => (
            <Checkbox.Root
              key={check}
              size="sm"
              checked={line[check]}
              disabled={!editable}
              onCheckedChange={(d) => patch({ [check]: d.checked === true })}
            >
              <Checkbox.HiddenInput name={`lines.${i}.${check}`} />
              <Checkbox.Control />
              <Checkbox.Label>{CHECK_LABEL[check]}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
      ),
    },
    {
      key: 'result',
      header: t.result,
      width: '40',
      halfOnPhone: true,
      cell: (line, i, patch) => (
        <SelectInput
          name={`lines.${i}.result`}
          value={line.result}
          options={QC_RESULTS.map((r) => ({ value: r, label: t.results[r] ?? r }))}
          onChange={(v) => editable && patch({ result: v as QcDraftLine['result'] })}
        />
      ),
    },
    {
      key: 'quantity',
      header: t.quantity,
      width: '32',
      halfOnPhone: true,
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
    },
    {
      key: 'note',
      header: c.note,
      cell: (line, i, patch) => (
        <Input
          size="sm"
          name={`lines.${i}.note`}
          value={line.note}
          readOnly={!editable}
          onChange={(e) => patch({ note: e.currentTarget.value })}
        />
      ),
    },
  ];
}

export function QcLines({
  lines,
  editable,
  errors,
  onChange,
}: {
  lines: QcDraftLine[];
  editable: boolean;
  errors: Record<string, string>;
  onChange: (lines: QcDraftLine[]) => void;
}) {
  return (
    <LotLinesTable
      lines={lines}
      editable={editable}
      errors={errors}
      onChange={onChange}
      newLine={(p) => ({
        ...lotLineOf(p),
        appearance_ok: true,
        packaging_ok: true,
        label_ok: true,
        expiry_ok: true,
        result: 'ACCEPT' as const,
        quantity: 0,
        note: '',
      })}
      columns={qcColumns(editable, errors)}
      minWidth="900px"
      rowBg={(line) => (line.result === 'SCRAP' ? 'red.subtle' : undefined)}
    />
  );
}
