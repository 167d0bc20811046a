/**
 * Prescription templates (đơn mẫu): every item must name a live product of the shop and, when
 * it names a unit, one of that product's units. Answers items with product and unit names.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { z } from 'zod';
import type {
  PrescriptionTemplate,
  prescriptionTemplateInput,
  prescriptionTemplateListQuery,
} from '../../../../src/domain/catalog/prescription-templates';
import { catalogVi } from '../../../../src/i18n/catalog-errors';
import type { Tx } from '../../../db/connection';
import { prescriptionTemplates } from '../../../db/schema/index';
import { countAll, paginate, searchCondition, sortOrder, type Page, textSortKey } from '../../../lib/list-query';
import { productSummaries } from '../../../lib/product-refs';
import { toRecord } from '../../../lib/records';
import { badRequest, conflict, notFound, type FieldErrors } from '../../../plugins/errors';

type Input = z.output<typeof prescriptionTemplateInput>;
type ListQuery = z.output<typeof prescriptionTemplateListQuery>;
type Row = typeof prescriptionTemplates.$inferSelect;

async function present(tx: Tx, tenantId: string, rows: Row[]): Promise<PrescriptionTemplate[]> {
  const summaries = await productSummaries(
    tx,
    tenantId,
    rows.flatMap((r) => r.items.map((i) => i.product_id)),
  );
  return rows.map((row) => ({
    ...(toRecord(row) as Omit<PrescriptionTemplate, 'items'>),
    items: row.items.map((item) => {
      const p = summaries.get(item.product_id);
      return {
        ...item,
        product_name: p?.name ?? null,
        product_code: p?.code ?? null,
        unit_name: item.unit_id ? (p?.units.get(item.unit_id) ?? null) : null,
      };
    }),
  }));
}

async function checkItems(tx: Tx, tenantId: string, items: Input['items']): Promise<void> {
  const summaries = await productSummaries(
    tx,
    tenantId,
    items.map((i) => i.product_id),
  );
  const errors: FieldErrors = {};
  items.forEach((item, i) => {
    const p = summaries.get(item.product_id);
    if (!p?.live) errors[`items.${i}.product_id`] = [catalogVi.errors.notFoundRef];
    else if (item.unit_id && !p.units.has(item.unit_id)) errors[`items.${i}.unit_id`] = [catalogVi.errors.notFoundRef];
  });
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

const live = (tenantId: string) =>
  and(eq(prescriptionTemplates.tenantId, tenantId), isNull(prescriptionTemplates.deletedAt));

export async function listTemplates(tx: Tx, tenantId: string, q: ListQuery): Promise<Page<PrescriptionTemplate>> {
  const where = and(live(tenantId), searchCondition(prescriptionTemplates.searchText, q.search));
  const sorts = { name: textSortKey(prescriptionTemplates.name), created_at: prescriptionTemplates.createdAt };
  return paginate(
    q,
    async (limit, offset) =>
      present(
        tx,
        tenantId,
        await tx
          .select()
          .from(prescriptionTemplates)
          .where(where)
          .orderBy(...sortOrder(q.sort, sorts, prescriptionTemplates.id))
          .limit(limit)
          .offset(offset),
      ),
    async () => (await tx.select({ n: countAll }).from(prescriptionTemplates).where(where))[0]!.n,
  );
}

export async function getTemplate(tx: Tx, tenantId: string, id: string): Promise<PrescriptionTemplate | undefined> {
  const rows = await tx
    .select()
    .from(prescriptionTemplates)
    .where(and(live(tenantId), eq(prescriptionTemplates.id, id)));
  return (await present(tx, tenantId, rows))[0];
}

export async function createTemplate(tx: Tx, tenantId: string, input: Input): Promise<PrescriptionTemplate> {
  await checkItems(tx, tenantId, input.items);
  const id = input.id ?? v7();
  if (input.id) {
    const [used] = await tx
      .select({ id: prescriptionTemplates.id })
      .from(prescriptionTemplates)
      .where(and(eq(prescriptionTemplates.tenantId, tenantId), eq(prescriptionTemplates.id, id)));
    if (used) throw conflict();
  }
  await tx.insert(prescriptionTemplates).values({
    tenantId,
    id,
    name: input.name,
    diagnosis: input.diagnosis,
    instructions: input.instructions,
    items: input.items,
  });
  return (await getTemplate(tx, tenantId, id))!;
}

export async function updateTemplate(
  tx: Tx,
  tenantId: string,
  id: string,
  input: Input,
): Promise<PrescriptionTemplate> {
  if (!(await getTemplate(tx, tenantId, id))) throw notFound();
  await checkItems(tx, tenantId, input.items);
  await tx
    .update(prescriptionTemplates)
    .set({
      name: input.name,
      diagnosis: input.diagnosis,
      instructions: input.instructions,
      items: input.items,
      updatedAt: new Date(),
    })
    .where(and(live(tenantId), eq(prescriptionTemplates.id, id)));
  return (await getTemplate(tx, tenantId, id))!;
}

export async function archiveTemplate(tx: Tx, tenantId: string, id: string): Promise<void> {
  const rows = await tx
    .update(prescriptionTemplates)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(live(tenantId), eq(prescriptionTemplates.id, id)))
    .returning({ id: prescriptionTemplates.id });
  if (rows.length === 0) throw notFound();
}
