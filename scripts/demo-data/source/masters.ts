// Master data of the demo shop: categories, tags, units, taxes, specializations, customer groups.
import type { DemoCategory, DemoCustomerGroup, DemoSpecialization, DemoTag, DemoTax, DemoUom } from '../types';

const cat = (code: string, name: string, parent: string | null, sort_order: number): DemoCategory => ({
  code,
  name,
  parent,
  sort_order,
});

export const categories: DemoCategory[] = [
  cat('thuoc-ke-don', 'Thuốc kê đơn', null, 1),
  cat('khang-sinh', 'Kháng sinh – kháng nấm – kháng virus', 'thuoc-ke-don', 1),
  cat('tim-mach', 'Tim mạch – huyết áp – mỡ máu', 'thuoc-ke-don', 2),
  cat('tieu-duong', 'Tiểu đường – nội tiết', 'thuoc-ke-don', 3),
  cat('tieu-hoa-ke-don', 'Dạ dày – tiêu hóa (kê đơn)', 'thuoc-ke-don', 4),
  cat('xuong-khop', 'Cơ xương khớp – chống viêm', 'thuoc-ke-don', 5),
  cat('than-kinh', 'Thần kinh – tâm thần', 'thuoc-ke-don', 6),
  cat('ho-hap-ke-don', 'Hô hấp – hen – dị ứng (kê đơn)', 'thuoc-ke-don', 7),
  cat('ke-don-khac', 'Thuốc kê đơn khác', 'thuoc-ke-don', 8),
  cat('thuoc-khong-ke-don', 'Thuốc không kê đơn', null, 2),
  cat('giam-dau-ha-sot', 'Giảm đau – hạ sốt', 'thuoc-khong-ke-don', 1),
  cat('ho-cam-cum', 'Ho – cảm cúm – dị ứng', 'thuoc-khong-ke-don', 2),
  cat('tieu-hoa', 'Dạ dày – tiêu hóa', 'thuoc-khong-ke-don', 3),
  cat('vitamin-khoang-chat', 'Vitamin – khoáng chất', 'thuoc-khong-ke-don', 4),
  cat('da-lieu', 'Da liễu – sát khuẩn', 'thuoc-khong-ke-don', 5),
  cat('mat-tai-mui', 'Mắt – tai – mũi – họng', 'thuoc-khong-ke-don', 6),
  cat('dong-duoc', 'Thuốc dược liệu – đông dược', 'thuoc-khong-ke-don', 7),
  cat('khong-ke-don-khac', 'Thuốc không kê đơn khác', 'thuoc-khong-ke-don', 8),
  cat('thuc-pham-chuc-nang', 'Thực phẩm bảo vệ sức khỏe', null, 3),
  cat('tpcn-bo-sung', 'Vitamin – khoáng chất tổng hợp', 'thuc-pham-chuc-nang', 1),
  cat('tpcn-me-be', 'Mẹ và bé', 'thuc-pham-chuc-nang', 2),
  cat('tpcn-xuong-khop-nao', 'Xương khớp – bổ não – tim mạch', 'thuc-pham-chuc-nang', 3),
  cat('tpcn-tieu-hoa', 'Tiêu hóa – men vi sinh', 'thuc-pham-chuc-nang', 4),
  cat('tpcn-dinh-duong', 'Sữa và dinh dưỡng', 'thuc-pham-chuc-nang', 5),
  cat('thiet-bi-y-te', 'Thiết bị – vật tư y tế', null, 4),
  cat('may-do', 'Máy đo huyết áp – đường huyết – nhiệt kế', 'thiet-bi-y-te', 1),
  cat('vat-tu-y-te', 'Bông băng – khẩu trang – vật tư', 'thiet-bi-y-te', 2),
  cat('que-thu', 'Que thử – test nhanh', 'thiet-bi-y-te', 3),
  cat('my-pham', 'Dược mỹ phẩm – chăm sóc cá nhân', null, 5),
  cat('cham-soc-da', 'Chăm sóc da mặt – chống nắng', 'my-pham', 1),
  cat('cham-soc-co-the', 'Chăm sóc cơ thể – vệ sinh', 'my-pham', 2),
  cat('rang-mieng', 'Chăm sóc răng miệng', 'my-pham', 3),
  cat('dich-vu', 'Dịch vụ', null, 6),
];

const tag = (code: string, name: string, color: string): DemoTag => ({ code, name, color });

export const tags: DemoTag[] = [
  tag('ban-chay', 'Bán chạy', 'red'),
  tag('hang-moi', 'Hàng mới', 'green'),
  tag('khuyen-mai', 'Khuyến mãi', 'orange'),
  tag('tre-em', 'Trẻ em', 'pink'),
  tag('ba-bau', 'Phụ nữ có thai', 'purple'),
  tag('nguoi-cao-tuoi', 'Người cao tuổi', 'teal'),
  tag('nhap-khau', 'Hàng nhập khẩu', 'blue'),
  tag('bao-quan-lanh', 'Bảo quản lạnh', 'cyan'),
  tag('benh-man-tinh', 'Bệnh mạn tính', 'yellow'),
  tag('biet-duoc', 'Biệt dược gốc', 'gray'),
  tag('thuoc-nam', 'Dược liệu Việt', 'green'),
];

const uom = (code: string, name: string): DemoUom => ({ code, name });

export const uoms: DemoUom[] = [
  uom('vien', 'Viên'),
  uom('vi', 'Vỉ'),
  uom('hop', 'Hộp'),
  uom('chai', 'Chai'),
  uom('lo', 'Lọ'),
  uom('tuyp', 'Tuýp'),
  uom('goi', 'Gói'),
  uom('ong', 'Ống'),
  uom('cai', 'Cái'),
  uom('chiec', 'Chiếc'),
  uom('mieng', 'Miếng'),
  uom('que', 'Que'),
  uom('cuon', 'Cuộn'),
  uom('but', 'Bút'),
  uom('binh', 'Bình'),
  uom('lon', 'Lon'),
  uom('tui', 'Túi'),
  uom('may', 'Máy'),
  uom('lan', 'Lần'),
];

export const taxes: DemoTax[] = [
  { code: 'KCT', name: 'Không chịu thuế', rate: 0, included_in_price: true, vat_category: 'kct' },
  { code: 'VAT5', name: 'VAT 5%', rate: 5, included_in_price: true },
  { code: 'VAT8', name: 'VAT 8%', rate: 8, included_in_price: true },
  { code: 'VAT10', name: 'VAT 10%', rate: 10, included_in_price: true },
];

export const specializations: DemoSpecialization[] = [
  ['noi-tong-quat', 'Nội tổng quát'],
  ['nhi', 'Nhi khoa'],
  ['tim-mach', 'Tim mạch'],
  ['noi-tiet', 'Nội tiết – Đái tháo đường'],
  ['tai-mui-hong', 'Tai Mũi Họng'],
  ['da-lieu', 'Da liễu'],
  ['san-phu-khoa', 'Sản phụ khoa'],
  ['rang-ham-mat', 'Răng Hàm Mặt'],
  ['mat', 'Mắt'],
  ['co-xuong-khop', 'Cơ xương khớp'],
  ['tieu-hoa', 'Tiêu hóa – Gan mật'],
  ['ho-hap', 'Hô hấp'],
  ['than-kinh', 'Thần kinh'],
  ['y-hoc-co-truyen', 'Y học cổ truyền'],
].map(([code, name]) => ({ code: code!, name: name! }));

export const customerGroups: DemoCustomerGroup[] = [
  { code: 'le', name: 'Khách lẻ', discount_percent: 0, note: null },
  { code: 'than-thiet', name: 'Khách thân thiết', discount_percent: 3, note: 'Mua từ 5 lần hoặc 2.000.000 ₫ trở lên' },
  { code: 'vip', name: 'Khách VIP', discount_percent: 5, note: 'Tổng mua từ 10.000.000 ₫ trở lên' },
  {
    code: 'man-tinh',
    name: 'Bệnh nhân mạn tính',
    discount_percent: 2,
    note: 'Tăng huyết áp, đái tháo đường… mua thuốc hằng tháng',
  },
  {
    code: 'phong-kham',
    name: 'Phòng khám đối tác',
    discount_percent: 8,
    note: 'Mua theo đơn hàng, xuất hóa đơn công ty',
  },
];
