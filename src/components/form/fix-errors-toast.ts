/**
 * "Vui lòng kiểm tra lại các trường được đánh dấu.": one toast however many tries, gone once the
 * form saves, so a success never sits under a stale red error.
 */
import { uiKit } from '../../i18n/ui-kit';
import { toaster } from '../toaster';

const FIX_ERRORS_TOAST = 'form-fix-errors';

export function showFixErrors(): void {
  toaster.error({ id: FIX_ERRORS_TOAST, title: uiKit.form.fixErrors });
}

export function dismissFixErrors(): void {
  toaster.remove(FIX_ERRORS_TOAST);
}
