/** The import and export buttons of the product and customer lists, for those who may use them. */
import { Button, Menu, Portal } from '@chakra-ui/react';
import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { downloadExport, type FileFormat } from '../../api/imports';
import { useSession } from '../../components/session';
import { toaster } from '../../components/toaster';
import { IMPORT_PERMISSION, type ImportKind } from '../../domain/catalog/imports';
import { hasPermission } from '../../domain/permissions';
import { importsText as t } from '../../i18n/imports-screens';
import { ImportDialog } from './import-dialog';

export function ImportExportActions({ kind }: { kind: ImportKind }) {
  const [open, setOpen] = useState(false);
  const { roles } = useSession();
  const exportAs = (format: FileFormat) =>
    downloadExport(kind, format).catch((error: Error) => toaster.error({ title: error.message }));
  if (!hasPermission(roles, IMPORT_PERMISSION[kind])) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Upload /> {t.import}
      </Button>
      <Menu.Root onSelect={(d) => void exportAs(d.value as FileFormat)}>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline">
            <Download /> {t.export}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="xlsx">{t.exportXlsx}</Menu.Item>
              <Menu.Item value="csv">{t.exportCsv}</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ImportDialog kind={kind} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
