/**
 * The cashier's cart actions over the till database: add a product (by id, scanned barcode,
 * prescription template or a prescription sold before), change quantity, unit, note, lots and serials, remove a line, clear
 * the out-of-stock mark, and the discount. Pure rules come from src/domain (SPEC.md §4, §5).
 */
import { appStore } from '../../components/providers';
import { v7 as uuidv7 } from 'uuid';
import { sellableProduct, sellableProducts, type TemplateRow } from '../../db/pos-catalog';
import type { PrescriptionHit } from '../../db/prescriptions';
import { addProduct, changeUnit, clearOutOfStock, removeLine, setLineNote, setQuantity } from '../../domain/cart';
import type { LotTake, ProductUnit, SellableProduct } from '../../domain/cart-types';
import { withDiscountAmount, withDiscountPercent, withDiscountType } from '../../domain/discount';
import { setLineLots } from '../../domain/lot-picking';
import type { DiscountType } from '../../domain/pos-enums';
import { prescriptionItemsFromCart } from '../../domain/prescription';
import {
  addTemplateToCart,
  prescriptionAsTemplate,
  prescriptionDraftFromTemplate,
} from '../../domain/prescription-template-cart';
import { posScreens } from '../../i18n/pos-screens';
import { currentTill } from '../../sync/till-sync';
import { scanNoticeAtom } from './atoms';
import { updateTicket } from './ticket-updates';
import { todayInShop } from '../../domain/shop-clock';

const store = appStore;
const t = posScreens.search;

async function addSellable(
  product: SellableProduct,
  options: { unit?: ProductUnit; quantity?: number } = {},
): Promise<void> {
  await updateTicket((ticket) => ({
    ...ticket,
    items: addProduct(ticket.items, product, { lineId: uuidv7(), ...options }),
  }));
  store.set(scanNoticeAtom, { ok: true, text: t.added(product.name) });
}

export async function addProductById(
  productId: string,
  options: { unit?: ProductUnit; quantity?: number } = {},
): Promise<boolean> {
  const till = currentTill();
  if (!till) return false;
  const product = await sellableProduct(till.db, productId);
  if (!product) return false;
  await addSellable(product, options);
  return true;
}

/** A scanned barcode adds the product in the unit that barcode belongs to. */
export async function addByBarcode(code: string): Promise<string | null> {
  const till = currentTill();
  if (!till) return null;
  const match = await till.search.findByBarcode(code);
  if (!match) {
    store.set(scanNoticeAtom, { ok: false, text: t.barcodeNotFound(code) });
    return null;
  }
  const product = await sellableProduct(till.db, match.product.id);
  if (!product) return null;
  await addSellable(product, { unit: product.units.find((candidate) => candidate.id === match.unit.id) });
  return match.product.id;
}

/** A prescription template adds all its items and starts a prescription typed at the counter. */
export async function addTemplate(template: TemplateRow): Promise<void> {
  const till = currentTill();
  if (!till) return;
  const products = await sellableProducts(
    till.db,
    template.items.map((item) => item.product_id),
  );
  await updateTicket((ticket) => {
    const { items } = addTemplateToCart(ticket.items, template, products, () => uuidv7());
    const draft =
      ticket.prescription ?? prescriptionDraftFromTemplate(template, products, { id: uuidv7(), date: todayInShop() });
    return { ...ticket, items, prescription: { ...draft, items: prescriptionItemsFromCart(items, draft.items) } };
  });
}

/** A prescription sold before adds its items again and comes back attached, with its patient and doctor. */
export async function addPrescription(hit: PrescriptionHit): Promise<void> {
  const till = currentTill();
  if (!till) return;
  const products = await sellableProducts(
    till.db,
    hit.prescription.items.map((item) => item.product_id),
  );
  await updateTicket((ticket) => {
    const { items } = addTemplateToCart(
      ticket.items,
      prescriptionAsTemplate(hit.prescription, products),
      products,
      () => uuidv7(),
    );
    const prescription = { ...hit.prescription, items: prescriptionItemsFromCart(items, hit.prescription.items) };
    return { ...ticket, items, prescription, customer: ticket.customer ?? hit.customer, doctor: hit.doctor };
  });
}

export const changeQuantity = (lineId: string, quantity: number) =>
  updateTicket((ticket) => ({ ...ticket, items: setQuantity(ticket.items, lineId, quantity) }));

export const removeCartLine = (lineId: string) =>
  updateTicket((ticket) => ({ ...ticket, items: removeLine(ticket.items, lineId).items }));

export const changeNote = (lineId: string, text: string) =>
  updateTicket((ticket) => ({
    ...ticket,
    items: setLineNote(ticket.items, lineId, { status: text.length > 0, text }),
  }));

export const sellAnyway = (productId: string) =>
  updateTicket((ticket) => ({ ...ticket, items: clearOutOfStock(ticket.items, productId) }));

export const changeLots = (lineId: string, lots: LotTake[]) =>
  updateTicket((ticket) => ({ ...ticket, items: setLineLots(ticket.items, lineId, lots) }));

export const changeSerials = (lineId: string, serials: string[]) =>
  updateTicket((ticket) => ({
    ...ticket,
    items: ticket.items.map((item) => (item.id === lineId ? { ...item, serials } : item)),
  }));

export async function changeLineUnit(lineId: string, productId: string, unitId: string): Promise<void> {
  const till = currentTill();
  const product = till ? await sellableProduct(till.db, productId) : null;
  const unit = product?.units.find((candidate) => candidate.id === unitId);
  if (unit) await updateTicket((ticket) => ({ ...ticket, items: changeUnit(ticket.items, lineId, unit) }));
}

export const changeDiscountType = (type: DiscountType) =>
  updateTicket((ticket) => ({ ...ticket, order: { ...ticket.order, ...withDiscountType(type) } }));

export const changeDiscountValue = (value: number) =>
  updateTicket((ticket) => {
    const { order } = ticket;
    const fields =
      order.discountType === 'percent'
        ? withDiscountPercent(order.type, value, order.subtotal)
        : withDiscountAmount(order.type, value, order.subtotal);
    return { ...ticket, order: { ...order, ...fields } };
  });
