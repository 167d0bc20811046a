/**
 * The VietQR code at checkout, drawn by Chakra's QrCode: the SVG encodes exactly the EMVCo payload
 * of the shop's account, the amount and the order code (a payload made by another generator, kept
 * verbatim in tests/domain/vietqr.test.ts), dark on white; a shop without an account sees why.
 */
import { ChakraProvider, useQrCode } from '@chakra-ui/react';
import { render, renderHook, screen } from '@testing-library/react';
import { system } from '../../../src/components/ui/system';
import type { GeneralSetting } from '../../../src/db/pos-catalog';
import { VietQrCode } from '../../../src/features/pos/vietqr-code';

/** A Vietcombank invoice of 1.943.000 ₫ for order TT000069. */
const PAYLOAD =
  '00020101021238540010A00000072701240006970436011010234567890208QRIBFTTA5303704540719430005802VN62120808TT0000696304A8E5';

const general: GeneralSetting = {
  expiry_warning_days: 90,
  vietqr_bank_bin: '970436',
  vietqr_account_number: '1023456789',
  vietqr_account_name: 'NHA THUOC AN KHANG',
};

function show(setting: GeneralSetting | null) {
  return render(
    <ChakraProvider value={system}>
      <VietQrCode general={setting} amount={1_943_000} orderCode="TT000069" />
    </ChakraProvider>,
  );
}

describe('VietQR code at checkout', () => {
  it('draws one SVG of the exact EMVCo payload, at error correction M with a two-module quiet zone', () => {
    show(general);
    const block = screen.getByTestId('vietqr');
    expect(block.dataset.payload).toBe(PAYLOAD);
    const svgs = block.querySelectorAll('svg');
    expect(svgs).toHaveLength(1);
    const drawn = svgs[0]!.querySelector('path')!.getAttribute('d');
    // The same modules as the QR of that string, encoded on its own: a different payload, error
    // correction or margin draws a different path.
    const { result } = renderHook(() => useQrCode({ value: PAYLOAD, encoding: { ecc: 'M', border: 2 } }));
    expect(drawn).toBe(result.current.getPatternProps().d);
    const { result: otherOrder } = renderHook(() =>
      useQrCode({ value: PAYLOAD.replace('TT000069', 'TT000070'), encoding: { ecc: 'M', border: 2 } }),
    );
    expect(drawn).not.toBe(otherOrder.current.getPatternProps().d);
    expect(block.textContent).toContain('Vietcombank');
    expect(block.textContent).toContain('NHA THUOC AN KHANG · STK 1023456789');
    expect(block.textContent).toContain('Nội dung: TT000069');
  });

  it('explains a missing or invalid account instead of drawing a code', () => {
    const { unmount } = show(null);
    expect(screen.getByText('Cửa hàng chưa cài đặt tài khoản nhận VietQR (Cài đặt chung).')).toBeInTheDocument();
    expect(screen.queryByTestId('vietqr')).toBeNull();
    unmount();
    show({ ...general, vietqr_bank_bin: '97043' });
    expect(screen.queryByTestId('vietqr')).toBeNull();
    expect(document.querySelector('svg')).toBeNull();
  });

  it('names a bank the list does not know by its BIN', () => {
    show({ ...general, vietqr_bank_bin: '971005' });
    expect(screen.getByTestId('vietqr').textContent).toContain('Ngân hàng mã BIN 971005');
  });
});
