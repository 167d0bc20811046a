/**
 * "In tem mã vạch": how many labels of each unit that has a barcode, with or without its price,
 * printed on A4 sheets of 65 self-adhesive labels (5 × 13, 38 × 21 mm), the kind Vietnamese
 * stationers sell. A blister or a loose bottle with a label scans at the till like a boxed drug.
 */
import { Box, Checkbox, Field, HStack, Image, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorNotice, LoadingNotice } from '../../components/data-table/table-states';
import { FormDialog } from '../../components/form-dialog';
import { IntegerInput } from '../../components/form/integer-input';
import { PrintArea } from '../../components/print-area';
import type { Product } from '../../domain/catalog/products';
import { catalogText } from '../../i18n/catalog-screens';
import { formatMoney } from '../../i18n/format';
import { vi } from '../../i18n/messages';
import { barcodeImage } from './barcode-svg';

const t = catalogText.products.labels;
const LABELS_PER_SHEET = 65;
const MAX_LABELS = 10 * LABELS_PER_SHEET;
const SHEET_PAGE = 'size: A4; margin: 10mm 5mm;';

interface Label {
  name: string;
  unit: string;
  barcode: string;
  price: number;
}

type Images = ReadonlyMap<string, string | null>;

function LabelCard({ label, image, withPrice }: { label: Label; image: string; withPrice: boolean }) {
  return (
    <Box w="38mm" h="21mm" px="1.5mm" py="1mm" overflow="hidden" fontSize="7pt" lineHeight="1.15" color="black">
      <Text fontWeight="bold" truncate>
        {label.name}
      </Text>
      <Image src={image} alt={label.barcode} h="9.5mm" w="full" objectFit="contain" my="0.5mm" />
      <HStack justify="space-between" gap="1">
        <Text fontFamily="mono" fontSize="6.5pt">
          {label.barcode}
        </Text>
        {withPrice ? (
          <Text fontWeight="bold" whiteSpace="nowrap">
            {formatMoney(label.price)}/{label.unit}
          </Text>
        ) : null}
      </HStack>
    </Box>
  );
}

/** The sheets, printed once every barcode image is decoded; then `onPrinted`. */
function LabelSheets(props: { labels: Label[]; images: Images; withPrice: boolean; onPrinted: () => void }) {
  const { labels, images, withPrice, onPrinted } = props;
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const shown = [...(area.current?.querySelectorAll('img') ?? [])];
    // A label whose image did not decode still prints its code and price: the sheet goes out.
    void Promise.all(shown.map((img) => img.decode?.().catch(() => undefined))).then(() => {
      window.print();
      onPrinted();
    });
  }, [onPrinted]);
  const sheets = Array.from({ length: Math.ceil(labels.length / LABELS_PER_SHEET) }, (_, i) =>
    labels.slice(i * LABELS_PER_SHEET, (i + 1) * LABELS_PER_SHEET),
  );
  return (
    <PrintArea page={SHEET_PAGE}>
      <div ref={area} data-testid="label-sheets">
        {sheets.map((sheet, i) => (
          <Box
            key={i}
            display="grid"
            gridTemplateColumns="repeat(5, 38mm)"
            gridAutoRows="21.2mm"
            columnGap="2.5mm"
            css={{ breakAfter: i < sheets.length - 1 ? 'page' : 'auto' }}
          >
            {sheet.map((label, j) => (
              <LabelCard key={j} label={label} image={images.get(label.barcode)!} withPrice={withPrice} />
            ))}
          </Box>
        ))}
      </div>
    </PrintArea>
  );
}

export function BarcodeLabelsDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const units = product.units.filter((u) => u.barcode);
  const images = useQuery({
    queryKey: ['barcode-images', ...units.map((u) => u.barcode)],
    queryFn: async () =>
      new Map(await Promise.all(units.map(async (u) => [u.barcode!, await barcodeImage(u.barcode!)] as const))),
    staleTime: Infinity,
    meta: { errorPage: false },
  });
  const drawable = (barcode: string | null) => Boolean(barcode && images.data?.get(barcode));
  const [counts, setCounts] = useState<Record<string, number | null>>(() =>
    Object.fromEntries(units.map((u, i) => [u.id, i === 0 ? 1 : 0])),
  );
  const [withPrice, setWithPrice] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [printing, setPrinting] = useState<Label[] | null>(null);
  const printed = useCallback(() => setPrinting(null), []);
  const printable = units.filter((u) => drawable(u.barcode));
  const total = printable.reduce((n, u) => n + (counts[u.id] ?? 0), 0);
  const first = printable[0];

  const print = () => {
    if (total < 1) return setError(t.none);
    if (total > MAX_LABELS) return setError(t.tooMany(MAX_LABELS));
    setError(null);
    setPrinting(
      printable.flatMap((u) =>
        Array.from({ length: counts[u.id] ?? 0 }, () => ({
          name: product.name,
          unit: u.uom_name,
          barcode: u.barcode!,
          price: u.price,
        })),
      ),
    );
  };

  return (
    <FormDialog
      open
      title={t.title(product.name)}
      submitLabel={t.print}
      disabled={printable.length === 0}
      loading={printing !== null}
      size={{ base: 'full', md: 'md' }}
      testId="barcode-labels-dialog"
      onSubmit={print}
      onClose={onClose}
    >
      {units.length === 0 ? (
        <Text color="fg.muted">{t.noBarcode}</Text>
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
              {units.map((u) => (
                <Table.Row key={u.id} data-testid="label-unit">
                  <Table.Cell>
                    <Text fontWeight="medium">{u.uom_name}</Text>
                    <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                      {u.barcode}
                    </Text>
                    {drawable(u.barcode) ? null : (
                      <Text fontSize="xs" color="fg.error">
                        {t.cannotDraw}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end" className="money">
                    {formatMoney(u.price)}
                  </Table.Cell>
                  <Table.Cell w="28">
                    <Field.Root disabled={!drawable(u.barcode)}>
                      <Field.Label srOnly>{t.count(u.uom_name)}</Field.Label>
                      <IntegerInput
                        name={`labels.${u.id}`}
                        value={drawable(u.barcode) ? counts[u.id] : 0}
                        onChange={(n) => (setCounts((all) => ({ ...all, [u.id]: n })), setError(null))}
                      />
                    </Field.Root>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Checkbox.Root size="sm" checked={withPrice} onCheckedChange={(e) => setWithPrice(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t.withPrice}</Checkbox.Label>
          </Checkbox.Root>
          <Text fontSize="sm" data-testid="labels-total">
            {t.total(total, Math.ceil(total / LABELS_PER_SHEET))}
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
                  label={{ name: product.name, unit: first.uom_name, barcode: first.barcode!, price: first.price }}
                  image={images.data.get(first.barcode!)!}
                  withPrice={withPrice}
                />
              </Box>
            </Stack>
          ) : null}
        </Stack>
      )}
      {printing && images.data ? (
        <LabelSheets labels={printing} images={images.data} withPrice={withPrice} onPrinted={printed} />
      ) : null}
    </FormDialog>
  );
}
