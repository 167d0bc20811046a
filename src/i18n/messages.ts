/**
 * The Vietnamese message catalogue. Every text a user reads comes from here, referenced by key,
 * so the zod schemas in `src/domain`, the server's errors and the screens say the same thing.
 * Texts quoted by SPEC.md are copied exactly.
 */
export const vi = {
  app: {
    name: 'PharmaTill',
    tagline: 'Bán hàng và quản lý nhà thuốc',
  },
  common: {
    loading: 'Đang tải…',
    save: 'Lưu',
    cancel: 'Hủy',
    back: 'Quay lại',
    retry: 'Thử lại',
    reload: 'Tải lại trang',
    itemsPerPage: 'mục mỗi trang',
    noData: 'Không có dữ liệu',
    offline: 'Mất kết nối',
    online: 'Đang kết nối',
  },
  validation: {
    required: 'Trường này là bắt buộc.',
    emailRequired: 'Yêu cầu nhập email.',
    emailInvalid: 'Định dạng email không đúng. Vui lòng kiểm tra lại.',
    emailTooLong: 'Email không được dài quá 320 ký tự.',
    urlTooLong: 'Đường dẫn không được dài quá 2048 ký tự.',
    passwordRequired: 'Yêu cầu nhập mật khẩu.',
    passwordMismatch: 'Mật khẩu không trùng khớp. Vui lòng nhập lại mật khẩu.',
    invalidType: 'Giá trị không đúng kiểu dữ liệu.',
    tooSmall: 'Giá trị quá nhỏ.',
    tooBig: 'Giá trị quá lớn.',
    tooShort: 'Giá trị quá ngắn.',
    tooLong: 'Giá trị quá dài.',
    invalidFormat: 'Giá trị không đúng định dạng.',
    invalidOption: 'Giá trị không nằm trong danh sách cho phép.',
    unknownField: 'Trường không được hỗ trợ.',
  },
  errors: {
    badRequest: 'Dữ liệu gửi lên không hợp lệ.',
    invalidJson: 'Nội dung gửi lên không phải JSON hợp lệ.',
    payloadTooLarge: 'Nội dung gửi lên quá lớn.',
    unsupportedMediaType: 'Định dạng nội dung không được hỗ trợ.',
    notFound: 'Không tìm thấy dữ liệu yêu cầu.',
    routeNotFound: 'Không tìm thấy địa chỉ API này.',
    methodNotAllowed: 'Phương thức không được hỗ trợ.',
    internal: 'Đã xảy ra lỗi hệ thống. Vui lòng thử lại sau.',
    serviceUnavailable: 'Hệ thống tạm thời không sẵn sàng. Vui lòng thử lại sau.',
    databaseUnavailable:
      'Máy chủ đang tạm mất kết nối tới cơ sở dữ liệu. Dữ liệu chưa gửi vẫn được giữ; vui lòng thử lại sau ít giây.',
    tokenNotValid: 'Phiên đăng nhập đã hết hạn hoặc không hợp lệ. Vui lòng đăng nhập lại.',
    permissionDenied: 'Bạn không có quyền thực hiện thao tác này.',
    conflict: 'Dữ liệu đã bị thay đổi hoặc trùng lặp.',
    rateLimited: 'Bạn thao tác quá nhiều lần. Vui lòng thử lại sau ít phút.',
    network: 'Lỗi mạng: không kết nối được tới máy chủ.',
    aborted: 'Yêu cầu đã bị hủy.',
    timeout: 'Máy chủ không phản hồi kịp thời. Vui lòng thử lại.',
    chunkLoad: (chunk: string) => `Không tải được phần ${chunk} của ứng dụng. Có thể ứng dụng vừa được cập nhật.`,
    render: 'Đã xảy ra lỗi khi hiển thị trang.',
  },
  pwa: {
    offlineReady: 'Ứng dụng đã sẵn sàng dùng khi mất mạng.',
    updateAvailable: 'Đã có phiên bản mới của PharmaTill.',
    updateNow: 'Cập nhật',
    later: 'Để sau',
  },
} as const;

export type Messages = typeof vi;
