/**
 * Titles of the pages whose screens keep their texts in a module of their own: the route tree
 * names every page's title, and it is part of every signed-in page's first load, so the titles
 * live here rather than pull each screen's texts in with them (issue 16). The screens' modules
 * reuse these.
 */
export const pageTitles = {
  einvoices: 'Hóa đơn điện tử',
  linkups: 'Liên thông dược quốc gia',
  linkupSettings: 'Tài khoản liên thông dược quốc gia',
  linkupCodes: 'Mã thuốc quốc gia',
  syncProblems: 'Sự cố đồng bộ',
  setupStore: 'Thiết lập cửa hàng',
  profile: 'Tài khoản',
  staffs: 'Nhân viên',
  staffsCreate: 'Mời nhân viên',
  staffsEdit: 'Sửa nhân viên',
  subscription: 'Gói dịch vụ',
} as const;
