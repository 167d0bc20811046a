/** Parked orders (SPEC.md §4): listed, loaded back into an empty cart, or removed. */
import { Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { DialogClose } from '../../components/dialog-close';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { posScreens } from '../../i18n/pos-screens';
import { useTillSession } from '../../till/session-context';
import { dialogAtom, parkedOrdersAtom } from './atoms';
import { deleteParked, resumeParked } from './order-actions';
import { tillAction } from './till-action';

const t = posScreens.parked;

export function ParkedDialog() {
  const session = useTillSession();
  const [dialog, setDialog] = useAtom(dialogAtom);
  const parked = useAtomValue(parkedOrdersAtom);
  const [warning, setWarning] = useState(false);
  const load = async (id: string) => {
    const loaded = await resumeParked(session, id);
    setWarning(!loaded);
    if (loaded) setDialog(null);
  };
  return (
    <Dialog.Root open={dialog === 'parked'} onOpenChange={(details) => !details.open && setDialog(null)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="parked-dialog">
            <Dialog.Header>
              <Dialog.Title>{t.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                {warning && <Text color="fg.error">{t.replaceWarning}</Text>}
                {parked.length === 0 && <Text color="fg.muted">{t.empty}</Text>}
                {parked.map((entry) => (
                  <HStack
                    key={entry.id}
                    justify="space-between"
                    borderWidth="1px"
                    rounded="md"
                    p="2"
                    data-testid="parked-order"
                  >
                    <Stack gap="0">
                      <Text fontWeight="medium">{entry.ticket.items.map((item) => item.name).join(', ')}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {`${formatDateTime(entry.parkedAt)} · ${t.items(entry.ticket.items.length)} · ${formatMoney(entry.ticket.order.grandTotal)}`}
                        {entry.ticket.customer ? ` · ${entry.ticket.customer.name}` : ''}
                      </Text>
                    </Stack>
                    <HStack>
                      <Button
                        size="sm"
                        colorPalette="teal"
                        onClick={() => void tillAction('parked', () => load(entry.id))}
                      >
                        {t.load}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => void tillAction('parked', () => deleteParked(session, entry.id))}
                      >
                        {t.remove}
                      </Button>
                    </HStack>
                  </HStack>
                ))}
              </Stack>
            </Dialog.Body>
            <DialogClose />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
