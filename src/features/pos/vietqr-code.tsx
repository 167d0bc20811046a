/**
 * The VietQR code of a bank transfer, drawn on the till from the shop's account settings with no
 * network (DOMAIN.md): the EMVCo payload from src/domain/vietqr drawn as SVG by Chakra's QrCode.
 */
import { QrCode, Stack, Text } from '@chakra-ui/react';
import type { GeneralSetting } from '../../db/pos-catalog';
import { dong } from '../../domain/money';
import { buildVietQr, vietQrProblem } from '../../domain/vietqr';
import { bankOfBin } from '../../domain/vietqr-banks';
import { formatMoney } from '../../i18n/format';
import { posMessages } from '../../i18n/pos';
import { posScreens } from '../../i18n/pos-screens';

const t = posScreens.checkout;
/** Error correction M (15 %) for glare on a till's screen, and a two-module quiet zone. */
const QR_ENCODING = { ecc: 'M', border: 2 } as const;

export function VietQrCode({
  general,
  amount,
  orderCode,
}: {
  general: GeneralSetting | null;
  amount: number;
  orderCode: string;
}) {
  const input = {
    bankBin: general?.vietqr_bank_bin ?? '',
    accountNumber: general?.vietqr_account_number ?? '',
    amount: dong(amount),
    orderCode,
  };
  const problem = general?.vietqr_bank_bin && general.vietqr_account_number ? vietQrProblem(input) : 'missing';
  if (problem) return <Text color="fg.error">{problem === 'missing' ? t.qrMissing : posMessages.vietqr[problem]}</Text>;
  const payload = buildVietQr(input);
  return (
    <Stack align="center" gap="1" data-testid="vietqr" data-payload={payload}>
      <Text fontWeight="semibold">{t.qrTitle}</Text>
      {/* Dark modules on white in either colour mode: banking apps read the code from a screen. */}
      <QrCode.Root value={payload} encoding={QR_ENCODING} bg="white" color="black">
        <QrCode.Frame w="56" h="56" />
      </QrCode.Root>
      <Text fontSize="2xl" fontWeight="bold">
        {formatMoney(amount)}
      </Text>
      {/* The bank first: a customer picks the same bank in their app when they check the transfer. */}
      <Text fontSize="sm" fontWeight="medium">
        {bankOfBin(input.bankBin)?.shortName ?? t.qrBankBin(input.bankBin)}
      </Text>
      <Text fontSize="sm">{t.qrAccount(general?.vietqr_account_name ?? '', general?.vietqr_account_number ?? '')}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t.qrContent(orderCode)}
      </Text>
    </Stack>
  );
}
