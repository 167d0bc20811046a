/**
 * The till's keyboard shortcuts on screen: the help sheet (opened with ?) listing every step's
 * keys. It reads the one table of use-pos-keys, as the keys printed on the buttons do
 * (shortcut-key.tsx).
 */
import { Dialog, HStack, Kbd, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { DialogClose } from '../../components/dialog-close';
import { useAtom } from 'jotai';
import { posKeysText } from '../../i18n/pos-keys';
import { dialogAtom, type PosStep } from './atoms';
import { keysOf } from './shortcut-key';
import { POS_SHORTCUTS } from './use-pos-keys';

const t = posKeysText.help;

export function HelpDialog() {
  const [dialog, setDialog] = useAtom(dialogAtom);
  const steps = Object.keys(POS_SHORTCUTS) as PosStep[];
  return (
    <Dialog.Root
      open={dialog === 'help'}
      onOpenChange={(details) => !details.open && setDialog(null)}
      size="md"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="help-dialog">
            <Dialog.Header>
              <Dialog.Title>{t.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {steps.map((step) => {
                  const actions = [...new Set(POS_SHORTCUTS[step].map(([, action]) => action))];
                  return (
                    <Stack key={step} gap="1">
                      <Text fontWeight="semibold">{t.steps[step]}</Text>
                      <Table.Root size="sm">
                        <Table.Body>
                          {step === 'pos' && (
                            <Table.Row>
                              <Table.Cell width="40%">{t.scanner}</Table.Cell>
                              <Table.Cell>{t.scannerAction}</Table.Cell>
                            </Table.Row>
                          )}
                          {actions.map((action) => (
                            <Table.Row key={action}>
                              <Table.Cell width="40%">
                                <HStack gap="1" wrap="wrap">
                                  {keysOf(step, action).map((key, index) => (
                                    <HStack key={key} gap="1">
                                      {index > 0 && <Text fontSize="xs">{t.or}</Text>}
                                      <Kbd>{key}</Kbd>
                                    </HStack>
                                  ))}
                                </HStack>
                              </Table.Cell>
                              <Table.Cell>{posKeysText.keys.actions[action]}</Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Stack>
                  );
                })}
              </Stack>
            </Dialog.Body>
            <DialogClose />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
