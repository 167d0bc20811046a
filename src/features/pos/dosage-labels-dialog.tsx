/**
 * "In nhãn thuốc": a label for each drug of a sale (src/domain/dosage-labels.ts), from the print
 * step or from the order's page in the sales history, to stick on the bag of loose tablets: the
 * shop, the drug's name, strength and form, what was sold, how to take it (editable here, filled
 * from the prescription, the line's note or the catalogue), who it is for and the date. Printed on
 * the label printer beside the till, one label a page of its roll (`label-formats.ts`), the roll
 * remembered on the device. From the print step it works offline: the order and the catalogue it
 * reads are on the till.
 */
import { Box, Field, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form/form-field';
import { IntegerInput } from '../../components/form/integer-input';
import { SelectInput } from '../../components/form/select-input';
import { PrintArea } from '../../components/print-area';
import { useStoredChoice } from '../../components/use-stored-choice';
import { LABEL_FORMATS, labelPage, type LabelFormat } from '../../components/barcode-labels/label-formats';
import type { LocalOrder } from '../../db/pos-sales';
import { readProducts } from '../../db/product-records';
import { dosageLabels, type DosageLabel, type LabelledProduct } from '../../domain/dosage-labels';
import { dosageLabelsVi as t } from '../../i18n/dosage-labels';
import { formatDate, formatNumber } from '../../i18n/format';
import { useTillSession } from '../../till/session-context';

const FORMAT_IDS = ['roll-1-50x30', 'roll-1-40x30'] as const;
type FormatId = (typeof FORMAT_IDS)[number];
const FORMAT_KEY = 'dosage_label_format';
const MAX_LABELS = 200;

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** What a printed label says besides the drug: the shop, who the drugs are for, the day. */
interface LabelFooter {
  shop: string;
  patient: string;
  date: string;
}

function DosageLabelCard({ label, footer, format }: { label: DosageLabel; footer: LabelFooter; format: LabelFormat }) {
  return (
    <Box
      w={`${format.width}mm`}
      h={`${format.height}mm`}
      px="1.5mm"
      py="1mm"
      overflow="hidden"
      fontSize="6.5pt"
      lineHeight="1.2"
      color="black"
      display="flex"
      flexDirection="column"
      data-testid="dosage-label"
    >
      {footer.shop ? (
        <Text fontSize="5.5pt" truncate>
          {footer.shop}
        </Text>
      ) : null}
      <Text fontWeight="bold" fontSize="7.5pt" lineClamp={1}>
        {label.name}
      </Text>
      {/* What was sold first: a long strength and form give way, never the quantity. */}
      <Text truncate>
        {[t.quantity(formatNumber(label.quantity), label.unit), label.detail].filter(Boolean).join(' · ')}
      </Text>
      <Text fontWeight="semibold" lineClamp={3} flex="1" minH="0">
        {label.instructions}
      </Text>
      <Text fontSize="5.5pt" truncate>
        {[footer.patient, footer.date].filter(Boolean).join(' · ')}
      </Text>
    </Box>
  );
}

/** The labels as the roll's pages, printed once laid out; then `onPrinted`. */
function LabelRoll(props: { labels: DosageLabel[]; footer: LabelFooter; format: LabelFormat; onPrinted: () => void }) {
  const { onPrinted } = props;
  useEffect(() => {
    window.print();
    onPrinted();
  }, [onPrinted]);
  return (
    <PrintArea job page={labelPage(props.format)}>
      <div data-testid="dosage-label-roll" data-format={props.format.id}>
        {props.labels.map((label, i) => (
          <Box key={i} css={{ breakAfter: i < props.labels.length - 1 ? 'page' : 'auto', breakInside: 'avoid' }}>
            <DosageLabelCard label={label} footer={props.footer} format={props.format} />
          </Box>
        ))}
      </div>
    </PrintArea>
  );
}

export function DosageLabelsDialog({
  order,
  shop,
  onClose,
}: {
  order: LocalOrder;
  /** The till's receipt header, whose first line names the shop. */
  shop: string | null;
  onClose: () => void;
}) {
  const { db } = useTillSession();
  const ids = [...new Set(order.ticket.items.map((item) => item.product_id))];
  const products = useQuery({
    queryKey: ['dosage-labels', order.id],
    queryFn: async () => {
      const rows = await readProducts(db, ids);
      return new Map<string, LabelledProduct>(
        rows.flatMap((row, i) =>
          row
            ? [
                [
                  ids[i]!,
                  {
                    strength: textOf(row.strength),
                    dosage_form: textOf(row.dosage_form),
                    usage_instructions: textOf(row.usage_instructions),
                  },
                ] as const,
              ]
            : [],
        ),
      );
    },
    staleTime: Infinity,
  });
  const labels = products.data ? dosageLabels(order.ticket, products.data) : [];
  const [instructions, setInstructions] = useState<Record<string, string>>({});
  const [counts, setCounts] = useState<Record<string, number | null>>({});
  const textFor = (label: DosageLabel) => instructions[label.key] ?? label.instructions;
  const countOf = (label: DosageLabel) => (label.key in counts ? (counts[label.key] ?? null) : 1);
  const [formatId, setFormatId] = useStoredChoice<FormatId>(FORMAT_KEY, FORMAT_IDS, 'roll-1-50x30');
  const format = LABEL_FORMATS[formatId];
  const [error, setError] = useState<string | null>(null);
  const [printing, setPrinting] = useState<DosageLabel[] | null>(null);
  const printed = useCallback(() => setPrinting(null), []);
  const edited = labels.map((label) => ({ ...label, instructions: textFor(label).trim() }));
  const total = labels.reduce((n, label) => n + (countOf(label) ?? 0), 0);
  const footer: LabelFooter = {
    shop: (shop ?? '').split('\n')[0]?.trim() ?? '',
    patient: order.ticket.prescription?.patient_name || order.ticket.customer?.name || '',
    date: formatDate(order.created_at),
  };

  const print = () => {
    if (total < 1) return setError(t.noneChosen);
    if (total > MAX_LABELS) return setError(t.tooMany(MAX_LABELS));
    setError(null);
    setPrinting(edited.flatMap((label, i) => Array.from({ length: countOf(labels[i]!) ?? 0 }, () => label)));
  };

  return (
    <FormDialog
      open
      title={t.title(order.code)}
      submitLabel={t.print}
      disabled={labels.length === 0}
      loading={printing !== null}
      size={{ base: 'full', md: 'lg' }}
      testId="dosage-labels"
      onSubmit={print}
      onClose={onClose}
    >
      {products.isPending ? null : labels.length === 0 ? (
        <Text color="fg.muted">{t.none}</Text>
      ) : (
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {t.help}
          </Text>
          <Table.Root size="sm">
            <Table.Body>
              {labels.map((label) => (
                <Table.Row key={label.key} data-testid="dosage-label-row" verticalAlign="top">
                  <Table.Cell>
                    <Text fontWeight="medium">{label.name}</Text>
                    <Text fontSize="xs" color="fg.muted" mb="1">
                      {[label.detail, t.quantity(formatNumber(label.quantity), label.unit)].filter(Boolean).join(' · ')}
                    </Text>
                    <Field.Root invalid={!textFor(label).trim()}>
                      <Field.Label srOnly>{t.instructionsFor(label.name)}</Field.Label>
                      <Textarea
                        size="sm"
                        rows={2}
                        name={`instructions.${label.key}`}
                        placeholder={t.instructions}
                        value={textFor(label)}
                        onChange={(event) => {
                          const value = event.currentTarget.value;
                          setInstructions((all) => ({ ...all, [label.key]: value }));
                        }}
                      />
                      {textFor(label).trim() ? null : <Field.ErrorText>{t.noInstructions}</Field.ErrorText>}
                    </Field.Root>
                  </Table.Cell>
                  <Table.Cell w="24">
                    <Field.Root>
                      <Text fontSize="xs" color="fg.muted" aria-hidden>
                        {t.countShort}
                      </Text>
                      <Field.Label srOnly>{t.count(label.name)}</Field.Label>
                      <IntegerInput
                        name={`count.${label.key}`}
                        value={countOf(label)}
                        onChange={(n) => (setCounts((all) => ({ ...all, [label.key]: n })), setError(null))}
                      />
                    </Field.Root>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <FormField label={t.format}>
            <SelectInput
              name="dosage_label_format"
              value={formatId}
              options={FORMAT_IDS.map((id) => ({ value: id, label: t.formats[id] }))}
              onChange={(id) => setFormatId(id as FormatId)}
            />
          </FormField>
          <Text fontSize="sm" data-testid="dosage-labels-total">
            {t.total(total)}
          </Text>
          {error ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              {error}
            </Text>
          ) : null}
          <Stack gap="1">
            <Text fontSize="xs" color="fg.muted">
              {t.preview}
            </Text>
            <Box borderWidth="1px" borderStyle="dashed" w="fit-content" bg="white" data-testid="dosage-label-preview">
              <DosageLabelCard label={edited[0]!} footer={footer} format={format} />
            </Box>
          </Stack>
        </Stack>
      )}
      {printing ? <LabelRoll labels={printing} footer={footer} format={format} onPrinted={printed} /> : null}
    </FormDialog>
  );
}
