/** /inventories/{id}/edit: start the count, enter counted quantities (typed or scanned), add lots found on the shelf, save, finish or cancel. */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCheck, PackagePlus, Play, Save, XCircle } from 'lucide-react';
import { useState } from 'react';
import { type Inventory, inventoriesApi, inventoryActions } from '../../api/stock';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useLeaveGuard } from '../../components/form/use-leave-guard';
import { DocumentLoader } from '../../components/document-loader';
import { PageHeader } from '../../components/page-header';
import { StateBadge } from '../../components/state-badge';
import { toaster } from '../../components/toaster';
import { formatDate } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';
import { FlagFilter } from '../../components/data-table/flag-filter';
import { countSummary, differingLines, scanTarget } from './count-rules';
import { CountScan, lookupCode } from './count-scan';
import { CountDraftScope } from './count-draft-scope';
import { CountSheet } from './count-sheet';
import { FoundLotDialog } from './found-lot-dialog';
import { useOneAtATime } from '../../components/use-one-at-a-time';

const t = stockText.counts;
const c = stockText.common;

function Counting({ inventory }: { inventory: Inventory }) {
  const queryClient = useQueryClient();
  const [counted, setCounted] = useState<Record<string, number | null>>(() =>
    Object.fromEntries(inventory.lines.map((l) => [l.id, l.counted])),
  );
  const [highlight, setHighlight] = useState<string | null>(null);
  // "Chỉ hiện dòng chênh lệch": the lines that differed when it was ticked. A line whose count
  // is corrected to the expected stays in view while it is typed; a line scanned meanwhile joins.
  const [onlyDiffs, setOnlyDiffs] = useState<ReadonlySet<string> | null>(null);
  const [confirm, setConfirm] = useState<'finish' | 'cancel' | null>(null);
  /** The found-lot dialog: closed (null), or open with the product to start with. */
  const [found, setFound] = useState<{ product: { id: string; name: string } | null } | null>(null);
  const editable = inventory.state === 'counting';
  const once = useOneAtATime((run: () => Promise<unknown>) => run());
  const summary = countSummary(inventory.lines, counted);
  const guard = useLeaveGuard(counted);
  const store = (saved: Inventory, title: string) => {
    guard.saved();
    queryClient.setQueryData([inventoriesApi.path, inventory.id], saved);
    void queryClient.invalidateQueries({ queryKey: [inventoriesApi.path] });
    void queryClient.invalidateQueries({ queryKey: ['products'] });
    toaster.success({ title });
    setConfirm(null);
  };
  const onError = (error: Error) => toaster.error({ title: c.failed, description: error.message });
  const payload = () => inventory.lines.map((l) => ({ line_id: l.id, counted: counted[l.id] ?? null }));
  const start = useMutation({
    mutationFn: () => inventoryActions.start(inventory.id),
    onSuccess: (s) => store(s, t.started),
    onError,
  });
  const save = useMutation({
    mutationFn: () => inventoryActions.saveCounts(inventory.id, payload()),
    onSuccess: (s) => store(s, c.saved),
    onError,
  });
  const finish = useMutation({
    mutationFn: async () => (await saveFirst(), inventoryActions.finish(inventory.id)),
    onSuccess: (s) => store(s, t.finished),
    onError,
  });
  const cancel = useMutation({
    mutationFn: () => inventoryActions.cancel(inventory.id),
    onSuccess: (s) => store(s, t.cancelled),
    onError,
  });
  const saveFirst = () =>
    inventory.lines.length > 0 ? inventoryActions.saveCounts(inventory.id, payload()) : Promise.resolve();
  const remove = useMutation({
    mutationFn: async (lineId: string) => (await saveFirst(), inventoryActions.removeFoundLot(inventory.id, lineId)),
    onSuccess: (s) => store(s, t.foundRemoved),
    onError,
  });

  const onScan = async (code: string): Promise<string | null> => {
    const hit = await lookupCode(code, inventory.lines).catch(() => null);
    const target = scanTarget(inventory.lines, hit?.productId ?? null);
    setHighlight(hit?.productId ?? null);
    if (target.kind === 'none' && hit) {
      setFound({ product: { id: hit.productId, name: hit.name } });
      return t.scanAddFound(code);
    }
    if (target.kind === 'none') return t.scanNotFound(code);
    if (target.kind === 'many') return t.scanManyLots;
    setOnlyDiffs((shown) => (shown && !shown.has(target.lineId) ? new Set([...shown, target.lineId]) : shown));
    setCounted((all) => ({ ...all, [target.lineId]: (all[target.lineId] ?? 0) + (hit?.factor ?? 1) }));
    return null;
  };

  const open = inventory.state === 'draft' || inventory.state === 'counting';
  return (
    <>
      <PageHeader
        title={inventory.code}
        actions={
          <>
            {inventory.state === 'draft' ? (
              <Button
                size="sm"
                colorPalette="brand"
                loading={start.isPending}
                onClick={() => once(() => start.mutateAsync())}
              >
                <Play /> {t.start}
              </Button>
            ) : null}
            {editable ? (
              <>
                <Button
                  size="sm"
                  variant="outline"
                  loading={save.isPending}
                  onClick={() => once(() => (guard.saving(), save.mutateAsync()))}
                >
                  <Save /> {c.save}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setFound({ product: null })}>
                  <PackagePlus /> {t.addFound}
                </Button>
                <Button size="sm" colorPalette="brand" onClick={() => setConfirm('finish')}>
                  <CheckCheck /> {t.finish}
                </Button>
              </>
            ) : null}
            {open ? (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirm('cancel')}>
                <XCircle /> {t.cancel}
              </Button>
            ) : null}
          </>
        }
      />
      <Stack gap="3">
        <HStack gap="3" wrap="wrap" fontSize="sm">
          <StateBadge state={inventory.state} labels={t.states} />
          <Text>{formatDate(inventory.count_date)}</Text>
          {inventory.state === 'draft' ? null : (
            <Text color="fg.muted" data-testid="count-summary">
              {t.summary(summary.lines, summary.differences)}
            </Text>
          )}
          {inventory.note ? <Text color="fg.muted">· {inventory.note}</Text> : null}
          {inventory.state === 'draft' || inventory.lines.length === 0 ? null : (
            <FlagFilter
              label={t.onlyDiffs}
              value={onlyDiffs ? 'true' : undefined}
              onChange={(on) => setOnlyDiffs(on ? new Set(differingLines(inventory.lines, counted)) : null)}
            />
          )}
        </HStack>
        {editable ? (
          <>
            <Text fontSize="xs" color="fg.muted">
              {t.frozen}
            </Text>
            <CountScan onScan={onScan} />
          </>
        ) : null}
        {inventory.state === 'draft' ? (
          <CountDraftScope inventory={inventory} />
        ) : onlyDiffs?.size === 0 ? (
          <Text fontSize="sm" color="fg.muted" data-testid="count-no-diffs">
            {t.noDiffs}
          </Text>
        ) : (
          <CountSheet
            lines={onlyDiffs ? inventory.lines.filter((l) => onlyDiffs.has(l.id)) : inventory.lines}
            counted={counted}
            editable={editable}
            highlight={highlight}
            onCount={(id, v) => setCounted((all) => ({ ...all, [id]: v }))}
            onRemove={(lineId) => remove.mutate(lineId)}
          />
        )}
      </Stack>
      {found ? (
        <FoundLotDialog
          inventoryId={inventory.id}
          product={found.product}
          saveCounts={saveFirst}
          onSaved={(s) => (setFound(null), store(s, t.foundAdded))}
          onClose={() => setFound(null)}
        />
      ) : null}
      {guard.prompt}
      <ConfirmDialog
        open={confirm === 'finish'}
        body={t.finishBody(summary.differences)}
        confirmLabel={t.finish}
        loading={finish.isPending}
        onConfirm={() => once(() => finish.mutateAsync())}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'cancel'}
        body={t.cancelBody}
        confirmLabel={t.cancel}
        destructive
        loading={cancel.isPending}
        onConfirm={() => once(() => cancel.mutateAsync())}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}

export function InventoryEditPage({ id }: { id: string }) {
  const query = useQuery({ queryKey: [inventoriesApi.path, id], queryFn: () => inventoriesApi.get(id) });
  return (
    <DocumentLoader query={query}>
      {(inventory) => <Counting key={inventory.updated_at} inventory={inventory} />}
    </DocumentLoader>
  );
}
