/** Vietnamese texts of the sync-problems page (back office). */
import { pageTitles } from './page-titles';

export const syncProblemsVi = {
  title: pageTitles.syncProblems,
  intro:
    'Những đơn và thao tác từ các máy bán hàng mà máy chủ cần quản lý xem lại: đơn được ghi nhận kèm cảnh báo, thao tác bị từ chối (giữ nguyên dữ liệu) và thao tác bị thiếu trên thiết bị.',
  kinds: { flagged_order: 'Đơn cần xem lại', rejected: 'Thao tác bị từ chối', gap: 'Thiếu thao tác' },
  statuses: { open: 'Chưa xử lý', resolved: 'Đã xử lý' },
  columns: {
    at: 'Thời gian',
    kind: 'Loại',
    code: 'Mã',
    device: 'Thiết bị',
    cashier: 'Thu ngân',
    amount: 'Số tiền',
    reasons: 'Lý do',
    resolution: 'Xử lý',
  },
  status: 'Trạng thái',
  kind: 'Loại',
  accept: 'Chấp nhận',
  void: 'Hủy bỏ',
  note: 'Ghi chú / lý do',
  resolveTitle: 'Xử lý sự cố đồng bộ',
  confirm: 'Xác nhận',
  cancel: 'Đóng',
  resolved: 'Đã ghi nhận cách xử lý.',
  resolutions: {
    accept: 'Chấp nhận',
    void: 'Hủy bỏ',
    applied_on_retry: 'Đã ghi nhận khi gửi lại',
    correct: 'Đã sửa và ghi nhận',
  } as Record<string, string>,
  resolvedBy: (name: string, at: string) => `${name} · ${at}`,
  gapReason: (from: number, to: number) =>
    from === to
      ? `Thiết bị đã không gửi thao tác số ${from} (có thể bị mất trên thiết bị).`
      : `Thiết bị đã không gửi các thao tác số ${from}–${to} (có thể bị mất trên thiết bị).`,
  empty: 'Không có sự cố nào.',
  dashboardAlert: (count: number) => `${count} sự cố đồng bộ cần xử lý`,
  open: 'Xem',
  notFound: 'Không tìm thấy sự cố này hoặc sự cố đã được xử lý.',
  correct: 'Sửa và ghi nhận đơn',
  correctHint: 'Chọn ca bán hàng của đơn này; đơn được ghi nhận vào ca đó như khi máy bán hàng gửi lên.',
  session: 'Ca bán hàng',
  chooseSession: 'Chọn ca',
  onlySales: 'Chỉ sửa được đơn bán hàng bị từ chối.',
  sessionNotFound: 'Không tìm thấy ca bán hàng này.',
  cannotCorrect: 'Dữ liệu của đơn không hợp lệ nên không thể ghi nhận.',
} as const;
