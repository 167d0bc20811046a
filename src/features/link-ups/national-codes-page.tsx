/**
 * /link-ups/national-codes: the products the link-up needs that have no national drug code, with
 * search; a code typed per product, or chosen from the suggestions a national catalogue file
 * (.xlsx/.csv) gives by registration number and active ingredient, or every registration-number
 * suggestion applied at once; saving sends again the link-up messages those products held back.
 * A product that is not a drug (its number a supplement's, cosmetic's or device's, or none) is
 * marked as goods here, one by one or every such number on the page at once.
 */
import { Badge, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/errors';
import { productsApi } from '../../api/catalog';
import { LINKUPS_PATH, nationalCodesApi } from '../../api/linkups';
import type { Column } from '../../components/data-table/data-table';
import { DataTable } from '../../components/data-table/data-table';
import { type ListPageProps, toListParams } from '../../components/data-table/list-search';
import { useLeaveGuard } from '../../components/form/use-leave-guard';
import { PageHeader } from '../../components/page-header';
import { toaster } from '../../components/toaster';
import { goodsKindOf } from '../../domain/catalog/registration';
import type { CodeSuggestion, ProductWithoutCode } from '../../domain/linkup/national-codes';
import { catalogText } from '../../i18n/catalog-screens';
import { linkupsVi } from '../../i18n/linkups';

const t = linkupsVi.codes;
const { goodsKinds, goodsNumber } = catalogText.products;

/** What a catalogue file's call failed on: the file's own problem (columns, type) when the server names it. */
const fileError = (error: Error) =>
  toaster.create({ type: 'error', title: (error instanceof ApiError && error.fieldError('file')) || error.message });

/** The server's messages for the codes it refused (`codes.<i>.national_drug_code`), by the product sent at `i`. */
function refusedCodes(error: Error, sent: [string, string][]): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError)) return out;
  for (const [field, messages] of Object.entries(error.errors)) {
    const index = /^codes\.(\d+)\.national_drug_code$/.exec(field)?.[1];
    const product = index === undefined ? undefined : sent[Number(index)]?.[0];
    if (product && messages[0]) out[product] = messages[0];
  }
  return out;
}

/** A registration number the catalogue lists under several codes: the server leaves it to the admin. */
const ambiguous = (list: readonly CodeSuggestion[]) =>
  new Set(list.filter((x) => x.by === 'registration').map((x) => x.national_drug_code)).size > 1;

export function NationalCodesPage({ search, onSearchChange }: ListPageProps) {
  const queryClient = useQueryClient();
  const params = toListParams(search);
  const query = useQuery({
    queryKey: [nationalCodesApi.path, 'list', params],
    queryFn: () => nationalCodesApi.list(params),
    placeholderData: keepPreviousData,
  });
  const [codes, setCodes] = useState<Record<string, string>>({});
  // The server's message for a code it refused, by product, shown under that product's field.
  const [codeErrors, setCodeErrors] = useState<Record<string, string>>({});
  const typeCode = (id: string, code: string) => {
    setCodes((c) => ({ ...c, [id]: code }));
    setCodeErrors(({ [id]: _fixed, ...rest }) => rest);
  };
  const [suggestions, setSuggestions] = useState<Record<string, CodeSuggestion[]>>({});
  // The catalogue file last matched: applying its registration-number suggestions sends it again.
  const [catalogue, setCatalogue] = useState<File | null>(null);
  const match = useMutation({
    mutationFn: (file: File) => nationalCodesApi.match(file),
    onSuccess: (matches, file) => {
      setCatalogue(file);
      setSuggestions(Object.fromEntries(matches.map((m) => [m.product.id, m.suggestions])));
      if (matches.length === 0) toaster.create({ type: 'info', title: t.noMatch });
    },
    onError: fileError,
  });
  // The products applying would give a code: one registration-number suggestion, not several.
  const byRegistration = Object.values(suggestions).filter(
    (list) => list.some((x) => x.by === 'registration') && !ambiguous(list),
  ).length;
  const apply = useMutation({
    mutationFn: (file: File) => nationalCodesApi.applyRegistration(file),
    onSuccess: async (result) => {
      toaster.create({ type: 'success', title: t.applied(result.updated, result.queued, result.ambiguous) });
      // The products that got a code leave the list; what is left keeps its ingredient suggestions.
      setSuggestions((current) =>
        Object.fromEntries(
          Object.entries(current).map(([id, list]) => [
            id,
            list.filter((x) => x.by !== 'registration' || ambiguous(list)),
          ]),
        ),
      );
      await queryClient.invalidateQueries({ queryKey: [nationalCodesApi.path] });
      await queryClient.invalidateQueries({ queryKey: [LINKUPS_PATH] });
    },
    onError: fileError,
  });
  // Products marked as goods leave the list, with what was typed or suggested for them.
  const markGoods = useMutation({
    mutationFn: (ids: string[]) => nationalCodesApi.markGoods(ids),
    onSuccess: async (result, ids) => {
      toaster.create({ type: 'success', title: t.markedGoods(result.updated, result.queued, result.dropped) });
      const without = <T,>(record: Record<string, T>) =>
        Object.fromEntries(Object.entries(record).filter(([id]) => !ids.includes(id)));
      setCodes(without);
      setCodeErrors(without);
      setSuggestions(without);
      await queryClient.invalidateQueries({ queryKey: [nationalCodesApi.path] });
      await queryClient.invalidateQueries({ queryKey: [LINKUPS_PATH] });
      await queryClient.invalidateQueries({ queryKey: [productsApi.path] });
    },
    onError: (error) => toaster.create({ type: 'error', title: error.message }),
  });
  // The page's products whose number is a supplement's, cosmetic's or device's.
  const goodsOnPage = (query.data?.data ?? []).filter((p) => goodsKindOf(p.registration_number));
  const chosen = Object.entries(codes).filter(([, code]) => code.trim() !== '');
  // Codes typed and not saved yet; saving empties them.
  const guard = useLeaveGuard(chosen);
  const save = useMutation({
    mutationFn: (sent: [string, string][]) =>
      nationalCodesApi.save(sent.map(([id, code]) => ({ product_id: id, national_drug_code: code.trim() }))),
    onSuccess: async (result, sent) => {
      toaster.create({ type: 'success', title: t.saved(result.updated, result.queued) });
      // Only what was sent is done: a code typed while the save was on its way stays to be saved.
      setCodes((current) => {
        const left = { ...current };
        for (const [id, code] of sent) if (left[id] === code) delete left[id];
        return left;
      });
      await queryClient.invalidateQueries({ queryKey: [LINKUPS_PATH] });
    },
    onError: (error, sent) => {
      const refused = refusedCodes(error, sent);
      setCodeErrors(refused);
      const count = Object.keys(refused).length;
      toaster.create({
        type: 'error',
        title: count > 0 ? t.refused(count) : error.message,
        description: count > 0 ? Object.values(refused)[0] : undefined,
      });
    },
  });

  const columns: Column<ProductWithoutCode>[] = [
    {
      key: 'product',
      header: t.product,
      cell: (p) => (
        // A long name wraps (the table keeps text on one line otherwise), so the code field stays in view at 1280 px.
        <Stack gap="0" whiteSpace="normal" minW="48">
          <Text fontWeight="medium">{p.name}</Text>
          <Text fontFamily="mono" fontSize="2xs" color="fg.muted">
            {p.code}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'ingredient',
      header: t.ingredient,
      underOnMobile: true,
      cell: (p) => (
        <Text whiteSpace="normal" minW={{ md: '40' }}>
          {[p.active_ingredient, p.strength].filter(Boolean).join(' ')}
        </Text>
      ),
    },
    {
      key: 'registration',
      header: t.registration,
      underOnMobile: true,
      cell: (p) => {
        const kind = goodsKindOf(p.registration_number);
        return (
          <Stack gap="0" whiteSpace="normal">
            <Text>{p.registration_number ?? ''}</Text>
            {kind ? (
              <Text fontSize="xs" color="orange.fg" maxW="56">
                {goodsNumber(goodsKinds[kind])}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    { key: 'open', header: t.openMessages, align: 'end', hideOnMobile: true, cell: (p) => p.open_messages },
    {
      key: 'code',
      header: t.code,
      cell: (p) => (
        <Stack gap="1">
          <Input
            size="sm"
            maxW="48"
            aria-label={`${t.code} ${p.name}`}
            aria-invalid={codeErrors[p.id] ? true : undefined}
            value={codes[p.id] ?? ''}
            onChange={(e) => typeCode(p.id, e.currentTarget.value)}
          />
          <Button
            size="2xs"
            variant={goodsKindOf(p.registration_number) ? 'outline' : 'ghost'}
            alignSelf="start"
            aria-label={`${t.notDrug}: ${p.name}`}
            disabled={markGoods.isPending}
            onClick={() => markGoods.mutate([p.id])}
          >
            {t.notDrug}
          </Button>
          {codeErrors[p.id] ? (
            <Text color="fg.error" fontSize="xs" data-testid="code-error">
              {codeErrors[p.id]}
            </Text>
          ) : null}
          {(suggestions[p.id] ?? []).map((s) => (
            <HStack key={s.national_drug_code} gap="2">
              <Button size="2xs" variant="outline" onClick={() => typeCode(p.id, s.national_drug_code)}>
                {t.use}
              </Button>
              <Text fontSize="xs">
                {s.national_drug_code} — {s.name}
              </Text>
              <Badge size="sm">{s.by === 'registration' ? t.byRegistration : t.byIngredient}</Badge>
            </HStack>
          ))}
        </Stack>
      ),
    },
  ];

  return (
    <>
      {guard.prompt}
      <PageHeader
        actions={
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" variant="outline" asChild loading={match.isPending}>
              <label>
                {t.upload}
                <input
                  type="file"
                  accept=".xlsx,.csv"
                  hidden
                  onChange={(e) => {
                    const file = e.currentTarget.files?.[0];
                    if (file) match.mutate(file);
                    e.currentTarget.value = '';
                  }}
                />
              </label>
            </Button>
            {catalogue && byRegistration > 0 && (
              <Button size="sm" variant="outline" loading={apply.isPending} onClick={() => apply.mutate(catalogue)}>
                {t.applyRegistration} ({byRegistration})
              </Button>
            )}
            {goodsOnPage.length > 0 && (
              <Button
                size="sm"
                variant="outline"
                loading={markGoods.isPending}
                onClick={() => markGoods.mutate(goodsOnPage.map((p) => p.id))}
              >
                {t.markGoodsAll(goodsOnPage.length)}
              </Button>
            )}
            <Button
              size="sm"
              disabled={chosen.length === 0}
              loading={save.isPending}
              onClick={() => save.mutate(chosen)}
            >
              {t.save}
            </Button>
          </HStack>
        }
      />
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t.hint}
      </Text>
      <DataTable
        columns={columns}
        rows={query.data?.data}
        total={query.data?.meta.total ?? 0}
        rowKey={(p) => p.id}
        search={search}
        onSearchChange={onSearchChange}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        searchPlaceholder={t.searchPlaceholder}
        emptyText={t.empty}
      />
    </>
  );
}
