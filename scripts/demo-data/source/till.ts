// The demo shop's till "Quầy 1" with its POS layout (products named, resolved to codes), and the store.
import type { DemoStore, DemoTill } from '../types';

/** A layout item: a product name, or a folder of product names. */
export type LayoutSpec = string | { folder: string; items: string[] };

export interface TillSpec extends Omit<DemoTill, 'layout'> {
  layout: { name: string; color: string; items: LayoutSpec[] }[];
}

export const tillSpecs: TillSpec[] = [
  {
    name: 'Quầy 1',
    order_code_prefix: 'Q1',
    payment_methods: ['cash', 'bank_transfer', 'card', 'e_wallet'],
    receipt_layout: '80mm',
    receipt_header: 'NHÀ THUỐC DEMO\n25 Phạm Ngọc Thạch, Kim Liên, Đống Đa, Hà Nội\nĐT: 024 3852 6688',
    receipt_footer:
      'Cảm ơn quý khách! Hàng đã mua được đổi trả trong 3 ngày khi còn nguyên vỉ, nguyên hộp và kèm hóa đơn.',
    receipt_show_logo: true,
    default_customer: null,
    allow_negative_stock: false,
    is_active: true,
    layout: [
      {
        name: 'Bán chạy',
        color: 'red',
        items: [
          'Panadol Extra',
          'Hapacol 500',
          'Decolgen Forte',
          'Smecta vị cam',
          'Gaviscon (gói 10ml)',
          'Salonpas (hộp 20 miếng)',
          'Khẩu trang y tế 4 lớp Danameco',
          'Natri clorid 0,9% 500ml (súc miệng)',
        ],
      },
      {
        name: 'Giảm đau – hạ sốt',
        color: 'orange',
        items: [
          {
            folder: 'Paracetamol',
            items: [
              'Panadol 500mg',
              'Panadol Extra',
              'Hapacol 500',
              'Hapacol Extra',
              'Efferalgan 500mg viên sủi',
              'Paracetamol 500mg Mekophar',
            ],
          },
          {
            folder: 'Hạ sốt trẻ em',
            items: [
              'Hapacol 250 (gói bột sủi)',
              'Hapacol 150 Flu (gói)',
              'Efferalgan 150mg (gói)',
              'Efferalgan 80mg viên đạn',
            ],
          },
          'Ibuprofen 400mg Domesco',
          'Alaxan',
          'Voltaren Emulgel 1%',
          'Cao Sao Vàng 4g',
        ],
      },
      {
        name: 'Ho – cảm cúm',
        color: 'blue',
        items: [
          {
            folder: 'Siro ho',
            items: [
              'Thuốc ho Bảo Thanh 125ml',
              'Prospan siro 100ml',
              'Bổ phế Nam Hà chỉ khái lộ 125ml',
              'Siro ho Astex 90ml',
              'Ích Nhi siro ho 90ml',
            ],
          },
          {
            folder: 'Dị ứng',
            items: ['Telfast HD 180mg', 'Loratadin 10mg Stella', 'Cetirizin 10mg DHG', 'Zyrtec 10mg'],
          },
          'Decolgen Forte',
          'Tiffy Dey',
          'Viên ngậm Bảo Thanh',
          'Strepsils Cool',
          'Otrivin 0,1% xịt mũi',
        ],
      },
      {
        name: 'Dạ dày – tiêu hóa',
        color: 'green',
        items: [
          'Gaviscon (gói 10ml)',
          'Phosphalugel 20g',
          'Yumangel',
          'Smecta vị cam',
          'Oresol 245',
          'Enterogermina 2 tỷ/5ml',
          'Berberin 100mg Mekophar',
          'No-Spa 40mg',
        ],
      },
      {
        name: 'Vitamin – TPCN',
        color: 'purple',
        items: [
          {
            folder: 'Mẹ và bé',
            items: [
              'Elevit (30 viên)',
              'Bio Island DHA for Pregnancy',
              'Pediakid Vitamin D3 20ml',
              'BioGaia Protectis Drops 5ml',
              'Bio-acimin Gold (gói)',
            ],
          },
          'Vitamin C 500mg DHG',
          'Berocca Performance (tuýp 10 viên)',
          'Centrum Advance (100 viên)',
          'Blackmores Fish Oil 1000mg (400 viên)',
        ],
      },
      {
        name: 'Thiết bị y tế',
        color: 'teal',
        items: [
          {
            folder: 'Máy đo huyết áp',
            items: [
              'Máy đo huyết áp bắp tay Omron HEM-7121',
              'Máy đo huyết áp bắp tay Omron HEM-7156',
              'Máy đo huyết áp cổ tay Omron HEM-6161',
              'Máy đo huyết áp Microlife B3 Basic',
            ],
          },
          {
            folder: 'Đường huyết',
            items: [
              'Máy đo đường huyết Accu-Chek Instant',
              'Que thử đường huyết Accu-Chek Instant (hộp 50 que)',
              'Kim chích máu Accu-Chek Softclix',
            ],
          },
          'Nhiệt kế điện tử Omron MC-246',
          'Khẩu trang y tế 4 lớp Danameco',
          'Băng cá nhân Urgo (hộp 102 miếng)',
        ],
      },
      {
        name: 'Dịch vụ',
        color: 'gray',
        items: ['Dịch vụ đo huyết áp', 'Dịch vụ đo đường huyết mao mạch', 'Dịch vụ đo SpO2 và nhiệt độ'],
      },
    ],
  },
];

const STORE_ADDRESS = '25 Phạm Ngọc Thạch, Phường Kim Liên, Quận Đống Đa, Hà Nội';

export const store: DemoStore = {
  store: {
    name: 'Nhà thuốc Demo',
    address: STORE_ADDRESS,
    phone: '02438526688',
    email: 'lienhe@demo.pharmatill.vn',
    tax_code: '0109876557',
    gpp_certificate_number: '3186/GPP-SYT',
    pharmacist_name: 'DS. Nguyễn Thị Thanh Hương',
    business_licence_number: '01-4215/ĐKKDD-HNO',
    pharmacist_certificate_number: '012874/HNO-CCHND',
    national_facility_code: 'HNI.NT.004215',
  },
  general: {
    expiry_warning_days: 90,
    low_stock_threshold: 10,
    fefo_enabled: true,
    allow_negative_stock: false,
    cash_rounding: 0,
    vietqr_bank_bin: '970436',
    vietqr_account_number: '1023456789',
    vietqr_account_name: 'NHA THUOC DEMO',
  },
  einvoice: {
    provider: 'vnpt',
    enabled: false,
    template_code: '1',
    series: 'C26TAA',
    seller_name: 'Nhà thuốc Demo',
    seller_tax_code: '0109876557',
    seller_address: STORE_ADDRESS,
    seller_phone: '02438526688',
    seller_email: 'lienhe@demo.pharmatill.vn',
  },
};
