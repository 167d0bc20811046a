// Prescription drugs, part 2: diabetes and endocrine, digestive, joints, nerves, airways, others.
import { blister, bottleOf, boxOf, group, single } from './spec';

const COLD = 'Bảo quản lạnh 2–8°C, không để đông đá. Bút đang dùng giữ dưới 30°C, tối đa 28 ngày.';

export const diabetesEndocrine = group({ rx: true, c: 'tieu-duong', kind: 'drug', t: ['benh-man-tinh'] }, [
  { n: 'Metformin 850mg Stella', ai: 'Metformin hydroclorid', s: '850mg', f: 'Viên nén bao phim', pack: blister(5, 10), p: 750, m: 'stella', t: ['ban-chay'], u: '1 viên x 2 lần/ngày, uống trong hoặc ngay sau bữa ăn sáng và tối.' },
  { n: 'Metformin 500mg Domesco', ai: 'Metformin hydroclorid', s: '500mg', f: 'Viên nén bao phim', pack: blister(10, 10), p: 450, m: 'domesco', u: '1 viên x 2–3 lần/ngày trong bữa ăn.' },
  { n: 'Glucophage 850mg', ai: 'Metformin hydroclorid', s: '850mg', f: 'Viên nén bao phim', pack: blister(5, 20), p: 1700, m: 'merck', co: 'Pháp', t: ['biet-duoc', 'nhap-khau'], u: '1 viên x 2 lần/ngày trong bữa ăn.' },
  { n: 'Gliclazid 30mg MR Stella', ai: 'Gliclazid', s: '30mg', f: 'Viên nén giải phóng có biến đổi', pack: blister(2, 30), p: 1300, m: 'stella', u: '1–2 viên/ngày, uống một lần vào bữa ăn sáng.' },
  { n: 'Diamicron MR 30mg', ai: 'Gliclazid', s: '30mg', f: 'Viên nén giải phóng có biến đổi', pack: blister(2, 30), p: 3900, m: 'servier', t: ['biet-duoc', 'nhap-khau'], u: '1–2 viên/ngày vào bữa sáng, nuốt nguyên viên.' },
  { n: 'Gliclazid 80mg DHG', ai: 'Gliclazid', s: '80mg', f: 'Viên nén', pack: blister(10, 10), p: 500, m: 'dhg', u: '1 viên x 2 lần/ngày trước bữa ăn.' },
  { n: 'Amaryl 2mg', ai: 'Glimepirid', s: '2mg', f: 'Viên nén', pack: blister(3, 10), p: 4800, m: 'sanofi', co: 'Ý', t: ['biet-duoc', 'nhap-khau'], u: '1 viên/ngày ngay trước bữa sáng.' },
  { n: 'Glimepirid 2mg Savi', ai: 'Glimepirid', s: '2mg', f: 'Viên nén', pack: blister(3, 10), p: 900, m: 'savi', u: '1 viên/ngày trước bữa sáng.' },
  { n: 'Januvia 100mg', ai: 'Sitagliptin (dưới dạng sitagliptin phosphat)', s: '100mg', f: 'Viên nén bao phim', pack: blister(2, 14), p: 15800, m: 'msd', t: ['biet-duoc', 'nhap-khau'], u: '1 viên/ngày.' },
  { n: 'Galvus Met 50mg/850mg', ai: 'Vildagliptin + Metformin hydroclorid', s: '50mg/850mg', f: 'Viên nén bao phim', pack: blister(6, 10), p: 10200, m: 'novartis', t: ['biet-duoc', 'nhap-khau'], u: '1 viên x 2 lần/ngày trong bữa ăn.' },
  { n: 'Jardiance 10mg', ai: 'Empagliflozin', s: '10mg', f: 'Viên nén bao phim', pack: blister(3, 10), p: 23500, m: 'boehringer', t: ['biet-duoc', 'nhap-khau'], u: '1 viên/ngày vào buổi sáng.' },
  { n: 'Glucobay 50mg', ai: 'Acarbose', s: '50mg', f: 'Viên nén', pack: blister(10, 10), p: 3600, m: 'bayer', t: ['nhap-khau'], u: '1 viên x 3 lần/ngày, nhai cùng miếng ăn đầu tiên.' },
  { n: 'Mixtard 30 FlexPen 100 IU/ml', ai: 'Insulin người (30% hòa tan, 70% isophan)', s: '100 IU/ml x 3ml', f: 'Hỗn dịch tiêm', pack: boxOf(5, 'but', ' x 3ml'), p: 175000, m: 'novo', t: ['bao-quan-lanh', 'nhap-khau'], st: COLD, u: 'Tiêm dưới da 30 phút trước bữa ăn theo liều bác sĩ chỉ định.' },
  { n: 'Lantus SoloStar 100 IU/ml', ai: 'Insulin glargine', s: '100 IU/ml x 3ml', f: 'Dung dịch tiêm', pack: boxOf(5, 'but', ' x 3ml'), p: 285000, m: 'sanofi', co: 'Đức', t: ['bao-quan-lanh', 'nhap-khau', 'biet-duoc'], st: COLD, u: 'Tiêm dưới da 1 lần/ngày vào một giờ cố định.' },
  { n: 'Berlthyrox 100', ai: 'Levothyroxin natri', s: '100mcg', f: 'Viên nén', pack: blister(4, 25), p: 950, m: 'berlin', t: ['nhap-khau'], u: 'Uống 1 lần vào buổi sáng lúc đói, trước ăn sáng 30 phút.' },
  { n: 'Thyrozol 5mg', ai: 'Thiamazol', s: '5mg', f: 'Viên nén bao phim', pack: blister(5, 10), p: 2300, m: 'merck', t: ['nhap-khau'], u: 'Theo chỉ định của bác sĩ nội tiết.' },
]);

export const digestiveRx = group({ rx: true, c: 'tieu-hoa-ke-don', kind: 'drug' }, [
  { n: 'Omeprazol 20mg Domesco', ai: 'Omeprazol (dưới dạng vi hạt bao tan trong ruột)', s: '20mg', f: 'Viên nang cứng', pack: blister(10, 10), p: 550, m: 'domesco', t: ['ban-chay'], u: '1 viên/ngày, uống trước bữa ăn sáng 30 phút.' },
  { n: 'Nexium Mups 40mg', ai: 'Esomeprazol (dưới dạng esomeprazol magnesi trihydrat)', s: '40mg', f: 'Viên nén kháng dịch dạ dày', pack: blister(2, 7), p: 23500, m: 'astrazeneca', t: ['biet-duoc', 'nhap-khau'], u: '1 viên/ngày trước ăn sáng, nuốt nguyên viên.' },
  { n: 'Esomeprazol 20mg Stella', ai: 'Esomeprazol', s: '20mg', f: 'Viên nang cứng chứa vi hạt bao tan trong ruột', pack: blister(2, 14), p: 2200, m: 'stella', u: '1 viên/ngày trước ăn sáng.' },
  { n: 'Pantoloc 40mg', ai: 'Pantoprazol (dưới dạng pantoprazol natri sesquihydrat)', s: '40mg', f: 'Viên nén bao tan trong ruột', pack: blister(1, 14), p: 11200, m: 'novartis', co: 'Đức', t: ['nhap-khau'], u: '1 viên/ngày trước ăn sáng 1 giờ.' },
  { n: 'Rabeprazol 20mg Savi', ai: 'Rabeprazol natri', s: '20mg', f: 'Viên nén bao tan trong ruột', pack: blister(2, 14), p: 3000, m: 'savi', u: '1 viên/ngày buổi sáng.' },
  { n: 'Domperidon 10mg Mekophar', ai: 'Domperidon (dưới dạng domperidon maleat)', s: '10mg', f: 'Viên nén', pack: blister(10, 10), p: 300, m: 'mekophar', u: '1 viên x 3 lần/ngày trước ăn 15–30 phút, dùng tối đa 7 ngày.' },
  { n: 'Ursodeoxycholic acid 300mg', ai: 'Acid ursodeoxycholic', s: '300mg', f: 'Viên nén', pack: blister(3, 10), p: 6500, m: 'pmp', u: 'Theo chỉ định của bác sĩ tiêu hóa.' },
]);

export const jointsInflammation = group({ rx: true, c: 'xuong-khop', kind: 'drug' }, [
  { n: 'Meloxicam 7,5mg Domesco', ai: 'Meloxicam', s: '7,5mg', f: 'Viên nén', pack: blister(10, 10), p: 450, m: 'domesco', u: '1–2 viên/ngày sau ăn.' },
  { n: 'Mobic 7,5mg', ai: 'Meloxicam', s: '7,5mg', f: 'Viên nén', pack: blister(2, 10), p: 7200, m: 'boehringer', co: 'Hy Lạp', t: ['biet-duoc', 'nhap-khau'], u: '1 viên/ngày sau ăn.' },
  { n: 'Celebrex 200mg', ai: 'Celecoxib', s: '200mg', f: 'Viên nang cứng', pack: blister(3, 10), p: 12500, m: 'pfizer', co: 'Mỹ', t: ['biet-duoc', 'nhap-khau'], u: '1 viên x 1–2 lần/ngày sau ăn.' },
  { n: 'Celecoxib 200mg Stella', ai: 'Celecoxib', s: '200mg', f: 'Viên nang cứng', pack: blister(3, 10), p: 1500, m: 'stella', u: '1 viên x 1–2 lần/ngày sau ăn.' },
  { n: 'Arcoxia 90mg', ai: 'Etoricoxib', s: '90mg', f: 'Viên nén bao phim', pack: blister(1, 7), p: 16500, m: 'msd', t: ['biet-duoc', 'nhap-khau'], u: '1 viên/ngày.' },
  { n: 'Diclofenac 50mg Domesco', ai: 'Diclofenac natri', s: '50mg', f: 'Viên nén bao tan trong ruột', pack: blister(10, 10), p: 300, m: 'domesco', u: '1 viên x 2–3 lần/ngày ngay sau ăn.' },
  { n: 'Medrol 16mg', ai: 'Methylprednisolon', s: '16mg', f: 'Viên nén', pack: blister(3, 10), p: 4700, m: 'pfizer', co: 'Ý', t: ['biet-duoc', 'nhap-khau'], u: 'Uống 1 lần vào buổi sáng sau ăn, giảm liều dần theo chỉ định.' },
  { n: 'Methylprednisolon 4mg Pymepharco', ai: 'Methylprednisolon', s: '4mg', f: 'Viên nén', pack: blister(10, 10), p: 600, m: 'pmp', u: 'Uống buổi sáng sau ăn, theo chỉ định.' },
  { n: 'Prednisolon 5mg', ai: 'Prednisolon', s: '5mg', f: 'Viên nén', pack: blister(10, 20), p: 150, m: 'vidipha', u: 'Uống buổi sáng sau ăn, theo chỉ định.' },
  { n: 'Dexamethason 0,5mg', ai: 'Dexamethason', s: '0,5mg', f: 'Viên nén', pack: blister(10, 30), p: 100, m: 'vidipha', u: 'Theo chỉ định của bác sĩ.' },
  { n: 'Allopurinol 300mg Stella', ai: 'Allopurinol', s: '300mg', f: 'Viên nén', pack: blister(3, 10), p: 900, m: 'stella', t: ['benh-man-tinh'], u: '1 viên/ngày sau ăn, uống nhiều nước.' },
  { n: 'Colchicin 1mg', ai: 'Colchicin', s: '1mg', f: 'Viên nén', pack: blister(2, 10), p: 700, m: 'traphaco', u: 'Cơn gút cấp: theo chỉ định, không quá 3 viên/ngày.' },
]);

export const nervesAirwaysOthers = group({ rx: true, kind: 'drug' }, [
  { n: 'Lyrica 75mg', ai: 'Pregabalin', s: '75mg', f: 'Viên nang cứng', pack: blister(4, 14), p: 15500, m: 'pfizer', c: 'than-kinh', t: ['biet-duoc', 'nhap-khau'], u: '1 viên x 2 lần/ngày.' },
  { n: 'Gabapentin 300mg Stella', ai: 'Gabapentin', s: '300mg', f: 'Viên nang cứng', pack: blister(10, 10), p: 1800, m: 'stella', c: 'than-kinh', u: 'Tăng liều dần theo chỉ định.' },
  { n: 'Betaserc 16mg', ai: 'Betahistin dihydroclorid', s: '16mg', f: 'Viên nén', pack: blister(3, 20), p: 3700, m: 'abbott', co: 'Hà Lan', c: 'than-kinh', t: ['nhap-khau'], u: '1 viên x 2–3 lần/ngày trong bữa ăn.' },
  { n: 'Piracetam 800mg Domesco', ai: 'Piracetam', s: '800mg', f: 'Viên nén bao phim', pack: blister(10, 10), p: 650, m: 'domesco', c: 'than-kinh', u: '1 viên x 3 lần/ngày.' },
  { n: 'Seduxen 5mg', ai: 'Diazepam', s: '5mg', f: 'Viên nén', pack: blister(10, 10), p: 900, m: 'gedeon', c: 'than-kinh', sc: 'psychotropic', t: ['nhap-khau'], u: 'Theo đơn. Thuốc hướng thần: ghi sổ người mua, ngày bán, số lượng.' },
  { n: 'Phenobarbital 100mg', ai: 'Phenobarbital', s: '100mg', f: 'Viên nén', pack: blister(10, 10), p: 500, m: 'vidipha', c: 'than-kinh', sc: 'psychotropic', u: 'Theo đơn. Thuốc hướng thần: lưu đơn, ghi sổ theo dõi.' },
  { n: 'Singulair 10mg', ai: 'Montelukast (dưới dạng montelukast natri)', s: '10mg', f: 'Viên nén bao phim', pack: blister(4, 7), p: 14500, m: 'msd', c: 'ho-hap-ke-don', t: ['biet-duoc', 'nhap-khau'], u: '1 viên/ngày vào buổi tối.' },
  { n: 'Montelukast 4mg (gói) Stella', ai: 'Montelukast', s: '4mg', f: 'Cốm uống', pack: boxOf(28, 'goi'), p: 5200, m: 'stella', c: 'ho-hap-ke-don', t: ['tre-em'], u: 'Trẻ 6 tháng–5 tuổi: 1 gói/ngày vào buổi tối.' },
  { n: 'Ventolin Inhaler 100mcg', ai: 'Salbutamol (dưới dạng salbutamol sulfat)', s: '100mcg/liều xịt', f: 'Thuốc phun mù định liều (hít)', pack: single('binh', 'Bình xịt 200 liều'), p: 86000, m: 'gsk', co: 'Tây Ban Nha', c: 'ho-hap-ke-don', t: ['nhap-khau'], u: 'Cắt cơn: xịt 1–2 nhát khi khó thở, không quá 8 nhát/ngày.' },
  { n: 'Seretide Evohaler 25/125mcg', ai: 'Salmeterol + Fluticason propionat', s: '25mcg/125mcg/liều', f: 'Thuốc phun mù định liều (hít)', pack: single('binh', 'Bình xịt 120 liều'), p: 315000, m: 'gsk', co: 'Tây Ban Nha', c: 'ho-hap-ke-don', t: ['biet-duoc', 'nhap-khau', 'benh-man-tinh'], u: 'Hít 2 nhát x 2 lần/ngày, súc miệng sau khi hít.' },
  { n: 'Terpin Codein Hataphar', ai: 'Terpin hydrat + Codein base', s: '100mg/10mg', f: 'Viên nén', pack: blister(10, 10), p: 700, m: 'hataphar', c: 'ho-hap-ke-don', sc: 'narcotic', u: '1 viên x 2–3 lần/ngày. Thuốc phối hợp chứa dược chất gây nghiện: chỉ bán theo đơn, ghi sổ.' },
  { n: 'Clarinase Repetabs', ai: 'Loratadin + Pseudoephedrin sulfat', s: '5mg/120mg', f: 'Viên nén bao tác dụng kéo dài', pack: blister(1, 10), p: 8700, m: 'msd', co: 'Bỉ', c: 'ho-hap-ke-don', sc: 'precursor', t: ['nhap-khau'], u: '1 viên x 2 lần/ngày. Thuốc chứa tiền chất: ghi sổ khi bán.' },
  { n: 'Harnal Ocas 0,4mg', ai: 'Tamsulosin hydroclorid', s: '0,4mg', f: 'Viên nén giải phóng kéo dài', pack: blister(3, 10), p: 11200, m: 'astellas', c: 'ke-don-khac', t: ['nhap-khau', 'nguoi-cao-tuoi'], u: '1 viên/ngày, nuốt nguyên viên.' },
  { n: 'Tobrex 0,3%', ai: 'Tobramycin', s: '0,3% (15mg/5ml)', f: 'Dung dịch nhỏ mắt', pack: single('lo', 'Lọ 5ml'), p: 46000, m: 'alcon', c: 'ke-don-khac', t: ['nhap-khau'], u: 'Nhỏ 1–2 giọt mỗi 4 giờ. Dùng trong 28 ngày sau khi mở nắp.' },
  { n: 'Tobradex', ai: 'Tobramycin + Dexamethason', s: '0,3%/0,1%', f: 'Hỗn dịch nhỏ mắt', pack: single('lo', 'Lọ 5ml'), p: 52000, m: 'alcon', c: 'ke-don-khac', t: ['nhap-khau'], u: 'Lắc kỹ, nhỏ 1–2 giọt mỗi 4–6 giờ.' },
  { n: 'Fucicort cream', ai: 'Acid fusidic + Betamethason valerat', s: '2%/0,1%', f: 'Kem bôi da', pack: single('tuyp', 'Tuýp 15g'), p: 118000, m: 'leo', c: 'ke-don-khac', t: ['nhap-khau'], u: 'Bôi lớp mỏng 2–3 lần/ngày, không quá 2 tuần.' },
  { n: 'Spasmaverine 40mg', ai: 'Alverin citrat', s: '40mg', f: 'Viên nén', pack: bottleOf(100), p: 600, m: 'vidipha', c: 'ke-don-khac', u: '1–2 viên x 2–3 lần/ngày khi đau.' },
]);
