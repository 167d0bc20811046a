/** Import from .xlsx/.csv: template, file, preview with the error report, progress, all-or-nothing commit. */
import { Alert, Box, Button, Dialog, HStack, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { DialogClose } from '../../components/dialog-close';
import { Download, FileSpreadsheet, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { downloadTemplate } from '../../api/imports';
import { toaster } from '../../components/toaster';
import type { ImportKind } from '../../domain/catalog/imports';
import { importsText as t } from '../../i18n/imports-screens';
import { ImportErrorsTable } from './import-errors-table';
import { useImport } from './use-import';

function sizeText(bytes: number): string {
  return bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

export function ImportDialog({ kind, open, onClose }: { kind: ImportKind; open: boolean; onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const { job, preview, commit, reset } = useImport(kind);
  const close = () => {
    if (job?.status === 'committing') return;
    reset();
    setFile(null);
    onClose();
  };
  const template = (format: 'xlsx' | 'csv') =>
    downloadTemplate(kind, format).catch((error: Error) => toaster.error({ title: error.message }));
  const previewed = job?.status === 'previewed' ? job : null;
  const error = preview.error ?? commit.error;

  return (
    <Dialog.Root
      closeOnInteractOutside={false}
      open={open}
      onOpenChange={(d) => (!d.open ? close() : undefined)}
      size="lg"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.title[kind]}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4" fontSize="sm">
                <Text color="fg.muted">{t.step1}</Text>
                <HStack wrap="wrap">
                  <Button size="xs" variant="outline" onClick={() => void template('xlsx')}>
                    <Download /> {t.templateXlsx}
                  </Button>
                  <Button size="xs" variant="outline" onClick={() => void template('csv')}>
                    <Download /> {t.templateCsv}
                  </Button>
                </HStack>
                <input
                  ref={input}
                  type="file"
                  hidden
                  aria-label={t.chooseFile}
                  accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                  onChange={(event) => {
                    const chosen = event.currentTarget.files?.[0] ?? null;
                    event.currentTarget.value = '';
                    if (chosen && !/\.(xlsx|csv)$/i.test(chosen.name))
                      return void toaster.error({ title: t.wrongType });
                    reset();
                    setFile(chosen);
                  }}
                />
                <HStack borderWidth="1px" borderStyle="dashed" borderRadius="l2" p="3" gap="3" wrap="wrap">
                  <FileSpreadsheet />
                  <Text flex="1" minW="40" truncate data-testid="import-file">
                    {file ? t.chosen(file.name, sizeText(file.size)) : t.chooseFile}
                  </Text>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => input.current?.click()}
                    disabled={job?.status === 'committing'}
                  >
                    <Upload /> {file ? t.chooseAnother : t.chooseFile}
                  </Button>
                </HStack>
                {error ? (
                  <Alert.Root status="error" size="sm">
                    <Alert.Indicator />
                    <Alert.Title>{error.message}</Alert.Title>
                  </Alert.Root>
                ) : null}
                {previewed ? (
                  <Stack gap="2" data-testid="import-preview">
                    <Text fontWeight="medium">{t.summary(previewed.total, previewed.valid_rows)}</Text>
                    {previewed.goods_by_number > 0 ? (
                      <Text fontSize="sm" color="fg.muted" data-testid="import-goods-by-number">
                        {t.goodsByNumber(previewed.goods_by_number)}
                      </Text>
                    ) : null}
                    {previewed.errors.length > 0 ? (
                      <>
                        <Alert.Root status="warning" size="sm">
                          <Alert.Indicator />
                          <Alert.Title>{t.errorsTitle(previewed.errors.length)}</Alert.Title>
                        </Alert.Root>
                        <ImportErrorsTable errors={previewed.errors} />
                      </>
                    ) : (
                      <Text color="fg.success">{t.noErrors}</Text>
                    )}
                  </Stack>
                ) : null}
                {job && job.status !== 'previewed' ? (
                  <Box data-testid="import-progress">
                    <Progress.Root
                      value={job.total === 0 ? 100 : Math.round((job.processed / job.total) * 100)}
                      colorPalette={job.status === 'failed' ? 'red' : 'brand'}
                      size="sm"
                    >
                      <HStack justify="space-between" mb="1">
                        <Progress.Label>
                          {job.status === 'done'
                            ? t.done(job.total)
                            : job.status === 'failed'
                              ? t.failed
                              : t.committing}
                        </Progress.Label>
                        <Progress.ValueText>{t.progress(job.processed, job.total)}</Progress.ValueText>
                      </HStack>
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  </Box>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={close} disabled={job?.status === 'committing'}>
                {t.close}
              </Button>
              {previewed && previewed.errors.length === 0 ? (
                <Button
                  size="sm"
                  colorPalette="brand"
                  loading={commit.isPending}
                  onClick={() => commit.mutate(previewed.id)}
                >
                  {t.commit(previewed.valid_rows)}
                </Button>
              ) : job?.status !== 'done' ? (
                <Button
                  size="sm"
                  colorPalette="brand"
                  disabled={!file}
                  loading={preview.isPending}
                  loadingText={t.checking}
                  onClick={() => file && preview.mutate(file)}
                >
                  {t.check}
                </Button>
              ) : null}
            </Dialog.Footer>
            <DialogClose />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
