/** Vietnamese texts of the stock area: purchase orders, counts, scraps, complaints, reports. */
import type { StockReason } from '../domain/stock/reasons';
import type { SupplierReturnReason } from '../domain/stock/supplier-returns';
import { formatNumber } from './format';

/** The stock ledger's move reasons as the screens name them. */
const moveReasons: Record<StockReason, string> = {
  opening: 'Tồn đầu kỳ',
  sale: 'Bán hàng',
  return: 'Khách trả hàng',
  purchase_receipt: 'Nhập hàng',
  count_adjustment: 'Điều chỉnh kiểm kê',
  scrap: 'Xuất hủy',
  supplier_return: 'Trả nhà cung cấp',
};

const supplierReturnReasons: Record<SupplierReturnReason, string> = {
  damaged: 'Hư hỏng',
  near_expiry: 'Cận hạn dùng',
  wrong_goods: 'Giao sai hàng',
  recalled: 'Thu hồi',
  other: 'Khác',
};

export const stockVi = {
  moveReasons,
  supplierReturnReasons,
  states: {
    draft: 'Nháp',
    ordered: 'Đã đặt hàng',
    received: 'Đã nhận hàng',
    cancelled: 'Đã hủy',
    counting: 'Đang kiểm',
    done: 'Hoàn thành',
    new: 'Mới',
    processing: 'Đang xử lý',
    resolved: 'Đã giải quyết',
    closed: 'Đã đóng',
  },
  scrapReasons: { expired: 'Hết hạn', damaged: 'Hư hỏng', recalled: 'Thu hồi', other: 'Khác' },
  errors: {
    illegalTransition: (from: string, to: string) => `Không thể chuyển phiếu từ trạng thái "${from}" sang "${to}".`,
    notEditable: 'Chỉ sửa được phiếu ở trạng thái nháp.',
    periodEndsBeforeStart: 'Ngày kết thúc không được trước ngày bắt đầu.',
    periodTooLong: (max: string) => `Khoảng thời gian này có hơn ${max} dòng; hãy chọn khoảng ngắn hơn để xuất.`,
    countsNotOpen: 'Chỉ nhập số lượng kiểm khi phiếu đang kiểm.',
    vendorNotFound: 'Không tìm thấy nhà cung cấp.',
    productNotFound: 'Không tìm thấy sản phẩm.',
    productDeleted: 'Sản phẩm này đã bị xóa nên không chọn được.',
    unitNotFound: 'Đơn vị tính không thuộc sản phẩm này.',
    taxNotFound: 'Không tìm thấy thuế.',
    lotNotFound: 'Không tìm thấy lô của sản phẩm này.',
    lotDeleted: 'Lô này đã bị xóa nên không chọn được.',
    categoryRequired: 'Chọn nhóm sản phẩm.',
    productsRequired: 'Chọn ít nhất một sản phẩm.',
    lineNotFound: 'Dòng không thuộc phiếu này.',
    overReceive: 'Số lượng nhận vượt quá số lượng còn lại của dòng.',
    lotRequired: 'Sản phẩm quản lý theo lô: nhập số lô và hạn dùng.',
    lotRequiredForLine: 'Chọn lô cho sản phẩm quản lý theo lô.',
    serialsRequired: 'Sản phẩm quản lý theo số serial: nhập đủ số serial bằng số lượng nhận.',
    expiryBeforeManufacture: 'Hạn dùng phải sau ngày sản xuất.',
    expiredOnReceipt: 'Hạn dùng đã qua: không nhận hàng đã hết hạn.',
    discountOverLine: 'Chiết khấu không được lớn hơn thành tiền của dòng.',
    payNotOpen: 'Chỉ ghi nhận thanh toán cho phiếu đã đặt hàng hoặc đã nhận hàng.',
    overpaid: 'Số tiền đã trả không được vượt quá tổng tiền phiếu.',
    overReceivedValue: (left: string | null) =>
      left === null
        ? 'Phiếu đã nhận hàng và đã trả đủ cho số hàng đã nhận: không còn gì phải trả.'
        : `Phiếu đã nhận hàng: chỉ còn phải trả ${left} cho số hàng đã nhận. Số tiền không được vượt quá số này.`,
    refundNotDue:
      'Chỉ ghi nhận tiền hoàn cho phiếu mà nhà cung cấp còn phải hoàn: đã nhận hàng nhưng trả thừa, hoặc đã hủy sau khi trả tiền.',
    refundTooMuch: (due: string) => `Số tiền hoàn vượt quá số nhà cung cấp còn phải hoàn (${due}).`,
    cancelAfterReceipt:
      'Phiếu đã nhận hàng một phần, không thể hủy. Dùng "Kết thúc nhận hàng" để đóng phiếu với số hàng đã nhận.',
    closeNotOrdered: (state: string) =>
      `Không thể kết thúc nhận hàng cho phiếu ở trạng thái "${state}": chỉ phiếu đã đặt hàng và đã nhận một phần mới kết thúc nhận hàng được.`,
    closeNothingReceived:
      'Phiếu chưa nhận hàng lần nào nên không thể kết thúc nhận hàng. Nếu nhà cung cấp không giao, hãy hủy đơn.',
    scrapLotNotExpired: (expiry: string) =>
      `Lô này chưa hết hạn (hạn dùng ${expiry}): chọn lý do hủy khác, hoặc chọn lô đã hết hạn.`,
    /** A scrap line asking for more than its lot (or the product, without a lot) holds. */
    notEnoughStockForLine: (line: number, product: string, lot: string | null, left: number) =>
      `Dòng ${line} – ${product}${lot ? `, lô ${lot}` : ''}: tồn kho không đủ để xuất hủy (còn ${formatNumber(left)}).`,
    /** The same, under the line's quantity. */
    notEnoughStockLeft: (left: number) => `Vượt quá tồn kho (còn ${formatNumber(left)}).`,
    noExpiredLots: 'Không có lô nào đã hết hạn còn tồn kho.',
    customerNotFound: 'Không tìm thấy khách hàng.',
    complaintClosed: 'Khiếu nại đã đóng, không thể sửa.',
    complaintHandlingRequired: 'Vui lòng nhập biện pháp xử lý trước khi đánh dấu đã giải quyết.',
    complaintResultRequired: 'Vui lòng nhập kết quả xử lý trước khi đánh dấu đã giải quyết.',
    complaintHandlingKept: 'Khiếu nại đã giải quyết phải giữ biện pháp xử lý trong sổ: không để trống.',
    complaintResultKept: 'Khiếu nại đã giải quyết phải giữ kết quả xử lý trong sổ: không để trống.',
    noScrapLines: 'Phiếu kiểm soát không có dòng nào có kết quả hủy với số lượng.',
    scrapAlreadyRaised: 'Phiếu kiểm soát này đã tạo phiếu xuất hủy.',
    scrapNeedsDone: 'Chỉ tạo phiếu xuất hủy từ phiếu kiểm soát đã hoàn thành.',
    scrapQuantityRequired: 'Kết quả “Hủy”: nhập số lượng cần hủy lớn hơn 0.',
    nothingCounted: 'Chưa nhập số lượng kiểm cho dòng nào.',
    notInCount: 'Sản phẩm không thuộc phạm vi của phiếu kiểm kê này.',
    notLotTracked: 'Sản phẩm không quản lý theo lô.',
    lotAlreadyListed: 'Lô này đã có trong phiếu kiểm kê.',
    onlyFoundLines: 'Chỉ xóa được dòng lô phát sinh thêm khi kiểm.',
    nothingReceived: 'Đơn nhập chưa nhận hàng nên chưa thể trả nhà cung cấp.',
    lotNotReceived: 'Lô này không được nhận theo dòng này của đơn nhập.',
    serialsCountReturn: (n: number) => `Nhập đúng ${n} số serial trả lại, mỗi sản phẩm một số.`,
    serialsDuplicateReturn: 'Số serial bị trùng.',
    serialsNotReceived: (serials: string) =>
      `Số serial không thuộc hàng nhận theo dòng này hoặc đã trả nhà cung cấp: ${serials}.`,
    serialsNotTracked: 'Sản phẩm này không quản lý theo số serial.',
    overReturn: (left: number) => `Số lượng trả vượt quá số đã nhận trừ phần đã trả (còn trả được ${left}).`,
    overReturnOnHand: (left: number) => `Số lượng trả vượt quá tồn kho hiện có của lô (còn ${left}).`,
  },
  report: {
    valuationTitle: 'Báo cáo giá trị tồn kho',
    code: 'Mã',
    product: 'Sản phẩm',
    category: 'Nhóm sản phẩm',
    noCategory: 'Chưa phân nhóm',
    quantity: 'Số lượng tồn',
    unit: 'Đơn vị',
    averageCost: 'Giá vốn bình quân',
    value: 'Giá trị tồn',
    total: 'Tổng cộng',
    asOf: 'Tính đến ngày',
  },
} as const;
