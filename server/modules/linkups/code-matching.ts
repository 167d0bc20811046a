/**
 * The national drug codes screen: the products the link-up needs that have no code, and matching
 * a national catalogue file (.xlsx/.csv, read by the import module's reader) to them: by
 * registration number first (the same number is the same registered drug), then by active
 * ingredient and strength, normalised (no diacritics, case or spacing). Suggestions only: the admin
 * chooses, and the codes are saved with saveNationalCodes.
 */
import { sql } from 'drizzle-orm';
import {
  CATALOGUE_COLUMNS,
  type CodeMatch,
  type CodeSuggestion,
  NATIONAL_DRUG_CODE_PATTERN,
  type ProductWithoutCode,
} from '../../../src/domain/linkup/national-codes';
import { normalizeSearch } from '../../../src/domain/list-query';
import { linkupsVi } from '../../../src/i18n/linkups';
import type { Tx } from '../../db/connection';
import { searchCondition, type Page } from '../../lib/list-query';
import { badRequest } from '../../plugins/errors';
import { readRows } from '../imports/preview';

/** A drug the link-up needs a code for (goods marked "not a drug" never go to it). */
const needsCode = (tenantId: string) => sql`
  p.tenant_id = ${tenantId} and p.deleted_at is null and p.is_active and p.drug_class <> 'none'
  and nullif(trim(p.national_drug_code), '') is null
  and (p.registration_number is not null or p.stock_on_hand <> 0 or exists (
    select 1 from linkup_messages m, jsonb_array_elements(m.lines) l
    where m.tenant_id = p.tenant_id and m.status in ('waiting', 'refused') and l ->> 'product_id' = p.id::text))`;

async function productsWithoutCode(
  tx: Tx,
  tenantId: string,
  { search, limit, offset }: { search?: string; limit: number; offset: number },
): Promise<{ rows: ProductWithoutCode[]; total: number }> {
  const filter = searchCondition(sql`p.search_text`, search) ?? sql`true`;
  const result = await tx.execute<ProductWithoutCode & { total: number }>(sql`
    select p.id, p.code, p.name, p.active_ingredient, p.strength, p.registration_number, p.stock_on_hand::int as stock_on_hand,
      (select count(*)::int from linkup_messages m where m.tenant_id = p.tenant_id and m.status in ('waiting', 'refused')
         and exists (select 1 from jsonb_array_elements(m.lines) l where l ->> 'product_id' = p.id::text)) as open_messages,
      count(*) over ()::int as total
    from products p where ${needsCode(tenantId)} and ${filter}
    order by p.name_key, p.id limit ${limit} offset ${offset}`);
  return {
    rows: result.rows.map(({ total: _total, ...row }) => row),
    total: result.rows[0]?.total ?? 0,
  };
}

export async function listProductsWithoutCode(
  tx: Tx,
  tenantId: string,
  q: { page: number; page_size: number; search?: string },
): Promise<Page<ProductWithoutCode>> {
  const { rows, total } = await productsWithoutCode(tx, tenantId, {
    search: q.search,
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  return { data: rows, meta: { page: q.page, page_size: q.page_size, total } };
}

const norm = (text: string | null | undefined) => normalizeSearch(text ?? '').replace(/[\s.,;:()]+/g, '');

interface CatalogueRow {
  national_drug_code: string;
  name: string;
  registration_number: string | null;
  active_ingredient: string | null;
  strength: string | null;
}

function catalogueRows(rows: string[][]): CatalogueRow[] {
  const [header, ...body] = rows;
  const at = (names: readonly string[]) => (header ?? []).findIndex((h) => names.some((n) => norm(n) === norm(h)));
  const columns = {
    code: at(CATALOGUE_COLUMNS.code),
    name: at(CATALOGUE_COLUMNS.name),
    registration: at(CATALOGUE_COLUMNS.registration),
    ingredient: at(CATALOGUE_COLUMNS.ingredient),
    strength: at(CATALOGUE_COLUMNS.strength),
  };
  if (columns.code < 0 || (columns.registration < 0 && columns.ingredient < 0))
    throw badRequest({ file: [linkupsVi.codes.columnsMissing] });
  const cell = (row: string[], i: number) => (i >= 0 ? (row[i] ?? '').trim() || null : null);
  return body.flatMap((row) => {
    const code = cell(row, columns.code);
    if (!code || !NATIONAL_DRUG_CODE_PATTERN.test(code)) return [];
    return [
      {
        national_drug_code: code,
        name: cell(row, columns.name) ?? '',
        registration_number: cell(row, columns.registration),
        active_ingredient: cell(row, columns.ingredient),
        strength: cell(row, columns.strength),
      },
    ];
  });
}

/** Suggestions from a catalogue file for every product that needs a code (at most 5 each). */
export async function matchCatalogue(tx: Tx, tenantId: string, data: Buffer): Promise<CodeMatch[]> {
  const catalogue = catalogueRows(await readRows(data));
  const byRegistration = new Map<string, CatalogueRow[]>();
  const byIngredient = new Map<string, CatalogueRow[]>();
  for (const row of catalogue) {
    if (row.registration_number) {
      const key = norm(row.registration_number);
      byRegistration.set(key, [...(byRegistration.get(key) ?? []), row]);
    }
    if (row.active_ingredient) {
      const key = `${norm(row.active_ingredient)}|${norm(row.strength)}`;
      byIngredient.set(key, [...(byIngredient.get(key) ?? []), row]);
    }
  }
  const { rows: products } = await productsWithoutCode(tx, tenantId, { limit: 5000, offset: 0 });
  return products.flatMap((product) => {
    const suggestions: CodeSuggestion[] = [];
    const seen = new Set<string>();
    const add = (rows: CatalogueRow[] | undefined, by: CodeSuggestion['by']) => {
      for (const row of rows ?? [])
        if (!seen.has(row.national_drug_code) && suggestions.length < 5) {
          seen.add(row.national_drug_code);
          suggestions.push({ ...row, by });
        }
    };
    if (product.registration_number) add(byRegistration.get(norm(product.registration_number)), 'registration');
    if (product.active_ingredient)
      add(byIngredient.get(`${norm(product.active_ingredient)}|${norm(product.strength)}`), 'ingredient');
    return suggestions.length > 0 ? [{ product, suggestions }] : [];
  });
}

/**
 * The codes a catalogue's matches give by registration number: a product whose number the
 * catalogue lists under exactly one code gets it; one listed under several is left to the admin.
 */
export function registrationCodes(matches: readonly CodeMatch[]): {
  codes: { product_id: string; national_drug_code: string }[];
  ambiguous: number;
} {
  const codes: { product_id: string; national_drug_code: string }[] = [];
  let ambiguous = 0;
  for (const { product, suggestions } of matches) {
    const found = new Set(suggestions.filter((s) => s.by === 'registration').map((s) => s.national_drug_code));
    if (found.size === 1) codes.push({ product_id: product.id, national_drug_code: [...found][0]! });
    else if (found.size > 1) ambiguous += 1;
  }
  return { codes, ambiguous };
}
