/** The national pharmacy data link-up: settings, the link-up page and the national drug codes screen. */
export const linkupsVi = {
  settingsErrors: {
    apiUrl: 'Nhập địa chỉ hệ thống liên thông (http:// hoặc https://).',
    facilityCode: 'Mã cơ sở gồm 3–30 chữ cái, chữ số, dấu chấm hoặc gạch.',
    username: 'Nhập tên đăng nhập liên thông.',
    password: 'Nhập mật khẩu liên thông.',
    notConfigured: 'Chưa nhập đủ địa chỉ, tài khoản và mật khẩu liên thông.',
    unreachable: 'Không kết nối được tới hệ thống liên thông. Kiểm tra địa chỉ và mạng rồi thử lại.',
  },
  statuses: {
    waiting: 'Đang chờ',
    sent: 'Đã gửi',
    accepted: 'Đã chấp nhận',
    refused: 'Bị từ chối',
  },
  kinds: {
    sale: 'Hóa đơn bán',
    customer_return: 'Khách trả hàng',
    receipt: 'Nhập từ nhà cung cấp',
    opening: 'Tồn đầu kỳ',
    scrap: 'Xuất hủy',
    adjustment: 'Điều chỉnh kiểm kê',
  },
  errors: {
    notFound: 'Không tìm thấy tin liên thông.',
    alreadyAccepted: 'Tin này đã được chấp nhận, không cần gửi lại.',
    missingCode: 'Thiếu mã thuốc quốc gia',
    disabled: 'Liên thông đang tắt: bật liên thông trong Cài đặt trước khi gửi lại.',
  },
} as const;
