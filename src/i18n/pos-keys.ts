/** Vietnamese texts of the till's keyboard: the shortcut help and each key's action. */

export const posKeysText = {
  help: {
    title: 'Phím tắt',
    scanner: 'Quét mã vạch',
    scannerAction: 'Thêm sản phẩm (không cần bấm vào ô nào)',
    or: 'hoặc',
    steps: { pos: 'Bán hàng', checkout: 'Thanh toán', print: 'In hóa đơn' },
  },
  /** The keys as printed on a keyboard, and what each shortcut does (use-pos-keys.ts). */
  keys: {
    names: { ArrowUp: '↑', ArrowDown: '↓', Delete: 'Del', Escape: 'Esc', '-': '−' } as Record<string, string>,
    actions: {
      search: 'Tìm sản phẩm',
      customer: 'Tìm khách hàng',
      quantity: 'Nhập số lượng dòng đang chọn',
      more: 'Tăng số lượng',
      less: 'Giảm số lượng',
      unit: 'Đổi đơn vị tính',
      previousLine: 'Chọn dòng trên',
      nextLine: 'Chọn dòng dưới',
      removeLine: 'Xóa dòng đang chọn',
      parked: 'Mở đơn lưu tạm',
      park: 'Lưu tạm đơn hàng',
      checkout: 'Thanh toán',
      returns: 'Trả / đổi hàng',
      prescription: 'Nhập đơn thuốc (khi giỏ có thuốc kê đơn)',
      nationalPrescription: 'Tra cứu đơn thuốc quốc gia',
      discount: 'Nhập giảm giá',
      discountType: 'Đổi giảm giá theo % hoặc theo số tiền',
      closeRegister: 'Đóng ca',
      help: 'Mở bảng phím tắt',
      back: 'Quay lại giỏ hàng',
      paymentMethod: 'Đổi hình thức thanh toán',
      confirm: 'Xác nhận thanh toán',
      print: 'In hóa đơn',
      newOrder: 'Đơn mới',
    },
    /** The short hints under the cart lines. */
    lineHints: [
      [['F4', '+', '−'], 'Số lượng'],
      [['F6'], 'Đơn vị'],
      [['↑', '↓'], 'Chọn dòng'],
      [['Del'], 'Xóa'],
    ] as const,
  },
};
