/** Reasons of a stock move (DOMAIN.md "Stock move"), the same list as the stock_moves column. */
export const STOCK_REASONS = [
  'opening',
  'sale',
  'return',
  'purchase_receipt',
  'count_adjustment',
  'scrap',
  'supplier_return',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
