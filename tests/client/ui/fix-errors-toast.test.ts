/**
 * The "check the marked fields" toast of the app's forms: one however many failed tries, and gone
 * once the form saves, so the success is not shown under a stale red error.
 */
import { dismissFixErrors, showFixErrors } from '../../../src/components/form/fix-errors-toast';
import { toaster } from '../../../src/components/toaster';
import { uiKit } from '../../../src/i18n/ui-kit';

const fixErrorToasts = () => toaster.getVisibleToasts().filter((toast) => toast.title === uiKit.form.fixErrors);

describe('the fix-errors toast', () => {
  it('is one toast for repeated failures and leaves when the form saves', () => {
    showFixErrors();
    showFixErrors();
    showFixErrors();
    expect(fixErrorToasts()).toHaveLength(1);
    dismissFixErrors();
    expect(fixErrorToasts()).toHaveLength(0);
    // A later failure shows it again.
    showFixErrors();
    expect(fixErrorToasts()).toHaveLength(1);
    dismissFixErrors();
  });
});
