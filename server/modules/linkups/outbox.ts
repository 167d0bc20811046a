/**
 * The link-up outbox, filled by the ledger's writer (stock/ledger.ts) in the transaction that posts
 * the moves, so no stock document the national link-up takes can be missed: each posting becomes
 * one message per kind (a sale, a customer return, a receipt, opening stock, a scrap, a count
 * adjustment, a return to a supplier), its lines the posting's moves summed by product, lot and
 * price, and its delivery job is queued in the same transaction (one per message: the message id is
 * its singleton key) when the link-up is on. While it is off, a shop with a link-up account still
 * records its messages, which wait: switching the link-up on sends them (routes.ts). A shop that
 * never set up an account records nothing. The key the national service keeps once is the
 * document's code (a second posting of the same document, such as a purchase order received in
 * two parts, adds `/2`, `/3`…; the return half of an exchange adds `/TH`).
 */
import { sql } from 'drizzle-orm';
import { v7 } from 'uuid';
import { canonicalPrescriptionCode, isNationalPrescriptionCode } from '../../../src/domain/eprescription';
import { KIND_OF_REASON, type LinkupKind, type LinkupLine } from '../../../src/domain/linkup/messages';
import type { Tx } from '../../db/connection';
import { sendInTransaction } from '../../jobs/queue';
import { jsonb, uuidArray } from '../../lib/sql-params';
import type { StockReason } from '../../../src/domain/stock/reasons';

/** What the outbox reads of a move the ledger posts (stock/ledger.ts NewMove). */
interface NewMove {
  productId: string;
  lotId: string | null;
  quantity: number;
  unitCost: number;
  reason: StockReason;
  documentType: string;
  documentId: string | null;
  documentCode: string | null;
  movedAt?: Date | string;
  documentLine?: { price: number; unitName: string; factor: number };
}

interface ProductInfo {
  id: string;
  code: string;
  name: string;
  strength: string | null;
  registration_number: string | null;
  national_drug_code: string | null;
  unit: string | null;
}

interface LotInfo {
  id: string;
  lot_number: string;
  expiry_date: string | null;
}

interface Group {
  kind: LinkupKind;
  documentType: string;
  documentId: string | null;
  documentCode: string | null;
  movedAt: Date | string | undefined;
  moves: NewMove[];
}

/** Goods out (a sale, a scrap, a return to a supplier) are posted negative and sent positive. */
const OUT_KINDS: ReadonlySet<LinkupKind> = new Set(['sale', 'scrap', 'supplier_return']);
const signOf = (kind: LinkupKind) => (OUT_KINDS.has(kind) ? -1 : 1);

export async function linkupEnabled(tx: Tx, tenantId: string): Promise<boolean> {
  const result = await tx.execute<{ enabled: boolean }>(
    sql`select enabled from linkup_settings where tenant_id = ${tenantId}`,
  );
  return result.rows[0]?.enabled === true;
}

/**
 * Whether the shop records link-up messages (it has an account, on or off) and whether they go now.
 * The row is read `for share`: a concurrent save of the account (which queues what waited) either
 * commits first, and is seen, or waits for this posting, and then sees its messages.
 */
async function outboxState(tx: Tx, tenantId: string): Promise<{ record: boolean; deliver: boolean }> {
  const result = await tx.execute<{ enabled: boolean; account: boolean }>(sql`
    select enabled, (username is not null or api_url is not null) as account
    from linkup_settings where tenant_id = ${tenantId} for share`);
  const row = result.rows[0];
  return { record: row !== undefined && (row.enabled || row.account), deliver: row?.enabled === true };
}

function groupsOf(moves: readonly NewMove[]): Group[] {
  const groups = new Map<string, Group>();
  for (const move of moves) {
    const kind = KIND_OF_REASON[move.reason];
    // Moves of no document (opening stock) posted together are one document.
    const id = `${kind}|${move.documentType}|${move.documentId ?? move.documentCode ?? ''}`;
    let group = groups.get(id);
    if (!group) {
      group = {
        kind,
        documentType: move.documentType,
        documentId: move.documentId,
        documentCode: move.documentCode,
        movedAt: move.movedAt,
        moves: [],
      };
      groups.set(id, group);
    }
    group.moves.push(move);
  }
  return [...groups.values()];
}

function linesOf(group: Group, products: Map<string, ProductInfo>, lots: Map<string, LotInfo>): LinkupLine[] {
  const lines = new Map<string, LinkupLine>();
  const sign = signOf(group.kind);
  for (const move of group.moves) {
    const product = products.get(move.productId);
    // Goods that are not drugs (a plaster, a cosmetic, a supplement) are not the link-up's.
    if (!product) continue;
    const lot = move.lotId ? lots.get(move.lotId) : undefined;
    const price = move.documentLine?.price ?? move.unitCost;
    const documentUnit = move.documentLine && move.documentLine.factor !== 1 ? move.documentLine.unitName : null;
    const factor = move.documentLine?.factor ?? 1;
    const id = `${move.productId}|${move.lotId ?? ''}|${price}|${documentUnit ?? ''}|${factor}`;
    const line = lines.get(id);
    if (line) {
      line.quantity += sign * move.quantity;
      continue;
    }
    lines.set(id, {
      product_id: move.productId,
      product_code: product.code,
      national_drug_code: product.national_drug_code,
      name: product.name,
      strength: product.strength,
      registration_number: product.registration_number,
      unit: product.unit ?? '',
      document_unit: documentUnit,
      factor,
      lot_number: lot?.lot_number ?? null,
      expiry_date: lot?.expiry_date ?? null,
      quantity: sign * move.quantity,
      price,
    });
  }
  return [...lines.values()].filter((line) => line.quantity !== 0);
}

/** A code for a posting of no document (opening stock): TDK-<shop-neutral date>-<8 hex>. */
const openingCode = () => `TDK-${new Date().toISOString().slice(0, 10).replaceAll('-', '')}-${v7().slice(-8)}`;

/** Records the link-up messages of moves just posted, and queues their delivery, in `tx`. */
export async function recordLinkupMessages(tx: Tx, tenantId: string, moves: readonly NewMove[]): Promise<void> {
  if (moves.length === 0) return;
  const state = await outboxState(tx, tenantId);
  if (!state.record) return;
  const groups = groupsOf(moves);
  const productIds = [...new Set(moves.map((m) => m.productId))];
  const lotIds = [...new Set(moves.flatMap((m) => (m.lotId ? [m.lotId] : [])))];
  const orderIds = groups.filter((g) => g.documentType === 'pos_order' && g.documentId).map((g) => g.documentId!);
  const documentIds = groups.flatMap((g) => (g.documentId ? [g.documentId] : []));
  const info = await tx.execute<{
    products: ProductInfo[] | null;
    lots: LotInfo[] | null;
    prescriptions: { id: string; code: string }[] | null;
    keys: { document_id: string; key: string }[] | null;
  }>(sql`
    select
      (select jsonb_agg(jsonb_build_object('id', p.id, 'code', p.code, 'name', p.name, 'strength', p.strength,
          'registration_number', p.registration_number, 'national_drug_code', nullif(trim(p.national_drug_code), ''),
          'unit', (select u.name from product_units pu join uoms u on u.tenant_id = pu.tenant_id and u.id = pu.uom_id
                    where pu.tenant_id = p.tenant_id and pu.product_id = p.id and pu.factor = 1 and pu.deleted_at is null
                    order by pu.sort_order limit 1)))
         from products p where p.tenant_id = ${tenantId} and p.id = any(${uuidArray(productIds)})
          and p.drug_class <> 'none') as products,
      (select jsonb_agg(jsonb_build_object('id', l.id, 'lot_number', l.lot_number, 'expiry_date', l.expiry_date))
         from lots l where l.tenant_id = ${tenantId} and l.id = any(${uuidArray(lotIds)})) as lots,
      (select jsonb_agg(jsonb_build_object('id', o.id,
          'code', coalesce(o.national_prescription_code, o.prescription ->> 'code')))
         from pos_orders o where o.tenant_id = ${tenantId} and o.id = any(${uuidArray(orderIds)})
          and coalesce(o.national_prescription_code, nullif(trim(o.prescription ->> 'code'), '')) is not null)
        as prescriptions,
      (select jsonb_agg(jsonb_build_object('document_id', m.document_id, 'key', m.key))
         from linkup_messages m where m.tenant_id = ${tenantId} and m.document_id = any(${uuidArray(documentIds)})) as keys`);
  const row = info.rows[0]!;
  const products = new Map((row.products ?? []).map((p) => [p.id, p]));
  const lots = new Map((row.lots ?? []).map((l) => [l.id, l]));
  // The national code of an online prescription, or one a cashier typed from a paper prescription
  // (those carry the national code too); a paper code of another form is not the link-up's.
  const prescriptions = new Map(
    (row.prescriptions ?? []).flatMap((p) =>
      isNationalPrescriptionCode(p.code) ? [[p.id, canonicalPrescriptionCode(p.code)] as const] : [],
    ),
  );
  const postings = new Map<string, number>();
  for (const k of row.keys ?? [])
    if (!k.key.endsWith('/TH')) postings.set(k.document_id, (postings.get(k.document_id) ?? 0) + 1);

  const messages = groups.flatMap((group) => {
    const lines = linesOf(group, products, lots);
    if (lines.length === 0) return [];
    const code = group.documentCode ?? openingCode();
    const twoKinds = groups.some((g) => g !== group && g.documentId !== null && g.documentId === group.documentId);
    const earlier = group.documentId ? (postings.get(group.documentId) ?? 0) : 0;
    let key = earlier > 0 && group.kind !== 'customer_return' ? `${code}/${earlier + 1}` : code;
    if (twoKinds && group.kind === 'customer_return') key = `${code}/TH`;
    const missing = lines.filter((l) => !l.national_drug_code).map((l) => l.name);
    return [
      {
        id: v7(),
        key,
        kind: group.kind,
        document_type: group.documentType,
        document_id: group.documentId,
        document_code: code,
        document_at: group.movedAt ? new Date(group.movedAt).toISOString() : null,
        prescription_code:
          group.kind === 'sale' && group.documentId ? (prescriptions.get(group.documentId) ?? null) : null,
        lines,
        problem: missing.length > 0 ? missingCodeProblem(missing) : null,
      },
    ];
  });
  if (messages.length === 0) return;
  await tx.execute(sql`
    insert into linkup_messages (tenant_id, id, key, kind, document_type, document_id, document_code, document_at,
      prescription_code, lines, problem)
    select ${tenantId}, x.id, x.key, x.kind, x.document_type, x.document_id, x.document_code, coalesce(x.document_at, now()),
      x.prescription_code, x.lines, x.problem
    from jsonb_to_recordset(${jsonb(messages)}) as x(id uuid, key text, kind text, document_type text, document_id uuid,
      document_code text, document_at timestamptz, prescription_code text, lines jsonb, problem text)`);
  // A message missing a national drug code waits for the fix (resend); the others go now, or when
  // the link-up is switched on.
  if (!state.deliver) return;
  await sendInTransaction(
    tx,
    'linkup-delivery',
    messages
      .filter((m) => m.problem === null)
      .map((m) => ({ data: { tenantId, messageId: m.id }, singletonKey: m.id })),
  );
}

/** The reason a message waits when some of its products have no national drug code. */
export function missingCodeProblem(names: readonly string[]): string {
  return `Thiếu mã thuốc quốc gia: ${[...new Set(names)].join(', ')}.`;
}
