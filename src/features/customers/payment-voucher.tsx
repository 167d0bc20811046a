/**
 * The receipt voucher (phiếu thu) of a collection, printed on A5 for the customer to keep: who
 * paid, why, the amount in figures and in words, the method, the debt left after it, and the
 * three signatures a Vietnamese phiếu thu carries (CashVoucher).
 */
import { CashVoucher } from '../../components/cash-voucher';
import type { DebtHistoryEntry } from '../../domain/catalog/customer-debt';
import type { Customer } from '../../domain/catalog/parties';
import { formatMoney } from '../../i18n/format';
import { partiesText } from '../../i18n/parties-screens';
import { uiKit } from '../../i18n/ui-kit';

const t = partiesText.customerDebt.voucher;

const addressOf = (c: Pick<Customer, 'street' | 'ward' | 'district' | 'province'>) =>
  [c.street, c.ward, c.district, c.province].filter(Boolean).join(', ');

export function PaymentVoucher(props: {
  entry: DebtHistoryEntry;
  customer: Pick<Customer, 'full_name' | 'street' | 'ward' | 'district' | 'province'>;
  onPrinted: () => void;
}) {
  const { entry, customer } = props;
  return (
    <CashVoucher
      title={t.title}
      code={entry.code}
      at={entry.at}
      party={{ label: t.payer, name: customer.full_name, address: addressOf(customer) }}
      reason={{ label: t.reason, text: [t.reasonText, entry.note].filter(Boolean).join(' – ') }}
      amount={-entry.change}
      method={entry.method}
      extra={[{ label: t.debtAfter, value: formatMoney(entry.balance) }]}
      signatures={[
        { role: t.payerSign, name: customer.full_name },
        { role: uiKit.voucher.makerSign, name: entry.created_by_name ?? '' },
        { role: uiKit.voucher.cashierSign, name: '' },
      ]}
      testId="payment-voucher"
      onPrinted={props.onPrinted}
    />
  );
}
