/**
 * Vietnamese texts of the server side of the point of sale: why a pushed sale or register
 * mutation is refused, and the review flags an order can carry.
 */
import type { ReviewFlag } from '../domain/pos-review';
import { formatMoney } from './format';
import { posMessages } from './pos';
import { eprescriptionsVi } from './eprescriptions';

export const posOrdersVi = {
  reasons: {
    unknownTill: 'Không tìm thấy quầy bán hàng của thao tác này.',
    unknownSession: 'Không tìm thấy ca bán hàng của đơn này.',
    unknownUser: 'Không tìm thấy nhân viên bán đơn này.',
    unknownProduct: 'Đơn có sản phẩm không có trên hệ thống.',
    unknownOriginal: 'Không tìm thấy hóa đơn gốc của đơn trả hoặc đổi hàng.',
    orderIdTaken: 'Mã định danh đơn hàng đã được dùng cho một đơn khác.',
    orderCodeTaken: 'Mã hóa đơn đã được dùng cho một đơn khác.',
    orderPartTaken: 'Mã định danh của một dòng hàng hoặc khoản thanh toán trong đơn đã được dùng cho đơn khác.',
    sessionIdTaken: 'Mã định danh ca bán hàng đã được dùng.',
    sessionClosed: 'Ca bán hàng đã được đóng.',
  },
  flags: {
    totals_mismatch: posMessages.review.totalsMismatch,
    debt_without_customer: posMessages.review.debtWithoutCustomer,
    debt_deduction_over: 'Tiền trả hàng trừ vào công nợ nhiều hơn số khách còn nợ; cần kiểm tra.',
    credit_over_limit: 'Đơn ghi nợ làm khách vượt hạn mức nợ; cần kiểm tra.',
    rx_without_prescription: posMessages.review.rxWithoutPrescription,
    stock_discrepancy: 'Tồn kho trên hệ thống khác với máy bán hàng; cần kiểm tra.',
    return_exceeds_sold: 'Số lượng trả vượt quá số đã bán trừ số đã trả; cần kiểm tra.',
    return_line_unknown: 'Dòng trả lại không có trên hóa đơn gốc; cần kiểm tra.',
    customer_unknown: 'Khách hàng của đơn không có trên hệ thống; đơn được lưu không có khách hàng.',
    doctor_unknown: 'Bác sĩ của đơn không có trên hệ thống; đơn được lưu không có bác sĩ.',
    code_reused: 'Mã hóa đơn của máy bán hàng đã được dùng cho một đơn khác; đơn được lưu với mã mới.',
    product_inactive: 'Sản phẩm đã ngừng bán hoặc đã xóa trên hệ thống khi đơn được bán; cần kiểm tra.',
    price_changed: 'Giá bán khác với giá hiện tại trên hệ thống; cần kiểm tra.',
    eprescription_dispensed: eprescriptionsVi.flags.already,
    eprescription_refused: eprescriptionsVi.flags.refused,
  },
  registerStates: { open: 'Đang mở', closed: 'Đã đóng' },
} as const;

/** One review flag as a sentence (the order's detail, the sync-problems page). */
export function reviewFlagText(flag: ReviewFlag): string {
  if (flag.kind === 'stock_discrepancy') return posMessages.discrepancies[flag.reason];
  const text = posOrdersVi.flags[flag.kind];
  if (flag.kind === 'price_changed') return `${text} (${formatMoney(flag.recorded)} → ${formatMoney(flag.current)})`;
  if (flag.kind === 'code_reused') return `${text} (${flag.code} → ${flag.stored_code})`;
  if (flag.kind === 'debt_without_customer') return `${text} (${formatMoney(flag.amount)})`;
  if (flag.kind === 'debt_deduction_over')
    return `${text} (trừ ${formatMoney(flag.amount)}, còn nợ ${formatMoney(flag.allowed)})`;
  if (flag.kind === 'credit_over_limit')
    return `${text} (nợ trước ${formatMoney(flag.owed)}, ghi thêm ${formatMoney(flag.amount)}, hạn mức ${formatMoney(flag.limit)})`;
  if (flag.kind === 'eprescription_dispensed' || flag.kind === 'eprescription_refused') return `${text} (${flag.code})`;
  return text;
}
