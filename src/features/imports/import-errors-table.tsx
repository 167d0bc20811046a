import { Box, Table, Text } from '@chakra-ui/react';
import type { ImportError } from '../../domain/catalog/imports';
import { importsText as t } from '../../i18n/imports-screens';

const SHOWN = 200;

/** The row-by-row error report of a preview: row as the spreadsheet numbers it, column, message. */
export function ImportErrorsTable({ errors }: { errors: ImportError[] }) {
  return (
    <Box maxH="64" overflowY="auto" borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" stickyHeader>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader width="16">{t.row}</Table.ColumnHeader>
            <Table.ColumnHeader width="40">{t.column}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.message}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {errors.slice(0, SHOWN).map((error, index) => (
            <Table.Row key={index} data-testid="import-error">
              <Table.Cell className="tabular">{error.row}</Table.Cell>
              <Table.Cell>{error.column}</Table.Cell>
              <Table.Cell color="fg.error">{error.message}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {errors.length > SHOWN ? (
        <Text fontSize="xs" color="fg.muted" p="2">
          {t.moreErrors(errors.length - SHOWN)}
        </Text>
      ) : null}
    </Box>
  );
}
