import type { CheckoutProblem } from '../../src/domain/checkout';
import type { LotPickProblem } from '../../src/domain/lot-picking';
import type { PaymentProblem } from '../../src/domain/payments';
import type { DiscrepancyKind } from '../../src/domain/stock-reconcile';
import type { SerialProblem } from '../../src/domain/serials';
import type { VietQrProblem } from '../../src/domain/vietqr';
import { posMessages } from '../../src/i18n/pos';

// Every reason key a rule returns has its Vietnamese text (checked by the type checker too).
const { paymentShort, changeOnlyFromCash, refundMismatch, paymentSign } = posMessages.payments;
const payment: Record<PaymentProblem, string> = { paymentShort, changeOnlyFromCash, refundMismatch, paymentSign };
const serial: Record<SerialProblem, string> = posMessages.serials;
const lotPick: Record<LotPickProblem, string> = {
  lotExpired: posMessages.lots.lotExpired,
  lotQuantity: posMessages.lots.lotQuantity,
};
const { bankBinInvalid, accountInvalid, amountInvalid, orderCodeInvalid } = posMessages.vietqr;
const vietqr: Record<VietQrProblem, string> = { bankBinInvalid, accountInvalid, amountInvalid, orderCodeInvalid };
const discrepancy: Record<DiscrepancyKind, string> = posMessages.discrepancies;
const checkout: Record<
  Extract<CheckoutProblem['reason'], 'emptyCart' | 'prescriptionRequired'>,
  string
> = posMessages.checkout;

describe('Vietnamese texts of the POS rules', () => {
  it.each(Object.entries({ payment, serial, lotPick, vietqr, discrepancy, checkout }))(
    '%s reasons are written in Vietnamese',
    (_group, texts) => {
      for (const text of Object.values(texts)) {
        expect(text.trim().length).toBeGreaterThan(5);
        expect(text).toMatch(/[àáảãạăâđèéêìíòóôơùúưỳýầấậắặềếệồốộờớợừứựảẩẫẳẵểễỉổỗởỡủửữỷỹ]/i);
      }
    },
  );

  it('labels every payment method and order type', () => {
    expect(posMessages.paymentMethods).toEqual({
      cash: 'Tiền mặt',
      bank_transfer: 'Chuyển khoản',
      card: 'Thẻ',
      e_wallet: 'Ví điện tử',
    });
    expect(posMessages.orderTypes).toEqual({ sale: 'Bán hàng', return: 'Trả hàng', exchange: 'Đổi hàng' });
  });
});
