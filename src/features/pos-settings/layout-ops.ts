/** Pure edits of a till's POS layout: reorder, add, remove, rename; lists are never mutated. */

export interface LayoutProduct {
  type: 'product';
  product_id: string;
  product_name?: string | null;
}
export interface LayoutFolder {
  type: 'folder';
  id: string;
  name: string;
  items: LayoutProduct[];
}
export type LayoutItem = LayoutProduct | LayoutFolder;
export interface LayoutCategory {
  id: string;
  name: string;
  color: string | null;
  items: LayoutItem[];
}

/** Moves the element at `from` to index `to` (clamped); the same list when nothing moves. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from === target || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, i) => (i === index ? item : current));
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

export function itemKey(item: LayoutItem): string {
  return item.type === 'folder' ? `f:${item.id}` : `p:${item.product_id}`;
}

/** The layout as the API takes it: product items carry only their id. */
export function toLayoutInput(categories: LayoutCategory[]) {
  const product = (p: LayoutProduct) => ({ type: 'product' as const, product_id: p.product_id });
  return {
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      color: c.color,
      items: c.items.map((item) =>
        item.type === 'folder'
          ? { type: 'folder' as const, id: item.id, name: item.name, items: item.items.map(product) }
          : product(item),
      ),
    })),
  };
}
