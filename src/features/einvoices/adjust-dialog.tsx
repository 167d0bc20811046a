/**
 * Starting an adjustment invoice (hóa đơn điều chỉnh): per line of the issued invoice, a signed
 * change of quantity or of the VAT-inclusive unit price, or the right VAT rate (empty: unchanged),
 * and the content note.
 * No change at all starts an adjustment of the buyer's details only. Posts /einvoices/{id}/adjust.
 */
import { Button, Dialog, Input, NativeSelect, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { EinvoiceDetail } from '../../domain/einvoice/schemas';
import { einvoicesVi as t } from '../../i18n/einvoices';
import { formatNumber } from '../../i18n/format';
import { uiKit } from '../../i18n/ui-kit';
import { useDiscardGuard } from '../../components/use-discard-guard';
import { usePhone } from '../../components/use-media-query';

type Kind = 'quantity' | 'price' | 'vat_rate';
export interface AdjustRequest {
  note: string;
  lines: { position: number; kind: Kind; change: number; vat_rate?: number | null }[];
}

interface Row {
  kind: Kind;
  /** A signed change, or for vat_rate the right rate ("5", "KCT"). */
  change: string;
}

const PLACEHOLDER: Record<Kind, string> = { quantity: '-2', price: '-1000', vat_rate: '5 / KCT' };

/** A row as a request line, or null when left empty. */
function requestLine(position: number, row: Row): AdjustRequest['lines'][number] | null {
  const text = row.change.trim();
  if (text === '') return null;
  // Text that is not a number goes as it is refused (-1, or null in JSON): the server names the field.
  if (row.kind === 'vat_rate') {
    const rate = Math.trunc(Number(text.replace('%', '')));
    return {
      position,
      kind: 'vat_rate',
      change: 0,
      vat_rate: /^kct$/i.test(text) ? null : Number.isFinite(rate) ? rate : -1,
    };
  }
  return { position, kind: row.kind, change: Math.trunc(Number(text.replace(/[.\s]/g, ''))) };
}

interface Props {
  invoice: EinvoiceDetail;
  open: boolean;
  loading: boolean;
  /** Field errors of the last attempt, keyed as the request sent them ("lines.0.change"). */
  errors: Record<string, string[]>;
  onSubmit: (request: AdjustRequest) => void;
  onClose: () => void;
}

export function AdjustDialog({ invoice, open, loading, errors, onSubmit, onClose }: Props) {
  const [rows, setRows] = useState<Record<number, Row>>({});
  const [note, setNote] = useState('');
  const guard = useDiscardGuard(open, onClose);
  const [sent, setSent] = useState<number[]>([]);
  // On a phone the change goes under its kind: four columns left it 40 px, too narrow for "-1000".
  const phone = usePhone();
  const row = (position: number): Row => rows[position] ?? { kind: 'quantity', change: '' };
  const set = (position: number, patch: Partial<Row>) =>
    setRows((all) => ({ ...all, [position]: { ...row(position), ...patch } }));
  const errorOf = (position: number) => {
    const i = sent.indexOf(position);
    return i < 0
      ? undefined
      : (errors[`lines.${i}.change`]?.[0] ?? errors[`lines.${i}.vat_rate`]?.[0] ?? errors[`lines.${i}.position`]?.[0]);
  };
  const submit = () => {
    const lines = invoice.lines.map((l) => requestLine(l.position, row(l.position))).filter((l) => l !== null);
    setSent(lines.map((l) => l.position));
    onSubmit({ note: note.trim(), lines });
  };
  /** The change field of a line, with its error. */
  const change = (position: number) => (
    <>
      <Input
        size="sm"
        inputMode="numeric"
        aria-label={`${t.adjustment.change} ${position}`}
        placeholder={PLACEHOLDER[row(position).kind]}
        value={row(position).change}
        aria-invalid={Boolean(errorOf(position)) || undefined}
        onChange={(e) => set(position, { change: e.currentTarget.value })}
      />
      {errorOf(position) && (
        <Text color="fg.error" fontSize="xs">
          {errorOf(position)}
        </Text>
      )}
    </>
  );
  return (
    <Dialog.Root
      closeOnInteractOutside={false}
      open={open}
      onOpenChange={guard.onOpenChange}
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="adjust-dialog" {...guard.watch}>
            <Dialog.Header>
              <Dialog.Title>{t.actions.adjust}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body fontSize="sm">
              <Stack gap="3">
                <Text>{t.adjustment.help}</Text>
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t.fields.product}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t.fields.quantity}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t.adjustment.kind}</Table.ColumnHeader>
                      {!phone && <Table.ColumnHeader>{t.adjustment.change}</Table.ColumnHeader>}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {invoice.lines.map((l) => (
                      <Table.Row key={l.position} data-testid={`adjust-line-${l.position}`}>
                        <Table.Cell>{l.name}</Table.Cell>
                        <Table.Cell textAlign="end" className="tabular">
                          {formatNumber(l.quantity)} {l.unit}
                        </Table.Cell>
                        <Table.Cell>
                          <Stack gap="1">
                            <NativeSelect.Root size="sm" minW="28">
                              <NativeSelect.Field
                                aria-label={`${t.adjustment.kind} ${l.position}`}
                                value={row(l.position).kind}
                                onChange={(e) => set(l.position, { kind: e.currentTarget.value as Row['kind'] })}
                              >
                                <option value="quantity">{t.adjustment.kinds.quantity}</option>
                                <option value="price">{t.adjustment.kinds.price}</option>
                                <option value="vat_rate">{t.adjustment.kinds.vat_rate}</option>
                              </NativeSelect.Field>
                              <NativeSelect.Indicator />
                            </NativeSelect.Root>
                            {phone && change(l.position)}
                          </Stack>
                        </Table.Cell>
                        {!phone && <Table.Cell>{change(l.position)}</Table.Cell>}
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
                <Input
                  size="sm"
                  name="note"
                  aria-label={t.adjustment.note}
                  placeholder={t.adjustment.note}
                  value={note}
                  onChange={(e) => setNote(e.currentTarget.value)}
                />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {uiKit.confirm.cancel}
              </Button>
              <Button size="sm" colorPalette="brand" loading={loading} onClick={submit}>
                {t.actions.adjust}
              </Button>
            </Dialog.Footer>
            {guard.prompt}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
