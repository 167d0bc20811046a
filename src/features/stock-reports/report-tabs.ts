/** The tabs of the stock report page, apart from the page so the route's search validation stays small. */
export const STOCK_REPORT_TABS = ['valuation', 'near-expiry', 'low-stock'] as const;
export type StockReportTab = (typeof STOCK_REPORT_TABS)[number];
