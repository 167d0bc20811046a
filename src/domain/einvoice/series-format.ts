/**
 * The shapes of an e-invoice template and series (see series.ts), apart from their Vietnamese
 * messages: the till checks a cash-register invoice's number with them on its first load.
 */
export const TEMPLATE_PATTERN = /^[1-6]$/;
export const SERIES_PATTERN = /^[CK]\d{2}[TDLMNBGH][A-Z]{2}$/;
