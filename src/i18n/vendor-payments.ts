/**
 * The vendor's money book (sổ thanh toán nhà cung cấp): payments to a vendor (phiếu chi), money a
 * vendor paid back (phiếu thu), the refusals of both and the printed voucher.
 */
export const vendorPaymentsVi = {
  errors: {
    amountRequired: 'Vui lòng nhập số tiền.',
    amountPositive: 'Số tiền phải lớn hơn 0.',
    amountWhole: 'Số tiền phải là số nguyên (đồng).',
    amountTooLarge: (max: string) => `Số tiền không được vượt quá ${max}.`,
    methodRequired: 'Vui lòng chọn hình thức thanh toán.',
    amountOverDebt: (debt: string) => `Số tiền trả lớn hơn công nợ phải trả nhà cung cấp (${debt}).`,
    noDebt: 'Nhà cung cấp này không còn công nợ phải trả.',
    cancelRefundedAfter: (orders: string) =>
      `Không hủy được phiếu chi này: nhà cung cấp đã hoàn tiền cho phiếu nhập ${orders} sau đó. Hủy phiếu thu hoàn tiền trước.`,
  },
  /** The note of a voucher the server writes itself. */
  notes: {
    atOrder: 'Trả khi đặt hàng',
  },
  section: {
    title: 'Công nợ nhà cung cấp',
    debt: 'Phải trả nhà cung cấp',
    refundDue: 'Nhà cung cấp phải hoàn',
    pay: 'Trả nợ nhà cung cấp',
    history: 'Sổ thanh toán',
    empty: 'Chưa có phiếu chi hay phiếu thu nào với nhà cung cấp này.',
    orderHistory: 'Thanh toán của phiếu nhập',
    orderEmpty: 'Phiếu nhập này chưa có thanh toán nào.',
    ofVoucher: (total: string) => `trong phiếu ${total}`,
  },
  columns: {
    code: 'Số phiếu',
    at: 'Thời gian',
    kind: 'Loại',
    orders: 'Phiếu nhập',
    method: 'Hình thức',
    amount: 'Số tiền',
    note: 'Ghi chú',
    by: 'Người lập',
    print: 'In phiếu',
  },
  cancel: {
    help: (amount: string, orders: string) =>
      `Phiếu bị hủy vẫn nằm trong sổ nhưng không còn được tính: ${amount} được trả lại vào công nợ của phiếu nhập ${orders}.`,
    helpIn: (amount: string, orders: string) =>
      `Phiếu bị hủy vẫn nằm trong sổ nhưng không còn được tính: ${amount} nhà cung cấp đã hoàn được tính lại là phải hoàn cho phiếu nhập ${orders}.`,
  },
  kinds: { out: 'Chi trả NCC', in: 'NCC hoàn tiền' },
  dialog: {
    title: 'Trả nợ nhà cung cấp',
    submit: 'Ghi phiếu chi',
    amount: 'Số tiền trả',
    method: 'Hình thức',
    note: 'Ghi chú',
    help: 'Số tiền được trừ vào các phiếu nhập còn nợ, phiếu cũ nhất trước.',
    allocation: 'Phân bổ vào phiếu nhập',
    orderDebt: (debt: string) => `còn nợ ${debt}`,
    saved: (code: string) => `Đã ghi phiếu chi ${code}.`,
    failed: 'Không ghi được thanh toán',
    /** Cash only: the drawer of an open register session it leaves (a payment) or goes into (a refund). */
    session: { out: 'Chi từ ca thu ngân', in: 'Nộp vào ca thu ngân' },
    noSession: { out: 'Không chi từ quầy', in: 'Không nộp vào quầy' },
    sessionHelper: {
      out: 'Tiền mặt chi từ ca đang mở được trừ vào tiền mặt dự kiến khi đóng ca.',
      in: 'Tiền mặt nộp vào ca đang mở được cộng vào tiền mặt dự kiến khi đóng ca.',
    },
    sessionsFailed: 'Không tải được các ca đang mở.',
  },
  voucher: {
    titleOut: 'PHIẾU CHI',
    titleIn: 'PHIẾU THU',
    receiver: 'Họ và tên người nhận tiền',
    payer: 'Họ và tên người nộp tiền',
    reasonOut: 'Lý do chi',
    reasonIn: 'Lý do nộp',
    reasonOutText: (orders: string) => `Thanh toán tiền hàng theo phiếu nhập ${orders}`,
    reasonInText: (orders: string) => `Nhà cung cấp hoàn tiền phiếu nhập ${orders}`,
    receiverSign: 'Người nhận tiền',
    payerSign: 'Người nộp tiền',
  },
} as const;
