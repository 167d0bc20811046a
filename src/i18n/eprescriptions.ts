/** Vietnamese texts of national e-prescriptions: the counter's lookup, the server's answers, the account. */
import { terms } from './terms';

export const eprescriptionsVi = {
  errors: {
    notConfigured:
      'Cửa hàng chưa cấu hình tài khoản Đơn thuốc quốc gia. Quản trị viên vào Cài đặt → Đơn thuốc quốc gia để nhập tài khoản.',
    unavailable: 'Không kết nối được Hệ thống đơn thuốc quốc gia. Vui lòng thử lại sau hoặc nhập đơn thuốc bằng tay.',
    loginFailed: 'Hệ thống đơn thuốc quốc gia từ chối tài khoản liên thông của cửa hàng (sai mã hoặc mật khẩu).',
    notFound: (code: string) => `Không tìm thấy đơn thuốc ${code} trên Hệ thống đơn thuốc quốc gia.`,
    dispensed: (code: string) =>
      `Đơn thuốc ${code} đã được bán đủ số lượng trên Hệ thống đơn thuốc quốc gia, không bán thêm theo đơn này.`,
    codeInvalid: 'Mã đơn thuốc quốc gia gồm 12 chữ hoặc số, dấu gạch ngang và loại đơn (c, n, h, y).',
  },
  counter: {
    button: 'Đơn thuốc quốc gia',
    title: 'Đơn thuốc điện tử quốc gia',
    codeLabel: 'Mã đơn thuốc',
    codePlaceholder: 'Nhập hoặc quét mã đơn, ví dụ 79001k7m2q9x-c',
    lookup: 'Tra cứu',
    looking: 'Đang tra cứu…',
    offline:
      'Tra cứu đơn thuốc quốc gia cần kết nối mạng. Khi mất mạng, vui lòng nhập đơn thuốc bằng tay (đơn nhập tay sửa được).',
    typeByHand: 'Nhập đơn bằng tay',
    readOnly: 'Đơn thuốc điện tử quốc gia: chỉ xem, không sửa được.',
    patient: 'Bệnh nhân',
    birthDate: 'Ngày sinh',
    doctor: 'Bác sĩ kê đơn',
    facility: terms.facility,
    diagnosis: 'Chẩn đoán',
    advice: 'Lời dặn',
    date: 'Ngày kê đơn',
    partial: 'Đơn đã được bán một phần ở nơi khác: số lượng đề nghị là phần còn lại.',
    drug: 'Thuốc kê',
    prescribed: 'Kê',
    remaining: 'Còn lại',
    usage: 'Cách dùng',
    product: 'Sản phẩm bán',
    quantity: 'Số lượng bán',
    confirm: 'Xác nhận',
    matchedByCode: 'Khớp theo mã thuốc quốc gia',
    matchedByIngredient: 'Khớp theo hoạt chất và hàm lượng: vui lòng kiểm tra',
    noMatch: 'Cửa hàng không có sản phẩm phù hợp',
    notAdded: 'Không bán',
    add: 'Thêm thuốc đã xác nhận vào đơn',
    noneConfirmed: 'Vui lòng xác nhận ít nhất một thuốc để bán.',
    beyondRemaining: (drug: string, remaining: string, unit: string) =>
      `${drug}: số lượng bán vượt quá số lượng còn lại trên đơn (${remaining} ${unit}).`,
    attached: (code: string) => `Đơn quốc gia ${code}`,
    stock: (quantity: string) => `tồn ${quantity}`,
  },
  settingsErrors: {
    apiUrl: 'Nhập địa chỉ API để bật tra cứu đơn thuốc quốc gia.',
    username: 'Nhập mã liên thông cơ sở để bật tra cứu đơn thuốc quốc gia.',
    password: 'Nhập mật khẩu tài khoản liên thông để bật tra cứu đơn thuốc quốc gia.',
  },
  settings: {
    title: 'Đơn thuốc quốc gia',
    hint: 'Tài khoản liên thông Hệ thống đơn thuốc quốc gia: tra cứu đơn tại quầy và báo cáo bán theo đơn.',
    enabled: 'Bật tra cứu và báo cáo đơn thuốc quốc gia',
    apiUrl: 'Địa chỉ API',
    username: 'Mã liên thông cơ sở',
    password: 'Mật khẩu',
    passwordHelper: 'Để trống nếu không đổi mật khẩu đã lưu. Mật khẩu được mã hóa và không bao giờ hiển thị lại.',
  },
  flags: {
    already: 'Đơn thuốc quốc gia của đơn này đã được bán đủ trước đó; cần kiểm tra.',
    refused: 'Hệ thống đơn thuốc quốc gia từ chối ghi nhận việc bán theo đơn này; cần kiểm tra.',
  },
} as const;
