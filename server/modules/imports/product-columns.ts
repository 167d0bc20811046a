/**
 * The product import/export columns (Vietnamese titles, as in the template), and turning one
 * row into a candidate product: units, names of the category and units (created on commit
 * when missing), tax by rate, vendor by code or name, and an optional opening lot.
 */
import { catalogText } from '../../../src/i18n/catalog-screens';
import { vi } from '../../../src/i18n/messages';

export const PRODUCT_COLUMNS = {
  code: 'Mã sản phẩm',
  name: 'Tên sản phẩm',
  category: 'Nhóm sản phẩm',
  drugClass: 'Loại thuốc',
  activeIngredient: 'Hoạt chất',
  strength: 'Hàm lượng',
  dosageForm: 'Dạng bào chế',
  route: 'Đường dùng',
  registrationNumber: 'Số đăng ký',
  nationalDrugCode: 'Mã thuốc quốc gia',
  manufacturer: 'Hãng sản xuất',
  countryOfOrigin: 'Nước sản xuất',
  packaging: 'Quy cách đóng gói',
  trackingType: 'Quản lý tồn kho',
  specialControl: 'Kiểm soát đặc biệt',
  taxRate: 'Thuế GTGT (%)',
  costPrice: 'Giá vốn',
  baseUnit: 'Đơn vị cơ bản',
  basePrice: 'Giá bán',
  baseBarcode: 'Mã vạch',
  unit2: 'Đơn vị 2',
  factor2: 'Quy đổi 2',
  price2: 'Giá bán 2',
  barcode2: 'Mã vạch 2',
  unit3: 'Đơn vị 3',
  factor3: 'Quy đổi 3',
  price3: 'Giá bán 3',
  barcode3: 'Mã vạch 3',
  minStock: 'Tồn tối thiểu',
  maxStock: 'Tồn tối đa',
  vendor: 'Nhà cung cấp',
  lotNumber: 'Số lô',
  expiryDate: 'Hạn dùng',
  manufactureDate: 'Ngày sản xuất',
  openingQuantity: 'Tồn đầu kỳ',
  usageInstructions: 'Cách dùng',
  storageConditions: 'Điều kiện bảo quản',
  note: 'Ghi chú',
} as const;

export type ProductColumn = keyof typeof PRODUCT_COLUMNS;
export const PRODUCT_REQUIRED: ProductColumn[] = ['name', 'baseUnit', 'basePrice'];

/**
 * Other titles a column is found by when the template's is not in the sheet: the product form's
 * labels, which a manager building a sheet from the screen writes ("Theo dõi tồn kho").
 */
const fields = catalogText.products.fields;
export const PRODUCT_COLUMN_ALIASES: Partial<Record<ProductColumn, readonly string[]>> = {
  category: [fields.category],
  manufacturer: [fields.manufacturer],
  trackingType: [fields.trackingType],
  specialControl: [fields.specialControl],
  taxRate: [fields.tax],
  basePrice: [fields.salePrice],
  vendor: [fields.defaultVendor],
};

/** Each choice by the template's words, and the product form's own (what a manager has seen). */
const form = catalogText.products;
export const DRUG_CLASS_LABELS = {
  otc: ['Không kê đơn', 'OTC', form.drugClass.otc],
  rx: ['Kê đơn', 'Thuốc kê đơn', 'Rx', form.drugClass.rx],
  none: ['Không phải thuốc', 'Hàng hóa', 'Hàng hóa khác', form.drugClass.none],
} as const;
export const TRACKING_LABELS = {
  none: ['Không quản lý', 'Không', 'Không theo dõi', form.tracking.none],
  basic: ['Số lượng', 'Theo số lượng', form.tracking.basic],
  lot: ['Lô và hạn dùng', 'Lô', 'Theo lô', 'Lô, hạn dùng', 'Theo lô, hạn dùng', form.tracking.lot],
  serial: ['Số sê-ri', 'Serial', 'Sê-ri', 'Theo sê-ri', form.tracking.serial],
} as const;
export const SPECIAL_CONTROL_LABELS = {
  none: ['Không'],
  narcotic: ['Gây nghiện'],
  psychotropic: ['Hướng thần'],
  precursor: ['Tiền chất'],
} as const;

/** The form's own words, which the column takes too (TRACKING_LABELS). */
const formTracking = Object.values(form.tracking).join(', ');

/** The "Hướng dẫn" sheet of the template. */
export const PRODUCT_GUIDE: Array<[string, string]> = [
  [PRODUCT_COLUMNS.code, 'Để trống để tự sinh mã SP000001…; nếu nhập thì không được trùng.'],
  [PRODUCT_COLUMNS.name, `Bắt buộc. ${vi.validation.required}`],
  [PRODUCT_COLUMNS.category, 'Tên nhóm; nhóm chưa có sẽ được tạo mới.'],
  [
    PRODUCT_COLUMNS.drugClass,
    'Kê đơn, Không kê đơn hoặc Không phải thuốc (vật tư, mỹ phẩm, thực phẩm chức năng: không gửi liên thông dược). Để trống: Không phải thuốc khi Số đăng ký là số công bố (…/ĐKSP, …/CBMP-…, …/PCBA-…, …/PCBB-…), còn lại Không kê đơn.',
  ],
  [
    PRODUCT_COLUMNS.trackingType,
    `Không quản lý, Số lượng, Lô và hạn dùng hoặc Số sê-ri; hoặc đúng chữ của màn hình sản phẩm: ${formTracking}. Không phân biệt chữ hoa, chữ thường, có dấu hay không dấu. Mặc định Số lượng.`,
  ],
  [PRODUCT_COLUMNS.specialControl, 'Không, Gây nghiện, Hướng thần hoặc Tiền chất.'],
  [PRODUCT_COLUMNS.taxRate, '0, 5, 8 hoặc 10.'],
  [PRODUCT_COLUMNS.baseUnit, 'Bắt buộc. Đơn vị nhỏ nhất, ví dụ Viên; đơn vị chưa có sẽ được tạo mới.'],
  [PRODUCT_COLUMNS.basePrice, 'Bắt buộc. Giá bán một đơn vị cơ bản, số nguyên đồng (ví dụ 1.500).'],
  [
    PRODUCT_COLUMNS.unit2,
    'Đơn vị lớn hơn, ví dụ Vỉ; Quy đổi 2 là số đơn vị cơ bản trong một đơn vị này, một số nguyên (ví dụ 10; không nhập 2,5).',
  ],
  [
    PRODUCT_COLUMNS.price2,
    'Để trống thì lấy Giá bán × Quy đổi 2 (ví dụ 1.000 × 10 = 10.000); muốn bán 0 đồng thì nhập 0.',
  ],
  [PRODUCT_COLUMNS.unit3, 'Ví dụ Hộp với Quy đổi 3 = 100.'],
  [PRODUCT_COLUMNS.price3, 'Để trống thì lấy Giá bán × Quy đổi 3 (ví dụ 1.000 × 100 = 100.000).'],
  [PRODUCT_COLUMNS.vendor, 'Mã hoặc tên nhà cung cấp đã có.'],
  [PRODUCT_COLUMNS.lotNumber, 'Số lô tồn đầu kỳ; bắt buộc khi sản phẩm quản lý theo lô và có tồn đầu kỳ.'],
  [
    PRODUCT_COLUMNS.expiryDate,
    'Định dạng DD/MM/YYYY, hoặc ô kiểu ngày của Excel. Hạn dùng phải từ hôm nay trở đi: lô đã hết hạn không nhập làm tồn đầu kỳ (hàng hết hạn phải xuất hủy).',
  ],
  [PRODUCT_COLUMNS.manufactureDate, 'Như Hạn dùng: DD/MM/YYYY hoặc ô kiểu ngày; phải trước Hạn dùng.'],
  [PRODUCT_COLUMNS.openingQuantity, 'Số lượng tồn đầu kỳ tính theo đơn vị cơ bản.'],
];
