/**
 * "Xuất Excel" of a list's GPP book: the period its date filter shows; an open end is today and
 * an open start the first day of the end's month, so an unfiltered list exports this month.
 */
import { Button } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { FileSpreadsheet } from 'lucide-react';
import { monthStart, todayInShop } from '../domain/shop-clock';
import { formatDate } from '../i18n/format';
import { stockText } from '../i18n/stock-screens';
import { toaster } from './toaster';

const c = stockText.common;

export function ExportBookButton({
  from,
  to,
  download,
}: {
  from?: string;
  to?: string;
  download: (from: string, to: string) => Promise<void>;
}) {
  const end = to ?? todayInShop();
  const start = from ?? monthStart(end);
  const run = useMutation({
    mutationFn: () => download(start, end),
    // The period is said once the file is there: an unfiltered list exports this month.
    onSuccess: () => toaster.success({ title: c.exported(formatDate(start), formatDate(end)) }),
    onError: (e) => toaster.error({ title: c.failed, description: e.message }),
  });
  return (
    <Button
      size="sm"
      variant="outline"
      loading={run.isPending}
      title={`${c.fromDate} ${formatDate(start)} ${c.toDate.toLowerCase()} ${formatDate(end)}`}
      onClick={() => run.mutate()}
    >
      <FileSpreadsheet /> {c.exportXlsx}
    </Button>
  );
}
