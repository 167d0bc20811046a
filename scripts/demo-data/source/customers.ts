// Customers of the demo shop (fictional people), written as compact rows.
import { digits } from '../prng';
import type { DemoCustomer } from '../types';

type Place = [ward: string, district: string, province: string];
const HN = (ward: string, district: string): Place => [ward, district, 'Hà Nội'];
const SG = (ward: string, district: string): Place => [ward, district, 'TP. Hồ Chí Minh'];
const DN = (ward: string, district: string): Place => [ward, district, 'Đà Nẵng'];

type Row = [name: string, gender: 'm' | 'f', dob: string | null, phone: string | null, street: string, place: Place, group: string, allergies?: string | null, note?: string | null];

const rows: Row[] = [
  ['Nguyễn Thị Lan', 'f', '1968-03-14', '0912345678', '15 ngõ 102 Trường Chinh', HN('Phường Phương Mai', 'Quận Đống Đa'), 'man-tinh', null, 'Tăng huyết áp, mua Amlodipin hằng tháng'],
  ['Trần Văn Hùng', 'm', '1955-11-02', '0903214567', '27 Phạm Ngọc Thạch', HN('Phường Kim Liên', 'Quận Đống Đa'), 'man-tinh', 'Dị ứng Penicillin', 'Đái tháo đường type 2'],
  ['Lê Minh Tuấn', 'm', '1990-07-21', '0987654321', '8 Trần Duy Hưng', HN('Phường Trung Hòa', 'Quận Cầu Giấy'), 'than-thiet'],
  ['Phạm Thu Hà', 'f', '1993-01-09', '0368123456', '112 Xuân Thủy', HN('Phường Dịch Vọng Hậu', 'Quận Cầu Giấy'), 'than-thiet', null, 'Có con nhỏ 3 tuổi'],
  ['Hoàng Văn Nam', 'm', '1978-05-30', '0945678123', '45 Kim Mã', HN('Phường Kim Mã', 'Quận Ba Đình'), 'le'],
  ['Vũ Thị Hương', 'f', '1985-09-17', '0976112233', '19 Láng Hạ', HN('Phường Láng Hạ', 'Quận Đống Đa'), 'vip', 'Dị ứng Aspirin và NSAID'],
  ['Đặng Quốc Bảo', 'm', '2001-12-05', '0388456789', '220 Nguyễn Trãi', HN('Phường Thanh Xuân Trung', 'Quận Thanh Xuân'), 'le'],
  ['Bùi Thị Mai', 'f', '1972-04-26', '0915667788', '6 Hàng Bạc', HN('Phường Hàng Bạc', 'Quận Hoàn Kiếm'), 'vip'],
  ['Đỗ Văn Thắng', 'm', '1960-08-08', '0904556677', '34 Bạch Mai', HN('Phường Bạch Mai', 'Quận Hai Bà Trưng'), 'man-tinh', null, 'Gút, mỡ máu cao'],
  ['Ngô Thị Thanh Tâm', 'f', '1998-02-14', '0356789012', '71 Khương Trung', HN('Phường Khương Mai', 'Quận Thanh Xuân'), 'le'],
  ['Dương Văn Phúc', 'm', '1982-10-11', '0867123987', '9 ngõ 40 Tạ Quang Bửu', HN('Phường Bách Khoa', 'Quận Hai Bà Trưng'), 'than-thiet'],
  ['Lý Thị Ngọc Ánh', 'f', '1995-06-03', '0832456123', '58 Định Công', HN('Phường Định Công', 'Quận Hoàng Mai'), 'le', 'Dị ứng hải sản'],
  ['Trịnh Đình Khoa', 'm', '1949-01-20', '0913998877', '3 Ngọc Hà', HN('Phường Ngọc Hà', 'Quận Ba Đình'), 'man-tinh', null, 'Suy tim, dùng Digoxin'],
  ['Phan Thị Hồng', 'f', '1964-12-29', '0983221144', '120 Nguyễn Văn Cừ', HN('Phường Bồ Đề', 'Quận Long Biên'), 'man-tinh', 'Dị ứng Sulfamid'],
  ['Mai Xuân Trường', 'm', '1987-03-03', '0396554433', '16 Trần Thái Tông', HN('Phường Dịch Vọng', 'Quận Cầu Giấy'), 'le'],
  ['Cao Thị Yến', 'f', '1991-11-15', '0862778899', '25 Lạc Long Quân', HN('Phường Xuân La', 'Quận Tây Hồ'), 'than-thiet', null, 'Đang mang thai tháng thứ 5'],
  ['Tạ Minh Đức', 'm', '1975-07-07', '0918223344', '88 Lê Đức Thọ', HN('Phường Mỹ Đình 2', 'Quận Nam Từ Liêm'), 'le'],
  ['Hồ Thị Bích Ngọc', 'f', '1980-05-19', '0979345612', '14 Quang Trung', HN('Phường Quang Trung', 'Quận Hà Đông'), 'vip'],
  ['Lương Văn Tài', 'm', '1958-09-09', '0347889900', '41 Giải Phóng', HN('Phường Đồng Tâm', 'Quận Hai Bà Trưng'), 'man-tinh', null, 'Đái tháo đường, tiêm insulin'],
  ['Kiều Thị Thu Trang', 'f', '2003-04-01', '0852334455', '7 ngõ 165 Cầu Giấy', HN('Phường Quan Hoa', 'Quận Cầu Giấy'), 'le'],
  ['Nguyễn Văn An', 'm', '2019-08-12', null, '15 ngõ 102 Trường Chinh', HN('Phường Phương Mai', 'Quận Đống Đa'), 'le', null, 'Cháu bà Nguyễn Thị Lan'],
  ['Đinh Thị Kim Oanh', 'f', '1970-02-22', '0912887766', '52 Tôn Đức Thắng', HN('Phường Quốc Tử Giám', 'Quận Đống Đa'), 'than-thiet'],
  ['Vương Quang Huy', 'm', '1984-06-18', '0988776655', '19 Hoàng Quốc Việt', HN('Phường Nghĩa Đô', 'Quận Cầu Giấy'), 'le', 'Dị ứng Cephalosporin'],
  ['Chu Thị Phương', 'f', '1962-10-30', '0934556611', '63 Thái Hà', HN('Phường Trung Liệt', 'Quận Đống Đa'), 'man-tinh'],
  ['Nghiêm Văn Lộc', 'm', '1953-03-27', '0904112299', '11 Hào Nam', HN('Phường Ô Chợ Dừa', 'Quận Đống Đa'), 'vip', null, 'Giao thuốc tận nhà'],
  ['Trương Thị Lệ', 'f', '1989-01-25', '0375667788', '90 Tây Sơn', HN('Phường Quang Trung', 'Quận Đống Đa'), 'le'],
  ['Nguyễn Hoàng Long', 'm', '1996-09-02', '0819223366', '28 Nguyễn Chí Thanh', HN('Phường Láng Thượng', 'Quận Đống Đa'), 'le'],
  ['Phùng Thị Hạnh', 'f', '1977-12-12', '0961445577', '5 Chùa Bộc', HN('Phường Quang Trung', 'Quận Đống Đa'), 'than-thiet', 'Dị ứng Paracetamol liều cao (phát ban)'],
  ['Trần Thị Thu Thủy', 'f', '1983-08-20', '0908123456', '142 Lê Thánh Tôn', SG('Phường Bến Thành', 'Quận 1'), 'vip'],
  ['Nguyễn Văn Sơn', 'm', '1966-04-04', '0938765432', '25 Nguyễn Đình Chiểu', SG('Phường Đa Kao', 'Quận 1'), 'man-tinh', null, 'Tăng huyết áp, rối loạn mỡ máu'],
  ['Lê Thị Kim Chi', 'f', '1992-07-13', '0933221100', '301 Võ Văn Tần', SG('Phường 5', 'Quận 3'), 'le'],
  ['Huỳnh Văn Lợi', 'm', '1974-11-23', '0909887766', '18 Cách Mạng Tháng Tám', SG('Phường Võ Thị Sáu', 'Quận 3'), 'than-thiet'],
  ['Phạm Ngọc Thảo', 'f', '1988-03-08', '0372112233', '77 Sư Vạn Hạnh', SG('Phường 12', 'Quận 10'), 'le', 'Dị ứng Ibuprofen'],
  ['Võ Minh Khang', 'm', '2000-10-10', '0869887711', '56 Cộng Hòa', SG('Phường 4', 'Quận Tân Bình'), 'le'],
  ['Đoàn Thị Mỹ Duyên', 'f', '1994-05-05', '0837334455', '12 Phan Xích Long', SG('Phường 2', 'Quận Phú Nhuận'), 'than-thiet'],
  ['Trần Quốc Việt', 'm', '1959-02-17', '0913557799', '440 Điện Biên Phủ', SG('Phường 17', 'Quận Bình Thạnh'), 'man-tinh', null, 'Đái tháo đường type 2'],
  ['Nguyễn Thị Bích Vân', 'f', '1971-08-29', '0918665544', '9 Nguyễn Văn Linh', SG('Phường Tân Phong', 'Quận 7'), 'vip'],
  ['Lâm Gia Hào', 'm', '1986-12-01', '0905223311', '102 Trần Hưng Đạo', SG('Phường 7', 'Quận 5'), 'le'],
  ['Trịnh Thị Ngọc Hân', 'f', '1997-06-21', '0347556688', '35 Quang Trung', SG('Phường 10', 'Quận Gò Vấp'), 'le'],
  ['Phan Thanh Bình', 'm', '1965-09-14', '0989001122', '27 Thảo Điền', SG('Phường Thảo Điền', 'TP. Thủ Đức'), 'than-thiet', 'Dị ứng Penicillin'],
  ['Đặng Thị Tuyết Nhung', 'f', '1979-01-31', '0937112244', '64 Kha Vạn Cân', SG('Phường Hiệp Bình Chánh', 'TP. Thủ Đức'), 'le'],
  ['Lê Hoàng Phúc', 'm', '2016-03-22', '0937112245', '64 Kha Vạn Cân', SG('Phường Hiệp Bình Chánh', 'TP. Thủ Đức'), 'le', null, 'Con chị Đặng Thị Tuyết Nhung'],
  ['Bùi Văn Toàn', 'm', '1981-07-16', '0903778899', '210 Nguyễn Thị Minh Khai', SG('Phường Võ Thị Sáu', 'Quận 3'), 'le'],
  ['Hà Thị Diễm My', 'f', '1999-11-08', '0388991122', '18 Hai Bà Trưng', SG('Phường Tân Định', 'Quận 1'), 'le'],
  ['Nguyễn Đức Thịnh', 'm', '1973-05-25', '0356112299', '71 Lê Văn Sỹ', SG('Phường 13', 'Quận Phú Nhuận'), 'man-tinh', null, 'Hen phế quản'],
  ['Tô Thị Lan Anh', 'f', '1990-09-19', '0866554433', '250 Nguyễn Xí', SG('Phường 13', 'Quận Bình Thạnh'), 'than-thiet'],
  ['Phạm Văn Dũng', 'm', '1957-06-06', '0905443322', '36 Bạch Đằng', DN('Phường Thạch Thang', 'Quận Hải Châu'), 'man-tinh', null, 'Tăng huyết áp'],
  ['Nguyễn Thị Thu Hiền', 'f', '1986-02-02', '0935667788', '120 Núi Thành', DN('Phường Hòa Cường Bắc', 'Quận Hải Châu'), 'than-thiet'],
  ['Trần Văn Quang', 'm', '1994-12-24', '0976998877', '45 Ngô Quyền', DN('Phường An Hải Bắc', 'Quận Sơn Trà'), 'le'],
  ['Lê Thị Hoa', 'f', '1968-10-15', '0914332211', '88 Lê Văn Hiến', DN('Phường Khuê Mỹ', 'Quận Ngũ Hành Sơn'), 'vip', 'Dị ứng Cotrimoxazol'],
  ['Võ Thanh Hải', 'm', '1982-04-09', '0393223344', '17 Nguyễn Lương Bằng', DN('Phường Hòa Khánh Bắc', 'Quận Liên Chiểu'), 'le'],
  ['Huỳnh Thị Mỹ Linh', 'f', '2002-08-30', '0848776655', '9 Hà Huy Tập', DN('Phường Thanh Khê Đông', 'Quận Thanh Khê'), 'le'],
  ['Đỗ Quang Vinh', 'm', '1976-01-13', '0988334455', '152 Cách Mạng Tháng Tám', DN('Phường Khuê Trung', 'Quận Cẩm Lệ'), 'than-thiet'],
  ['Ngô Văn Tư', 'm', '1945-05-01', null, '23 Trần Phú', DN('Phường Hải Châu 1', 'Quận Hải Châu'), 'man-tinh', null, 'Cao tuổi, con gái mua thuốc hộ'],
  ['Nguyễn Thị Hải Yến', 'f', '1988-07-27', '0916443355', '66 Hoàng Hoa Thám', HN('Phường Thụy Khuê', 'Quận Tây Hồ'), 'le'],
  ['Lê Văn Minh', 'm', '1969-11-11', '0963778844', '4 Nguyễn Khuyến', HN('Phường Văn Miếu', 'Quận Đống Đa'), 'man-tinh', 'Dị ứng Metamizol'],
  ['Hoàng Thị Thanh Xuân', 'f', '1991-03-16', '0825336699', '101 Hồ Tùng Mậu', HN('Phường Mai Dịch', 'Quận Cầu Giấy'), 'le'],
  ['Phạm Minh Châu', 'f', '1956-12-03', '0917221133', '39 Văn Cao', HN('Phường Liễu Giai', 'Quận Ba Đình'), 'vip', null, 'Loãng xương'],
  ['Trần Đức Anh', 'm', '2008-09-09', '0399115577', '72 Kim Ngưu', HN('Phường Thanh Lương', 'Quận Hai Bà Trưng'), 'le'],
  ['Nguyễn Thanh Tùng', 'm', '1985-02-28', '0936228844', '17 Đội Cấn', HN('Phường Đội Cấn', 'Quận Ba Đình'), 'le'],
  ['Vũ Ngọc Diệp', 'f', '1993-10-04', '0868339955', '33 Hoàng Cầu', HN('Phường Ô Chợ Dừa', 'Quận Đống Đa'), 'than-thiet', null, 'Con 8 tháng tuổi'],
];

export const customers: DemoCustomer[] = [
  ...rows.map(([name, gender, dob, phone, street, [ward, district, province], group, allergies, note], i): DemoCustomer => ({
    code: `KH${digits(i + 1, 6)}`,
    full_name: name,
    phone,
    gender: gender === 'm' ? 'male' : 'female',
    date_of_birth: dob,
    email: null,
    street,
    ward,
    district,
    province,
    customer_group: group,
    company_name: null,
    tax_code: null,
    allergies: allergies ?? null,
    note: note ?? null,
  })),
];

/** Partner clinics buy with a company invoice. */
export const companyCustomers: DemoCustomer[] = [
  { full_name: 'Nguyễn Văn Tiến', company_name: 'Phòng khám Đa khoa Tâm Đức', tax_code: '0109283746', phone: '02435121888', email: 'ketoan@pktamduc.vn', street: '210 Khâm Thiên', ward: 'Phường Thổ Quan', district: 'Quận Đống Đa' },
  { full_name: 'Lê Thị Hằng', company_name: 'Phòng khám Nhi Ánh Dương', tax_code: '0108736521', phone: '02437956677', email: 'anhduong.clinic@gmail.com', street: '14 Trần Quốc Hoàn', ward: 'Phường Dịch Vọng Hậu', district: 'Quận Cầu Giấy' },
].map((row, i) => ({
  ...row,
  code: `KH${digits(rows.length + i + 1, 6)}`,
  gender: i === 0 ? 'male' : 'female',
  date_of_birth: null,
  province: 'Hà Nội',
  customer_group: 'phong-kham',
  allergies: null,
  note: 'Xuất hóa đơn công ty',
}));
