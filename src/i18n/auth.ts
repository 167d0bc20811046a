/**
 * Vietnamese texts of accounts, tenants, staff and subscriptions: form validation (SPEC.md §5,
 * copied exactly where SPEC quotes them), server error messages and the e-mails.
 */
export const authMessages = {
  validation: {
    emailRequired: 'Yêu cầu nhập email.',
    emailInvalid: 'Định dạng email không đúng. Vui lòng kiểm tra lại.',
    emailTooLong: 'Email không được dài quá 320 ký tự.',
    passwordRequired: 'Yêu cầu nhập mật khẩu.',
    passwordMismatch: 'Mật khẩu không trùng khớp. Vui lòng nhập lại mật khẩu.',
    passwordConfirmationRequired: 'Yêu cầu nhập lại mật khẩu.',
    passwordTooShort: 'Mật khẩu phải có ít nhất 8 ký tự.',
    passwordTooLong: 'Mật khẩu không được dài quá 128 ký tự.',
    passwordTooCommon: 'Mật khẩu này quá phổ biến và dễ bị đoán. Vui lòng chọn mật khẩu khác.',
    currentPasswordRequired: 'Yêu cầu nhập mật khẩu hiện tại.',
    storeNameRequired: 'Yêu cầu nhập tên cửa hàng.',
    lastNameRequired: 'Yêu cầu nhập họ.',
    firstNameRequired: 'Yêu cầu nhập tên.',
    telRequired: 'Yêu cầu nhập số điện thoại.',
    telInvalid: 'Số điện thoại không hợp lệ.',
    addressRequired: 'Yêu cầu nhập địa chỉ.',
    roleRequired: 'Yêu cầu chọn vai trò.',
    tooLong: (max: number) => `Không được dài quá ${max} ký tự.`,
  },
  errors: {
    emailTaken: 'Email này đã được đăng ký. Vui lòng dùng email khác hoặc đăng nhập.',
    /** Inviting a staff member: the person has an account already (here or at another shop). */
    inviteEmailTaken: 'Email này đã có tài khoản PharmaTill. Vui lòng mời bằng email khác.',
    invalidCredentials: 'Đăng nhập sai email hoặc mật khẩu!',
    notActiveAccount: 'Tài khoản chưa được kích hoạt. Vui lòng kiểm tra email để kích hoạt tài khoản.',
    accountDisabled: 'Tài khoản đã bị vô hiệu hóa. Vui lòng liên hệ quản trị viên cửa hàng.',
    rateLimited: 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ít phút.',
    forgotRateLimited: 'Bạn đã yêu cầu khôi phục mật khẩu quá nhiều lần. Vui lòng thử lại sau ít phút.',
    confirmTokenInvalid: 'Liên kết kích hoạt không hợp lệ, đã được dùng hoặc đã hết hạn.',
    resetTokenInvalid: 'Liên kết đặt lại mật khẩu không hợp lệ, đã được dùng hoặc đã hết hạn.',
    invitationInvalid: 'Lời mời không tồn tại, đã được trả lời hoặc đã hết hạn.',
    invitationNotPending: 'Nhân viên này không có lời mời đang chờ.',
    currentPasswordWrong: 'Mật khẩu hiện tại không đúng.',
    lastAdmin: 'Không thể gỡ quản trị viên đang hoạt động cuối cùng của cửa hàng.',
    refreshNotValid: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
  },
  success: {
    registered: 'Tạo tài khoản thành công. Vui lòng kiểm tra email để kích hoạt tài khoản.',
    forgotSent:
      'Nếu email này đã được đăng ký, chúng tôi đã gửi hướng dẫn đặt lại mật khẩu. Vui lòng kiểm tra hộp thư.',
    passwordReset: 'Đặt lại mật khẩu thành công. Vui lòng đăng nhập bằng mật khẩu mới.',
    passwordChanged: 'Đổi mật khẩu thành công.',
    loggedOut: 'Đã đăng xuất.',
    invitationDeclined: 'Đã từ chối lời mời.',
    invitationAccepted: 'Đăng ký thành công. Vui lòng đăng nhập.',
  },
  mail: {
    greeting: (name: string) => `Xin chào ${name},`,
    signature: 'Trân trọng,\nĐội ngũ PharmaTill',
    ignore: 'Nếu bạn không yêu cầu việc này, vui lòng bỏ qua email.',
    activation: {
      subject: 'Kích hoạt tài khoản PharmaTill của bạn',
      body: (store: string) =>
        `Cảm ơn bạn đã đăng ký dùng thử PharmaTill cho cửa hàng "${store}". Vui lòng bấm vào liên kết dưới đây để kích hoạt tài khoản:`,
      action: 'Kích hoạt tài khoản',
      expiry: 'Liên kết có hiệu lực trong 7 ngày và chỉ dùng được một lần.',
    },
    reset: {
      subject: 'Đặt lại mật khẩu PharmaTill',
      body: 'Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Bấm vào liên kết dưới đây để đặt mật khẩu mới:',
      action: 'Đặt lại mật khẩu',
      expiry: 'Liên kết có hiệu lực trong 1 giờ và chỉ dùng được một lần.',
    },
    invitation: {
      subject: (store: string) => `Lời mời tham gia cửa hàng "${store}" trên PharmaTill`,
      body: (store: string, role: string) =>
        `Bạn được mời tham gia cửa hàng "${store}" trên PharmaTill với vai trò ${role}. Bấm vào liên kết dưới đây để tạo tài khoản hoặc từ chối lời mời:`,
      action: 'Xem lời mời',
      expiry: 'Lời mời có hiệu lực trong 7 ngày.',
    },
  },
  roles: {
    admin: 'Quản trị viên',
    cashier: 'Thu ngân',
  },
  staffStates: {
    invited: 'Đã mời',
    active: 'Đang hoạt động',
    inactive: 'Ngừng hoạt động',
  },
  subscriptionStates: {
    TRIAL: 'Dùng thử',
    TRIAL_EXPIRED: 'Hết hạn dùng thử',
    ACTIVE: 'Đang hoạt động',
    CANCELED: 'Đã hủy',
    EXPIRED: 'Hết hạn',
  },
} as const;
