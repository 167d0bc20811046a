/** The header of a column of row buttons: empty to the eye, named for a screen reader. */
import { Table, VisuallyHidden, type TableColumnHeaderProps } from '@chakra-ui/react';
import { uiKit } from '../../i18n/ui-kit';

export function ActionsHeader(props: TableColumnHeaderProps) {
  return (
    // Positioned, so the visually hidden label (absolute) stays inside the table's sideways-scrolling
    // region instead of widening the whole page on a phone.
    <Table.ColumnHeader position="relative" {...props}>
      <VisuallyHidden>{uiKit.table.actions}</VisuallyHidden>
    </Table.ColumnHeader>
  );
}
