/**
 * The cashier's cart actions over the till session's database: add a product (by id, scanned
 * barcode, prescription template or a prescription sold before), change quantity, unit, note,
 * lots and serials, remove a line, clear the out-of-stock mark, the customer (with their group's
 * standing discount) and the discount. Pure rules come from src/domain (SPEC.md §4, §5). A
 * customer's last sale sold again is in customer-last-sale.tsx, loaded with the customer.
 */
import { appStore } from '../../components/providers';
import { v7 as uuidv7 } from 'uuid';
import { groupDiscountOf } from '../../db/customers';
import { sellableProduct, sellableProducts, type TemplateRow } from '../../db/pos-catalog';
import type { PrescriptionHit } from '../../db/prescriptions';
import { readProduct } from '../../db/product-records';
import {
  addProduct,
  changeUnit,
  clearOutOfStock,
  defaultUnit,
  removeLine,
  setLineNote,
  setQuantity,
} from '../../domain/cart';
import type { CartItem, LotTake, PartyRef, PosTicket, ProductUnit, SellableProduct } from '../../domain/cart-types';
import { withCustomerGroup, withDiscountAmount, withDiscountPercent, withDiscountType } from '../../domain/discount';
import { setLineLots } from '../../domain/lot-picking';
import type { DiscountType } from '../../domain/pos-enums';
import { prescriptionItemsFromCart } from '../../domain/prescription';
import type { ConfirmedDrug, NationalPrescription } from '../../domain/eprescription';
import { eprescriptionsVi } from '../../i18n/eprescriptions';
import {
  addTemplateToCart,
  prescriptionAsTemplate,
  prescriptionDraftFromTemplate,
} from '../../domain/prescription-template-cart';
import { posScreens } from '../../i18n/pos-screens';
import type { TillSession } from '../../till/session';
import { currentLineIdAtom, scanNoticeAtom } from './atoms';
import { updateTicket } from './ticket-updates';
import { todayInShop } from '../../domain/shop-clock';

const store = appStore;
const t = posScreens.search;

async function addSellable(
  session: TillSession,
  product: SellableProduct,
  options: { unit?: ProductUnit; quantity?: number } = {},
): Promise<void> {
  const lineId = uuidv7();
  const { items } = await updateTicket(session, (ticket) => ({
    ...ticket,
    items: addProduct(ticket.items, product, { lineId, ...options }),
  }));
  const unitId = options.unit?.id ?? defaultUnit(product).id;
  const line =
    items.find((item) => item.id === lineId) ??
    items.find((item) => item.product_id === product.id && !item.is_return && item.uom.id === unitId);
  store.set(currentLineIdAtom, line?.id ?? null);
  store.set(scanNoticeAtom, { ok: true, text: t.added(product.name) });
}

export async function addProductById(
  session: TillSession,
  productId: string,
  options: { unit?: ProductUnit; quantity?: number } = {},
): Promise<boolean> {
  const product = await sellableProduct(session.db, productId);
  if (!product) {
    await noticeNotSellable(session, productId);
    return false;
  }
  await addSellable(session, product, options);
  return true;
}

/**
 * A product the till has but cannot sell (stopped, no unit left, gone since it was listed): the
 * cashier is told which, rather than the click or the scan doing nothing.
 */
async function noticeNotSellable(session: TillSession, productId: string): Promise<void> {
  const record = await readProduct(session.db, productId);
  store.set(scanNoticeAtom, { ok: false, text: t.notSellable(record?.name ? String(record.name) : null) });
}

/** A scanned barcode adds the product in the unit that barcode belongs to. */
export async function addByBarcode(session: TillSession, code: string): Promise<string | null> {
  const match = await session.search.findByBarcode(code);
  if (!match) {
    store.set(scanNoticeAtom, { ok: false, text: t.barcodeNotFound(code) });
    return null;
  }
  const product = await sellableProduct(session.db, match.product.id);
  if (!product) {
    await noticeNotSellable(session, match.product.id);
    return null;
  }
  await addSellable(session, product, { unit: product.units.find((candidate) => candidate.id === match.unit.id) });
  return match.product.id;
}

/** A prescription template adds all its items and starts a prescription typed at the counter. */
export async function addTemplate(session: TillSession, template: TemplateRow): Promise<void> {
  const products = await sellableProducts(
    session.db,
    template.items.map((item) => item.product_id),
  );
  await updateTicket(session, (ticket) => {
    const { items } = addTemplateToCart(ticket.items, template, products, () => uuidv7());
    const draft =
      ticket.prescription ?? prescriptionDraftFromTemplate(template, products, { id: uuidv7(), date: todayInShop() });
    return { ...ticket, items, prescription: { ...draft, items: prescriptionItemsFromCart(items, draft.items) } };
  });
}

/** The ticket with `customer` as its customer, and the discount their group gives (a sale only). */
async function withCustomer(session: TillSession, ticket: PosTicket, customer: PartyRef | null): Promise<PosTicket> {
  const group = customer ? await groupDiscountOf(session.db, customer.id) : null;
  return { ...ticket, customer, order: { ...ticket.order, ...withCustomerGroup(ticket.order, group) } };
}

export const chooseCustomer = (session: TillSession, customer: PartyRef | null) =>
  updateTicket(session, (ticket) => withCustomer(session, ticket, customer));

/** A prescription sold before adds its items again and comes back attached, with its patient and doctor. */
export async function addPrescription(session: TillSession, hit: PrescriptionHit): Promise<void> {
  const products = await sellableProducts(
    session.db,
    hit.prescription.items.map((item) => item.product_id),
  );
  await updateTicket(session, async (ticket) => {
    const { items } = addTemplateToCart(
      ticket.items,
      prescriptionAsTemplate(hit.prescription, products),
      products,
      () => uuidv7(),
    );
    const prescription = { ...hit.prescription, items: prescriptionItemsFromCart(items, hit.prescription.items) };
    const next = { ...ticket, items, prescription, doctor: hit.doctor };
    return ticket.customer ? next : withCustomer(session, next, hit.customer);
  });
}

/**
 * A national prescription the cashier confirmed drug by drug: each confirmed product added in the
 * unit matched to the prescribed one, and the prescription attached read-only (source online).
 */
export async function addNationalPrescription(
  session: TillSession,
  national: NationalPrescription,
  confirmed: readonly ConfirmedDrug[],
): Promise<void> {
  // Already loaded by the dialog that fetched the prescription; not part of the till's screen (issue 16).
  const { onlinePrescription } = await import('../../domain/eprescription');
  const products = await sellableProducts(
    session.db,
    confirmed.map((drug) => drug.candidate.product_id),
  );
  await updateTicket(session, (ticket) => {
    let items = ticket.items;
    for (const { candidate, quantity } of confirmed) {
      const product = products.get(candidate.product_id);
      if (!product) continue;
      const unit = product.units.find((u) => u.id === candidate.unit_id);
      items = addProduct(items, product, { lineId: uuidv7(), quantity, ...(unit ? { unit } : {}) });
    }
    const prescription = onlinePrescription(national, confirmed, {
      id: uuidv7(),
      patientId: ticket.customer?.id ?? null,
    });
    return { ...ticket, items, prescription, doctor: null };
  });
  store.set(scanNoticeAtom, { ok: true, text: eprescriptionsVi.counter.attached(national.code) });
}

export const changeQuantity = (session: TillSession, lineId: string, quantity: number) =>
  updateTicket(session, (ticket) => ({ ...ticket, items: setQuantity(ticket.items, lineId, quantity) }));

export const removeCartLine = (session: TillSession, lineId: string) =>
  updateTicket(session, (ticket) => ({ ...ticket, items: removeLine(ticket.items, lineId).items }));

export const changeNote = (session: TillSession, lineId: string, text: string) =>
  updateTicket(session, (ticket) => ({
    ...ticket,
    items: setLineNote(ticket.items, lineId, { status: text.length > 0, text }),
  }));

export const sellAnyway = (session: TillSession, productId: string) =>
  updateTicket(session, (ticket) => ({ ...ticket, items: clearOutOfStock(ticket.items, productId) }));

export const changeLots = (session: TillSession, lineId: string, lots: LotTake[]) =>
  updateTicket(session, (ticket) => ({ ...ticket, items: setLineLots(ticket.items, lineId, lots) }));

export const changeSerials = (session: TillSession, lineId: string, serials: string[]) =>
  updateTicket(session, (ticket) => ({
    ...ticket,
    items: ticket.items.map((item) => (item.id === lineId ? { ...item, serials } : item)),
  }));

export async function changeLineUnit(
  session: TillSession,
  lineId: string,
  productId: string,
  unitId: string,
): Promise<void> {
  const product = await sellableProduct(session.db, productId);
  const unit = product?.units.find((candidate) => candidate.id === unitId);
  if (!unit) return;
  const { items } = await updateTicket(session, (ticket) => ({
    ...ticket,
    items: changeUnit(ticket.items, lineId, unit),
  }));
  // Merged into the line already sold in that unit: the keyboard follows it.
  const line =
    items.find((item) => item.id === lineId) ??
    items.find((item) => item.product_id === productId && !item.is_return && item.uom.id === unitId);
  store.set(currentLineIdAtom, line?.id ?? null);
}

/** The next of the product's units for the line (F6), round to the first after the last. */
export async function nextLineUnit(session: TillSession, line: CartItem): Promise<void> {
  if (line.is_return) return;
  const units = (await sellableProduct(session.db, line.product_id))?.units ?? [];
  if (units.length < 2) return;
  const index = units.findIndex((unit) => unit.id === line.uom.id);
  await changeLineUnit(session, line.id, line.product_id, units[(index + 1) % units.length]!.id);
}

export const changeDiscountType = (session: TillSession, type: DiscountType) =>
  updateTicket(session, (ticket) => ({
    ...ticket,
    order: { ...ticket.order, ...withDiscountType(type), groupDiscount: null },
  }));

export const changeDiscountValue = (session: TillSession, value: number) =>
  updateTicket(session, (ticket) => {
    const { order } = ticket;
    const fields =
      order.discountType === 'percent'
        ? withDiscountPercent(order.type, value, order.subtotal)
        : withDiscountAmount(order.type, value, order.subtotal);
    // The group's discount left as it was (the box only blurred) is still the group's.
    const same = order.discountType === 'percent' && value === order.discountPercent;
    return { ...ticket, order: { ...order, ...fields, groupDiscount: same ? order.groupDiscount : null } };
  });
