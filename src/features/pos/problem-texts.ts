/** Vietnamese texts for the reasons a checkout is stopped (keys from src/domain/checkout). */
import type { CheckoutProblem } from '../../domain/checkout';
import { posMessages } from '../../i18n/pos';
import { posScreens } from '../../i18n/pos-screens';

export function problemText(problem: CheckoutProblem): string {
  switch (problem.reason) {
    case 'emptyCart':
    case 'prescriptionRequired':
      return posMessages.checkout[problem.reason];
    case 'serialsMissing':
    case 'serialsDuplicate':
    case 'serialsTooMany':
      return posMessages.serials[problem.reason];
    case 'lotExpired':
      return posMessages.lots.lotExpired;
    case 'noTill':
      return posScreens.checkout.tillNeeded;
    case 'noRegister':
      return posScreens.checkout.registerNeeded;
    case 'creditNeedsCustomer':
    case 'creditOverLimit':
      return posMessages.payments[problem.reason];
    default:
      return posMessages.payments[problem.reason] ?? posScreens.checkout.registerNeeded;
  }
}
