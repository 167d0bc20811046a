// Prescribing doctors the demo shop sees on prescriptions (fictional people, real-sounding workplaces).
import { digits } from '../prng';
import type { DemoDoctor } from '../types';

type Row = [name: string, specialization: string, workplace: string, certificate: string, phone: string | null, address: string | null];

const rows: Row[] = [
  ['Nguyễn Văn Hòa', 'tim-mach', 'Bệnh viện Bạch Mai', '002731/BYT-CCHN', '0912003456', '78 Giải Phóng, Phương Mai, Đống Đa, Hà Nội'],
  ['Trần Thị Minh Nguyệt', 'nhi', 'Bệnh viện Nhi Trung ương', '004518/BYT-CCHN', '0903118822', '18/879 La Thành, Láng Thượng, Đống Đa, Hà Nội'],
  ['Lê Quang Vinh', 'noi-tiet', 'Bệnh viện Nội tiết Trung ương', '001962/BYT-CCHN', '0983447711', 'Ngõ 215 Ngọc Hồi, Thanh Trì, Hà Nội'],
  ['Phạm Thị Thu Hằng', 'tai-mui-hong', 'Bệnh viện Tai Mũi Họng Trung ương', '003377/BYT-CCHN', '0915662200', '78 Giải Phóng, Phương Mai, Đống Đa, Hà Nội'],
  ['Hoàng Đức Thành', 'noi-tong-quat', 'Phòng khám Đa khoa Tâm Đức', '018246/HNO-CCHN', '0978556633', '210 Khâm Thiên, Thổ Quan, Đống Đa, Hà Nội'],
  ['Vũ Thị Lan Phương', 'san-phu-khoa', 'Bệnh viện Phụ sản Hà Nội', '021559/HNO-CCHN', '0936771188', '929 La Thành, Ngọc Khánh, Ba Đình, Hà Nội'],
  ['Đỗ Mạnh Cường', 'co-xuong-khop', 'Bệnh viện Hữu nghị Việt Đức', '005821/BYT-CCHN', '0904992211', '40 Tràng Thi, Hàng Bông, Hoàn Kiếm, Hà Nội'],
  ['Ngô Thị Bích Thủy', 'da-lieu', 'Bệnh viện Da liễu Trung ương', '006104/BYT-CCHN', '0944338877', '15A Phương Mai, Đống Đa, Hà Nội'],
  ['Bùi Văn Kiên', 'tieu-hoa', 'Bệnh viện E', '007265/BYT-CCHN', '0962114455', '89 Trần Cung, Nghĩa Tân, Cầu Giấy, Hà Nội'],
  ['Đặng Thị Hồng Nhung', 'nhi', 'Phòng khám Nhi Ánh Dương', '027813/HNO-GPHN', '0988663322', '14 Trần Quốc Hoàn, Dịch Vọng Hậu, Cầu Giấy, Hà Nội'],
  ['Trịnh Xuân Hiếu', 'ho-hap', 'Bệnh viện Phổi Trung ương', '008437/BYT-CCHN', '0913775544', '463 Hoàng Hoa Thám, Vĩnh Phúc, Ba Đình, Hà Nội'],
  ['Lương Thị Thanh Mai', 'than-kinh', 'Bệnh viện Đa khoa Xanh Pôn', '015902/HNO-CCHN', '0917446622', '12 Chu Văn An, Điện Biên, Ba Đình, Hà Nội'],
  ['Phan Minh Trí', 'tim-mach', 'Bệnh viện Chợ Rẫy', '009316/HCM-CCHN', '0908552211', '201B Nguyễn Chí Thanh, Phường 12, Quận 5, TP. Hồ Chí Minh'],
  ['Huỳnh Ngọc Quỳnh', 'nhi', 'Bệnh viện Nhi Đồng 1', '011742/HCM-CCHN', '0909664433', '341 Sư Vạn Hạnh, Phường 10, Quận 10, TP. Hồ Chí Minh'],
  ['Võ Văn Lâm', 'noi-tiet', 'Bệnh viện Đại học Y Dược TP. HCM', '003318/HCM-GPHN', '0937885522', '215 Hồng Bàng, Phường 11, Quận 5, TP. Hồ Chí Minh'],
  ['Nguyễn Thị Diệu Hiền', 'mat', 'Bệnh viện Mắt TP. Hồ Chí Minh', '012659/HCM-CCHN', '0938221199', '280 Điện Biên Phủ, Võ Thị Sáu, Quận 3, TP. Hồ Chí Minh'],
  ['Trần Công Danh', 'noi-tong-quat', 'Bệnh viện Đà Nẵng', '002284/ĐNA-CCHN', '0905337788', '124 Hải Phòng, Thạch Thang, Hải Châu, Đà Nẵng'],
  ['Lê Thị Thanh Tâm', 'rang-ham-mat', 'Bệnh viện Răng Hàm Mặt Trung ương Hà Nội', '010573/BYT-CCHN', '0912667733', '40B Tràng Thi, Hàng Bông, Hoàn Kiếm, Hà Nội'],
  ['Hà Văn Thuận', 'y-hoc-co-truyen', 'Bệnh viện Y học cổ truyền Trung ương', '006948/BYT-CCHN', '0983559911', '29 Nguyễn Bỉnh Khiêm, Nguyễn Du, Hai Bà Trưng, Hà Nội'],
];

export const doctors: DemoDoctor[] = rows.map(([name, specialization, workplace, certificate, phone, address], i) => ({
  code: `BS${digits(i + 1, 4)}`,
  name,
  specialization,
  workplace,
  certificate_number: certificate,
  phone,
  address,
}));
