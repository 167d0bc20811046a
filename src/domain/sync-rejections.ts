/**
 * Which refusals of a pushed mutation a retry from the till can turn into success: those waiting
 * for other data to reach the server first (a register opened on another tablet, the sale a return
 * is of). Every other refusal is final for the till: the server keeps it with its payload and a
 * manager resolves it in the back office, so the till offers no retry that cannot succeed.
 */
const RETRYABLE = new Set([
  'unknown_register_session',
  'unknown_original_order',
  'unknown_till',
  'unknown_user',
  'unknown_product',
]);

export function canRetryRejection(code: string | null | undefined): boolean {
  return code !== null && code !== undefined && RETRYABLE.has(code);
}
