/**
 * The VietQR code of a bank transfer, drawn on the till from the shop's account settings with no
 * network (DOMAIN.md): the EMVCo payload from src/domain/vietqr rendered as SVG.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import type { GeneralSetting } from '../../db/pos-catalog';
import { dong } from '../../domain/money';
import { buildVietQr, vietQrProblem } from '../../domain/vietqr';
import { formatMoney } from '../../i18n/format';
import { posMessages } from '../../i18n/pos';
import { posScreens } from '../../i18n/pos-screens';

const t = posScreens.checkout;

export function VietQrCode({
  general,
  amount,
  orderCode,
}: {
  general: GeneralSetting | null;
  amount: number;
  orderCode: string;
}) {
  const [svg, setSvg] = useState<string | null>(null);
  const input = {
    bankBin: general?.vietqr_bank_bin ?? '',
    accountNumber: general?.vietqr_account_number ?? '',
    amount: dong(amount),
    orderCode,
  };
  const problem = general?.vietqr_bank_bin && general.vietqr_account_number ? vietQrProblem(input) : 'missing';
  const payload = problem ? null : buildVietQr(input);

  useEffect(() => {
    if (!payload) return;
    let live = true;
    void QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then(
      (text) => live && setSvg(text),
    );
    return () => {
      live = false;
    };
  }, [payload]);

  if (problem) return <Text color="fg.error">{problem === 'missing' ? t.qrMissing : posMessages.vietqr[problem]}</Text>;
  return (
    <Stack align="center" gap="1" data-testid="vietqr" data-payload={payload ?? ''}>
      <Text fontWeight="semibold">{t.qrTitle}</Text>
      {/* The SVG is made by the qrcode package from our own payload, never from user HTML. */}
      <Box w="56" h="56" bg="white" dangerouslySetInnerHTML={svg ? { __html: svg } : undefined} />
      <Text fontSize="2xl" fontWeight="bold">
        {formatMoney(amount)}
      </Text>
      <Text fontSize="sm">{t.qrAccount(general?.vietqr_account_name ?? '', general?.vietqr_account_number ?? '')}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t.qrContent(orderCode)}
      </Text>
    </Stack>
  );
}
