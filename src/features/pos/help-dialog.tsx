/** The help sheet of the till's keyboard shortcuts (opened with ?). */
import { Dialog, Kbd, Portal, Table } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { posScreens } from '../../i18n/pos-screens';
import { dialogAtom } from './atoms';

const t = posScreens.help;

export function HelpDialog() {
  const [dialog, setDialog] = useAtom(dialogAtom);
  return (
    <Dialog.Root open={dialog === 'help'} onOpenChange={(details) => !details.open && setDialog(null)} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="help-dialog">
            <Dialog.Header>
              <Dialog.Title>{t.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Table.Root size="sm">
                <Table.Body>
                  {t.rows.map(([keys, action]) => (
                    <Table.Row key={keys}>
                      <Table.Cell>
                        <Kbd>{keys}</Kbd>
                      </Table.Cell>
                      <Table.Cell>{action}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
