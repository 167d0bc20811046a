// Medical devices and consumables (5% VAT, no drug registration), and the counter's services.
import { boxOf, group, single } from './spec';

const WARRANTY = 'Bảo hành 5 năm, đổi mới trong 12 tháng nếu lỗi nhà sản xuất.';

export const monitors = group({ kind: 'device', c: 'may-do', tr: 'serial', t: ['nguoi-cao-tuoi'] }, [
  { n: 'Máy đo huyết áp bắp tay Omron HEM-7121', pack: single('may', 'Hộp 1 máy, vòng bít 22–32cm, 4 pin AA'), p: 890000, m: 'omron', t: ['ban-chay'], u: 'Ngồi nghỉ 5 phút trước khi đo, quấn vòng bít ngang tim. ' + WARRANTY },
  { n: 'Máy đo huyết áp bắp tay Omron HEM-7156', pack: single('may', 'Hộp 1 máy, vòng bít 22–42cm, bộ đổi nguồn'), p: 1390000, m: 'omron', u: 'Đo 2 lần cách nhau 1 phút, lấy trung bình. ' + WARRANTY },
  { n: 'Máy đo huyết áp cổ tay Omron HEM-6161', pack: single('may', 'Hộp 1 máy, 2 pin AAA'), p: 950000, m: 'omron', u: 'Đặt cổ tay ngang tim khi đo. ' + WARRANTY },
  { n: 'Máy đo huyết áp Microlife B3 Basic', pack: single('may', 'Hộp 1 máy, vòng bít 22–32cm'), p: 790000, m: 'microlife', t: ['nhap-khau'], u: 'Ngồi nghỉ 5 phút trước khi đo. ' + WARRANTY },
  { n: 'Máy đo đường huyết Accu-Chek Instant', pack: single('may', 'Bộ 1 máy, bút lấy máu, 10 kim'), p: 950000, m: 'rochediag', t: ['nhap-khau', 'benh-man-tinh'], u: 'Rửa tay, lấy máu đầu ngón tay, chạm que thử vào giọt máu.' },
  { n: 'Máy đo đường huyết On Call Plus', pack: single('may', 'Bộ 1 máy, bút lấy máu, 10 kim, 10 que'), p: 520000, m: 'acon', t: ['benh-man-tinh'], u: 'Dùng que thử On Call Plus, mã hóa theo lọ que.' },
  { n: 'Máy xông khí dung Omron NE-C28', pack: single('may', 'Hộp 1 máy, mặt nạ người lớn và trẻ em'), p: 1290000, m: 'omron', co: 'Trung Quốc', t: ['tre-em'], u: 'Cho thuốc vào cốc xông theo đơn, xông 10–15 phút. Vệ sinh cốc sau mỗi lần dùng.' },
  { n: 'Nhiệt kế hồng ngoại đo trán Microlife FR1MF1', pack: single('cai', 'Hộp 1 nhiệt kế, 2 pin AAA'), p: 690000, m: 'microlife', t: ['tre-em', 'nhap-khau'], u: 'Đặt cách trán 3–5 cm và bấm nút đo.' },
  { n: 'Máy đo SpO2 kẹp ngón Beurer PO30', pack: single('may', 'Hộp 1 máy, dây đeo, 2 pin AAA'), p: 850000, m: 'beurer', t: ['nhap-khau'], u: 'Kẹp vào đầu ngón tay, giữ yên 10 giây để đọc kết quả.' },
]);

export const consumables = group({ kind: 'device' }, [
  { n: 'Nhiệt kế điện tử Omron MC-246', pack: single('cai', 'Hộp 1 nhiệt kế'), p: 98000, m: 'omron', co: 'Trung Quốc', c: 'may-do', tr: 'basic', t: ['tre-em'], u: 'Kẹp nách hoặc ngậm dưới lưỡi đến khi có tiếng bíp.' },
  { n: 'Nhiệt kế điện tử Microlife MT-550', pack: single('cai', 'Hộp 1 nhiệt kế'), p: 145000, m: 'microlife', c: 'may-do', tr: 'basic', u: 'Đo nách, miệng hoặc hậu môn; kết quả sau 10 giây.' },
  { n: 'Que thử đường huyết Accu-Chek Instant (hộp 50 que)', pack: boxOf(2, 'lo', ' x 25 que'), p: 215000, m: 'rochediag', c: 'que-thu', t: ['nhap-khau', 'benh-man-tinh'], st: 'Bảo quản 4–30°C, đậy nắp lọ ngay sau khi lấy que.', u: 'Dùng với máy Accu-Chek Instant. Bán lẻ theo lọ 25 que.' },
  { n: 'Que thử đường huyết On Call Plus (hộp 25 que)', pack: boxOf(25, 'que'), p: 7600, m: 'acon', c: 'que-thu', t: ['benh-man-tinh'], u: 'Dùng với máy On Call Plus; hết hạn 6 tháng sau khi mở lọ.' },
  { n: 'Kim chích máu Accu-Chek Softclix', pack: boxOf(25, 'cai'), p: 3800, m: 'rochediag', c: 'que-thu', t: ['nhap-khau'], u: 'Dùng một lần, lắp vào bút Softclix.' },
  { n: 'Que thử thai One Step', pack: single('que', 'Túi 1 que'), p: 15000, m: 'acon', c: 'que-thu', u: 'Nhúng que vào nước tiểu buổi sáng 5 giây, đọc kết quả sau 5 phút.' },
  { n: 'Que thử rụng trứng One Step (hộp 10 que)', pack: boxOf(10, 'que'), p: 12000, m: 'acon', c: 'que-thu', u: 'Thử vào cùng một giờ mỗi ngày, từ ngày 10 của chu kỳ.' },
  { n: 'Khẩu trang y tế 4 lớp Danameco', pack: boxOf(50, 'cai'), p: 900, m: 'danameco', c: 'vat-tu-y-te', tr: 'basic', t: ['ban-chay'], u: 'Dùng một lần, mặt màu ra ngoài.' },
  { n: 'Khẩu trang KN95 Danameco', pack: boxOf(10, 'cai'), p: 4500, m: 'danameco', c: 'vat-tu-y-te', tr: 'basic', u: 'Ôm kín mũi miệng, dùng tối đa 8 giờ.' },
  { n: 'Găng tay y tế không bột (hộp 100 cái)', pack: boxOf(100, 'cai'), p: 1200, m: 'danameco', c: 'vat-tu-y-te', tr: 'basic', u: 'Dùng một lần.' },
  { n: 'Băng cá nhân Urgo (hộp 102 miếng)', pack: boxOf(102, 'mieng'), p: 400, m: 'urgo', c: 'vat-tu-y-te', tr: 'basic', t: ['ban-chay'], u: 'Rửa sạch vết thương, dán kín, thay hằng ngày.' },
  { n: 'Băng keo lụa Urgo Syval 2,5cm x 5m', pack: single('cuon', 'Cuộn 2,5cm x 5m'), p: 22000, m: 'urgo', c: 'vat-tu-y-te', tr: 'basic', u: 'Cố định gạc, băng.' },
  { n: 'Băng thun 3 móc Bảo Thạch 7,5cm', pack: single('cuon', 'Cuộn 7,5cm x 4,5m'), p: 18000, m: 'danameco', c: 'vat-tu-y-te', tr: 'basic', u: 'Băng ép cổ chân, cổ tay khi bong gân.' },
  { n: 'Gạc y tế tiệt trùng Danameco 10 x 10cm', pack: boxOf(10, 'goi', ' x 5 miếng'), p: 4000, m: 'danameco', c: 'vat-tu-y-te', u: 'Đắp vết thương, dùng một lần.' },
  { n: 'Bông y tế Bạch Tuyết 100g', pack: single('goi', 'Gói 100g'), p: 28000, m: 'bachtuyet', c: 'vat-tu-y-te', tr: 'basic', u: 'Bông thấm nước, dùng vệ sinh vết thương.' },
  { n: 'Bông tăm Bạch Tuyết (hộp 200 que)', pack: single('hop', 'Hộp 200 que'), p: 16000, m: 'bachtuyet', c: 'vat-tu-y-te', tr: 'basic', u: 'Vệ sinh tai, mũi.' },
  { n: 'Bơm tiêm 5ml Vinahankook (hộp 100 cái)', pack: boxOf(100, 'cai'), p: 1100, m: 'vinahankook', c: 'vat-tu-y-te', u: 'Vô trùng, dùng một lần.' },
  { n: 'Bơm tiêm insulin 1ml Vinahankook', pack: boxOf(100, 'cai'), p: 2500, m: 'vinahankook', c: 'vat-tu-y-te', t: ['benh-man-tinh'], u: 'Vô trùng, dùng một lần; dùng cho insulin 100 IU/ml.' },
  { n: 'Túi chườm nóng lạnh đa năng', pack: single('cai', 'Túi 1 cái'), p: 45000, m: 'danameco', c: 'vat-tu-y-te', tr: 'basic', u: 'Chườm lạnh khi sưng; chườm ấm khi đau cơ.' },
  { n: 'Bao cao su Durex Invisible (hộp 3 cái)', pack: single('hop', 'Hộp 3 cái'), p: 65000, m: 'reckitt', co: 'Thái Lan', c: 'vat-tu-y-te', t: ['nhap-khau'], u: 'Dùng một lần. Kiểm tra hạn dùng trước khi dùng.' },
]);

export const services = group({ kind: 'service', c: 'dich-vu', tr: 'none' }, [
  { n: 'Dịch vụ đo huyết áp', pack: single('lan', 'Lần'), p: 10000, u: 'Đo tại quầy, ghi kết quả vào sổ theo dõi của khách.' },
  { n: 'Dịch vụ đo đường huyết mao mạch', pack: single('lan', 'Lần'), p: 30000, u: 'Khách nhịn ăn 8 giờ khi đo đường huyết lúc đói.' },
  { n: 'Dịch vụ đo SpO2 và nhiệt độ', pack: single('lan', 'Lần'), p: 10000, u: 'Đo tại quầy.' },
]);
