/**
 * "In tem mã vạch": how many labels of each item (a unit of a product that has a barcode), with
 * or without its price, printed on the shop's label stock: A4 sheets of 65 self-adhesive labels
 * (5 × 13, 38 × 21 mm) or a thermal printer's roll (`label-formats.ts`), the choice remembered on
 * the device. A blister or a loose bottle with a label scans at the till like a boxed drug. The
 * product page offers its units; a received purchase order its lines.
 */
import { Box, Checkbox, Field, HStack, Image, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ErrorNotice, LoadingNotice } from '../data-table/table-states';
import { FormDialog } from '../form-dialog';
import { FormField } from '../form/form-field';
import { IntegerInput } from '../form/integer-input';
import { SelectInput } from '../form/select-input';
import { PrintArea } from '../print-area';
import { useStoredChoice } from '../use-stored-choice';
import { catalogText } from '../../i18n/catalog-screens';
import { formatMoney } from '../../i18n/format';
import { vi } from '../../i18n/messages';
import { barcodeImage } from './barcode-svg';
import {
  LABEL_FORMAT_IDS,
  LABEL_FORMATS,
  type LabelFormat,
  type LabelFormatId,
  labelPage,
  labelsPerPage,
} from './label-formats';

const t = catalogText.products.labels;
const MAX_LABELS = 650;
const FORMAT_KEY = 'label_format';

interface Label {
  name: string;
  unit: string;
  barcode: string;
  price: number;
}

type Images = ReadonlyMap<string, string | null>;

function LabelCard(props: { label: Label; image: string; withPrice: boolean; format: LabelFormat }) {
  const { label, image, withPrice, format } = props;
  return (
    <Box
      w={`${format.width}mm`}
      h={`${format.height}mm`}
      px="1.5mm"
      py="1mm"
      overflow="hidden"
      fontSize={`${format.fontPt}pt`}
      lineHeight="1.15"
      color="black"
    >
      <Text fontWeight="bold" truncate>
        {label.name}
      </Text>
      <Image src={image} alt={label.barcode} h={`${format.barcodeHeight}mm`} w="full" objectFit="contain" my="0.5mm" />
      {/*
        The price is never cut: a tall label puts it under the code when both do not fit on one
        line; on a short one the code's digits give way (the bars carry the code).
      */}
      <HStack justify="space-between" columnGap="1" rowGap="0" flexWrap={format.height >= 30 ? 'wrap' : 'nowrap'}>
        <Text fontFamily="mono" fontSize={`${format.fontPt - 0.5}pt`} minW="0" truncate>
          {label.barcode}
        </Text>
        {withPrice ? (
          <Text fontWeight="bold" whiteSpace="nowrap" flexShrink={0}>
            {formatMoney(label.price)}/{label.unit}
          </Text>
        ) : null}
      </HStack>
    </Box>
  );
}

/** The pages (sheets, or a roll's rows), printed once every barcode image is decoded; then `onPrinted`. */
function LabelSheets(props: {
  labels: Label[];
  images: Images;
  withPrice: boolean;
  format: LabelFormat;
  onPrinted: () => void;
}) {
  const { labels, images, withPrice, format, onPrinted } = props;
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const shown = [...(area.current?.querySelectorAll('img') ?? [])];
    // A label whose image did not decode still prints its code and price: the sheet goes out.
    void Promise.all(shown.map((img) => img.decode?.().catch(() => undefined))).then(() => {
      window.print();
      onPrinted();
    });
  }, [onPrinted]);
  const perPage = labelsPerPage(format);
  const sheets = Array.from({ length: Math.ceil(labels.length / perPage) }, (_, i) =>
    labels.slice(i * perPage, (i + 1) * perPage),
  );
  return (
    <PrintArea job page={labelPage(format)}>
      <div ref={area} data-testid="label-sheets" data-format={format.id}>
        {sheets.map((sheet, i) => (
          <Box
            key={i}
            display="grid"
            gridTemplateColumns={`repeat(${format.columns}, ${format.width}mm)`}
            gridAutoRows={`${format.height + format.rowGap}mm`}
            columnGap={`${format.columnGap}mm`}
            css={{ breakAfter: i < sheets.length - 1 ? 'page' : 'auto', breakInside: 'avoid' }}
          >
            {sheet.map((label, j) => (
              <LabelCard
                key={j}
                label={label}
                image={images.get(label.barcode)!}
                withPrice={withPrice}
                format={format}
              />
            ))}
          </Box>
        ))}
      </div>
    </PrintArea>
  );
}

/** One row of the dialog: a unit of a product, with its barcode (null: none to print) and price. */
export interface LabelItem {
  key: string;
  name: string;
  unit: string;
  barcode: string | null;
  price: number;
  /** Labels asked for at first. */
  count: number;
  /** A line under the unit, such as the lot received. */
  detail?: string;
}

export function LabelsDialog(props: {
  title: string;
  items: LabelItem[];
  /** Shown instead of the table when no item has a barcode. */
  empty: string;
  /** Shown instead of everything while the items are still being read (or could not be). */
  pending?: ReactNode;
  testId: string;
  onClose: () => void;
}) {
  const { items } = props;
  const codes = [...new Set(items.flatMap((item) => (item.barcode ? [item.barcode] : [])))];
  const images = useQuery({
    queryKey: ['barcode-images', ...codes],
    queryFn: async () => new Map(await Promise.all(codes.map(async (c) => [c, await barcodeImage(c)] as const))),
    staleTime: Infinity,
    meta: { errorPage: false },
  });
  const drawable = (barcode: string | null) => Boolean(barcode && images.data?.get(barcode));
  // What the user typed; an item not typed in keeps its own count (items may arrive after mount).
  const [counts, setCounts] = useState<Record<string, number | null>>({});
  const countOf = (item: LabelItem): number | null => (item.key in counts ? (counts[item.key] ?? null) : item.count);
  const [withPrice, setWithPrice] = useState(true);
  const [formatId, setFormatId] = useStoredChoice<LabelFormatId>(FORMAT_KEY, LABEL_FORMAT_IDS, 'a4-65');
  const format = LABEL_FORMATS[formatId];
  const [error, setError] = useState<string | null>(null);
  const [printing, setPrinting] = useState<Label[] | null>(null);
  const printed = useCallback(() => setPrinting(null), []);
  const printable = items.filter((item) => drawable(item.barcode));
  const total = printable.reduce((n, item) => n + (countOf(item) ?? 0), 0);
  const first = printable[0];

  const print = () => {
    if (total < 1) return setError(t.none);
    if (total > MAX_LABELS) return setError(t.tooMany(MAX_LABELS));
    setError(null);
    setPrinting(
      printable.flatMap((item) =>
        Array.from({ length: countOf(item) ?? 0 }, () => ({
          name: item.name,
          unit: item.unit,
          barcode: item.barcode!,
          price: item.price,
        })),
      ),
    );
  };

  return (
    <FormDialog
      open
      title={props.title}
      submitLabel={t.print}
      disabled={props.pending !== undefined || printable.length === 0}
      loading={printing !== null}
      size={{ base: 'full', md: 'md' }}
      testId={props.testId}
      onSubmit={print}
      onClose={props.onClose}
    >
      {props.pending !== undefined ? (
        props.pending
      ) : codes.length === 0 ? (
        <Text color="fg.muted">{props.empty}</Text>
      ) : images.isError ? (
        <ErrorNotice error={images.error} onRetry={() => void images.refetch()} />
      ) : !images.data ? (
        <LoadingNotice label={vi.common.loading} />
      ) : (
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {t.help}
          </Text>
          <Table.Root size="sm">
            <Table.Body>
              {items.map((item) => (
                <Table.Row key={item.key} data-testid="label-unit">
                  <Table.Cell>
                    <Text fontWeight="medium">{item.unit}</Text>
                    {item.detail ? (
                      <Text fontSize="xs" color="fg.muted">
                        {item.detail}
                      </Text>
                    ) : null}
                    <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                      {item.barcode ?? ''}
                    </Text>
                    {drawable(item.barcode) ? null : (
                      <Text fontSize="xs" color="fg.error">
                        {item.barcode ? t.cannotDraw : t.unitWithoutBarcode}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end" className="money">
                    {formatMoney(item.price)}
                  </Table.Cell>
                  <Table.Cell w="28">
                    <Field.Root disabled={!drawable(item.barcode)}>
                      <Field.Label srOnly>{t.count(item.unit)}</Field.Label>
                      <IntegerInput
                        name={`labels.${item.key}`}
                        value={drawable(item.barcode) ? countOf(item) : 0}
                        onChange={(n) => (setCounts((all) => ({ ...all, [item.key]: n })), setError(null))}
                      />
                    </Field.Root>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <FormField label={t.format}>
            <SelectInput
              name="label_format"
              value={formatId}
              options={LABEL_FORMAT_IDS.map((id) => ({ value: id, label: t.formats[id] }))}
              onChange={(id) => setFormatId(id as LabelFormatId)}
            />
          </FormField>
          <Checkbox.Root size="sm" checked={withPrice} onCheckedChange={(e) => setWithPrice(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t.withPrice}</Checkbox.Label>
          </Checkbox.Root>
          <Text fontSize="sm" data-testid="labels-total">
            {t.total(total, Math.ceil(total / labelsPerPage(format)), format.roll)}
          </Text>
          {error ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              {error}
            </Text>
          ) : null}
          {first ? (
            <Stack gap="1">
              <Text fontSize="xs" color="fg.muted">
                {t.preview}
              </Text>
              <Box borderWidth="1px" borderStyle="dashed" w="fit-content" bg="white">
                <LabelCard
                  label={{ name: first.name, unit: first.unit, barcode: first.barcode!, price: first.price }}
                  image={images.data.get(first.barcode!)!}
                  withPrice={withPrice}
                  format={format}
                />
              </Box>
            </Stack>
          ) : null}
        </Stack>
      )}
      {printing && images.data ? (
        <LabelSheets labels={printing} images={images.data} withPrice={withPrice} format={format} onPrinted={printed} />
      ) : null}
    </FormDialog>
  );
}
