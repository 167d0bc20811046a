/** The header of a column of row buttons: empty to the eye, named for a screen reader. */
import { Table, VisuallyHidden, type TableColumnHeaderProps } from '@chakra-ui/react';
import { uiKit } from '../../i18n/ui-kit';

export function ActionsHeader(props: TableColumnHeaderProps) {
  return (
    <Table.ColumnHeader {...props}>
      <VisuallyHidden>{uiKit.table.actions}</VisuallyHidden>
    </Table.ColumnHeader>
  );
}
