/**
 * Inventory counts (DOMAIN.md "Inventory count", code KK…): products chosen as all, a category or
 * given ids; expected quantities per lot are frozen when counting starts; finishing posts the
 * differences (counted − expected) as count adjustment moves.
 */
import { z } from '../z';
import { optionalDate, optionalPastDate, optionalRef, optionalText } from '../catalog/fields';
import { listQuery } from '../list-query';
import { INVENTORY_STATES } from './states';

export const INVENTORY_SCOPES = ['all', 'category', 'products'] as const;

export const inventoryInput = z.object({
  count_date: optionalPastDate(),
  scope: z.enum(INVENTORY_SCOPES),
  category_id: optionalRef,
  product_ids: z.array(z.uuid()).max(5000).default([]),
  note: optionalText(1000),
});

export const inventoryCountsInput = z.object({
  lines: z
    .array(z.object({ line_id: z.uuid(), counted: z.number().int().min(0).max(1_000_000_000).nullable() }))
    .min(1)
    .max(10_000),
});

/** A lot found on the shelf while counting that the frozen list does not have (new or not listed). */
export const inventoryFoundLotInput = z.object({
  product_id: z.uuid(),
  lot_number: z.string().trim().min(1).max(60),
  expiry_date: z.iso.date(),
  counted: z.number().int().min(0).max(1_000_000_000),
});

export const inventoryListQuery = listQuery(['code', 'count_date', 'created_at'], '-created_at').extend({
  state: z.enum(INVENTORY_STATES).optional(),
  from: optionalDate,
  to: optionalDate,
});

export const inventoryLine = z.object({
  id: z.uuid(),
  product_id: z.uuid(),
  product_code: z.string(),
  product_name: z.string(),
  /** The product's base unit, in which the line's quantities are. */
  unit_name: z.string().nullable(),
  lot_id: z.uuid().nullable(),
  lot_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  expected: z.number().int(),
  counted: z.number().int().nullable(),
  /** counted − expected, null until counted. */
  difference: z.number().int().nullable(),
  /** Added while counting (a lot the frozen list did not have); lot_id is null until finishing creates a new lot. */
  found: z.boolean(),
});

export const inventorySummary = z.object({
  id: z.uuid(),
  code: z.string(),
  count_date: z.string(),
  state: z.enum(INVENTORY_STATES),
  scope: z.enum(INVENTORY_SCOPES),
  category_id: z.uuid().nullable(),
  product_ids: z.array(z.uuid()),
  note: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** What a count covers (a draft has no lines until it starts, when expected quantities are frozen). */
export const inventoryScopeDetail = z.object({
  category_name: z.string().nullable(),
  /** The live products in the scope now. */
  product_count: z.number().int(),
  /** A `products` scope's chosen products, by code. */
  products: z.array(z.object({ id: z.uuid(), code: z.string(), name: z.string() })),
});

export const inventory = inventorySummary.extend({
  scope_detail: inventoryScopeDetail,
  lines: z.array(inventoryLine),
});

export type InventoryInput = z.input<typeof inventoryInput>;
export type InventoryFoundLotInput = z.input<typeof inventoryFoundLotInput>;
export type Inventory = z.infer<typeof inventory>;
export type InventorySummary = z.infer<typeof inventorySummary>;
