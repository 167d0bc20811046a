/**
 * The till's keyboard shortcuts on screen: the help sheet (opened with ?) listing every step's
 * keys, and the key printed on the button it stands for. Both read the one table of use-pos-keys.
 */
import { Dialog, HStack, Kbd, Portal, Stack, Table, Text, type KbdProps } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { posScreens } from '../../i18n/pos-screens';
import { dialogAtom, type PosStep } from './atoms';
import { POS_SHORTCUTS, type PosAction } from './use-pos-keys';

const t = posScreens.help;

/** The keys of an action on a step, as printed on the keyboard. */
export function keysOf(step: PosStep, action: PosAction): string[] {
  return POS_SHORTCUTS[step]
    .filter(([, candidate]) => candidate === action)
    .map(([key]) => posScreens.keys.names[key] ?? key);
}

/** The first key of an action, printed small next to a button's text. */
export function ShortcutKey({ step, action, ...rest }: { step: PosStep; action: PosAction } & KbdProps) {
  const key = keysOf(step, action)[0];
  if (!key) return null;
  return (
    <Kbd size="sm" variant="outline" ms="1" flexShrink="0" aria-hidden {...rest}>
      {key}
    </Kbd>
  );
}

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
                              <Table.Cell>{posScreens.keys.actions[action]}</Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Stack>
                  );
                })}
              </Stack>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
