/**
 * Vietnamese texts of the point of sale's rules: labels of its enumerations, reasons a checkout
 * is blocked, payment, serial, lot and VietQR problems, and the messages of its zod schemas.
 * Keys match the reason keys returned by the pure functions in src/domain.
 */
export const posMessages = {
  orderTypes: { sale: 'Bán hàng', return: 'Trả hàng', exchange: 'Đổi hàng' },
  orderStatuses: { parked: 'Lưu tạm', paid: 'Đã thanh toán', cancelled: 'Đã hủy' },
  paymentMethods: { cash: 'Tiền mặt', bank_transfer: 'Chuyển khoản', card: 'Thẻ', e_wallet: 'Ví điện tử' },
  discountTypes: { percent: 'Phần trăm (%)', amount: 'Số tiền' },
  trackingTypes: {
    none: 'Không theo dõi tồn kho',
    basic: 'Theo số lượng',
    lot: 'Theo lô và hạn dùng',
    serial: 'Theo số serial',
  },
  drugClasses: { otc: 'Thuốc không kê đơn', rx: 'Thuốc kê đơn' },
  prescriptionSources: { online: 'Đơn thuốc điện tử (liên thông)', offline: 'Đơn nhập tại quầy' },
  checkout: {
    prescriptionRequired: 'Đơn hàng có thuốc kê đơn. Vui lòng nhập đơn thuốc trước khi thanh toán.',
    emptyCart: 'Giỏ hàng đang trống.',
  },
  cart: {
    outOfStock: 'Hết hàng',
    notExists: 'Sản phẩm không còn tồn tại',
    returnLine: 'Trả lại',
  },
  payments: {
    paymentShort: 'Khách trả chưa đủ số tiền cần thanh toán.',
    changeOnlyFromCash:
      'Chỉ tiền mặt mới được trả thừa để thối lại; chuyển khoản, thẻ hoặc ví điện tử không được vượt số tiền cần thanh toán.',
    refundMismatch: 'Tổng tiền hoàn trả phải bằng đúng số tiền cần trả lại khách.',
    paymentSign: 'Số tiền thanh toán không hợp lệ.',
    creditNeedsCustomer: 'Chọn khách hàng để ghi nợ phần chưa thanh toán.',
    creditOverLimit: 'Số tiền ghi nợ vượt hạn mức nợ của khách.',
    change: 'Tiền thừa trả khách',
    stillDue: 'Còn phải thu',
    refund: 'Tiền trả lại khách',
  },
  serials: {
    serialsMissing: 'Vui lòng nhập đủ số serial, mỗi sản phẩm một số.',
    serialsDuplicate: 'Số serial bị trùng.',
    serialsTooMany: 'Số serial nhiều hơn số lượng bán.',
  },
  lots: {
    expired: 'Lô đã hết hạn, không được bán.',
    lotExpired: 'Không được bán từ lô đã hết hạn. Vui lòng chọn lô khác.',
    lotQuantity: 'Tổng số lượng các lô phải bằng số lượng bán.',
    nearExpiry: 'Cận hạn',
    shortfall: (quantity: string) => `Các lô còn hạn thiếu ${quantity}.`,
    // Short, as on the pack ("HSD"): the cart line has room for the lot, its expiry and "Đổi lô" on one row.
    lot: 'Lô',
    expiry: 'HSD',
  },
  vietqr: {
    bankBinInvalid: 'Mã BIN ngân hàng phải gồm 6 chữ số.',
    accountInvalid: 'Số tài khoản nhận tiền không hợp lệ.',
    amountInvalid: 'Số tiền chuyển khoản phải lớn hơn 0.',
    orderCodeInvalid: 'Mã đơn hàng không dùng được làm nội dung chuyển khoản.',
    confirmReceived: 'Xác nhận đã nhận tiền',
  },
  register: {
    openingCash: 'Tiền đầu ca',
    expectedCash: 'Tiền mặt dự kiến',
    countedCash: 'Tiền mặt thực đếm',
    difference: 'Chênh lệch',
  },
  validation: {
    orderCodeInvalid: 'Mã hóa đơn không đúng định dạng (ví dụ HD-Q1-000123).',
    orderCodeType: 'Mã hóa đơn không khớp loại đơn (HD cho bán hàng, TH cho trả hoặc đổi hàng).',
    linesRequired: 'Đơn hàng phải có ít nhất một sản phẩm.',
    returnForRequired: 'Đơn trả hoặc đổi hàng phải gắn với hóa đơn gốc.',
    returnForNotAllowed: 'Đơn bán hàng không gắn với hóa đơn gốc.',
    saleHasReturnLine: 'Đơn bán hàng không được có dòng trả lại.',
    returnHasSaleLine: 'Đơn trả hàng chỉ gồm các dòng trả lại; thêm sản phẩm mới là đơn đổi hàng.',
    exchangeNeedsBoth: 'Đơn đổi hàng phải có cả dòng trả lại và dòng bán mới.',
    returnLineSource: 'Dòng trả lại phải chỉ ra dòng của hóa đơn gốc.',
    baseQuantity: 'Số lượng theo đơn vị cơ bản phải bằng số lượng nhân hệ số quy đổi.',
    duplicateLine: 'Dòng hàng bị trùng.',
    doctorNameRequired: 'Vui lòng nhập tên bác sĩ kê đơn.',
    facilityRequired: 'Vui lòng nhập cơ sở khám chữa bệnh.',
    diagnosisRequired: 'Vui lòng nhập chẩn đoán.',
    patientNameRequired: 'Vui lòng nhập tên bệnh nhân.',
    openingCashRequired: 'Vui lòng nhập tiền đầu ca.',
    countedCashRequired: 'Vui lòng nhập số tiền mặt thực đếm.',
    cashNotWhole: 'Số tiền phải là số đồng chẵn, không có phần lẻ.',
    cashNegative: 'Số tiền không được âm.',
    cashTooLarge: (max: string) => `Số tiền tối đa là ${max}.`,
  },
  review: {
    totalsMismatch: 'Tổng tiền máy bán hàng ghi lại khác với kết quả tính lại; cần kiểm tra.',
    debtWithoutCustomer: 'Đơn ghi nợ không có khách hàng trên hệ thống; khoản nợ chưa tính cho ai, cần kiểm tra.',
    rxWithoutPrescription: 'Đơn có thuốc kê đơn nhưng không có đơn thuốc; cần kiểm tra.',
  },
  discrepancies: {
    lotUnknown: 'Lô máy bán hàng ghi không có trên hệ thống; đã lấy theo hạn dùng gần nhất.',
    lotShort: 'Lô máy bán hàng ghi không đủ số lượng; phần thiếu đã lấy theo hạn dùng gần nhất.',
    lotsMissing: 'Dòng hàng theo lô không ghi lô; đã lấy theo hạn dùng gần nhất.',
    lotExpired: 'Đã bán từ lô đã hết hạn.',
    overdraw: 'Bán vượt tồn kho; tồn kho bị âm.',
  },
} as const;
