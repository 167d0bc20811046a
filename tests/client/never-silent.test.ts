/** The till never fails silently: a rejected promise nobody awaited is shown; a long amount is capped. */
import { describe, expect, it, vi as vitest } from 'vitest';
import { toaster } from '../../src/components/toaster';
import { actionFailedText, installUnhandledRejectionToast } from '../../src/components/unhandled-errors';
import { MONEY_INPUT_DIGITS, parseMoneyText } from '../../src/domain/money';
import { paymentSchema } from '../../src/domain/pos-schemas';

describe('a failure nobody awaited', () => {
  it('is logged and shown as a Vietnamese toast, and an abort is not', () => {
    const create = vitest.spyOn(toaster, 'create').mockImplementation(() => '');
    const logged = vitest.spyOn(console, 'error').mockImplementation(() => undefined);
    const uninstall = installUnhandledRejectionToast(window);
    try {
      const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
        reason: new Error('QuotaExceededError'),
      });
      window.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: actionFailedText(new Error('QuotaExceededError')) }),
      );
      expect(actionFailedText(new Error('x'))).toMatch(/^Thao tác chưa thực hiện được; dữ liệu đang nhập vẫn được giữ/);
      expect(logged).toHaveBeenCalled();
      create.mockClear();
      window.dispatchEvent(
        Object.assign(new Event('unhandledrejection'), { reason: new DOMException('stop', 'AbortError') }),
      );
      expect(create).not.toHaveBeenCalled();
    } finally {
      uninstall();
      create.mockRestore();
      logged.mockRestore();
    }
  });
});

describe('the money input', () => {
  it('keeps at most the digits an order may carry, so a long paste still makes a valid payment', () => {
    expect(parseMoneyText('12.000 ₫')).toBe(12_000);
    expect(parseMoneyText('')).toBeNull();
    const long = parseMoneyText('9'.repeat(40))!;
    expect(String(long)).toHaveLength(MONEY_INPUT_DIGITS);
    expect(
      paymentSchema.safeParse({
        id: '019a1b2c-0000-7000-8000-000000000001',
        method: 'cash',
        amount: long,
        reference: null,
      }).success,
    ).toBe(true);
  });
});
