// Over-the-counter drugs, part 2: digestion, vitamins, skin, eyes, herbal medicines, others.
import { blister, bottleOf, boxOf, group, single } from './spec';

export const digestive = group({ c: 'tieu-hoa', kind: 'drug' }, [
  { n: 'Gaviscon (gói 10ml)', ai: 'Natri alginat + Natri bicarbonat + Calci carbonat', s: '500mg/267mg/160mg', f: 'Hỗn dịch uống', pack: boxOf(24, 'goi', ' x 10ml'), p: 6800, m: 'reckitt', t: ['ban-chay', 'nhap-khau'], u: '1–2 gói sau ăn và trước khi ngủ, tối đa 4 lần/ngày.' },
  { n: 'Phosphalugel 20g', ai: 'Nhôm phosphat dạng keo', s: '12,38g/gói', f: 'Hỗn dịch uống', pack: boxOf(26, 'goi', ' x 20g'), p: 4700, m: 'boehringer', co: 'Pháp', t: ['nhap-khau'], u: '1–2 gói x 2–3 lần/ngày khi đau.' },
  { n: 'Yumangel', ai: 'Almagat', s: '1g/15ml', f: 'Hỗn dịch uống', pack: boxOf(20, 'goi', ' x 15ml'), p: 5600, m: 'yuhan', t: ['nhap-khau'], u: '1 gói x 3 lần/ngày, sau ăn 1–2 giờ và trước khi ngủ.' },
  { n: 'Kremil-S', ai: 'Nhôm hydroxyd + Magnesi carbonat + Simethicon + Dicyclomin', s: null, f: 'Viên nén nhai', pack: blister(10, 10), p: 1000, m: 'upi', u: 'Nhai 1–2 viên sau ăn 1–2 giờ.' },
  { n: 'Gastropulgite', ai: 'Attapulgit mormoiron hoạt hóa + Gel nhôm hydroxyd + Magnesi carbonat', s: '2,5g/0,5g', f: 'Thuốc bột pha hỗn dịch uống', pack: boxOf(30, 'goi'), p: 3700, m: 'ipsen', t: ['nhap-khau'], u: '1 gói x 2–3 lần/ngày.' },
  { n: 'Smecta vị cam', ai: 'Diosmectit', s: '3g', f: 'Thuốc bột pha hỗn dịch uống', pack: boxOf(30, 'goi'), p: 3900, m: 'ipsen', t: ['nhap-khau', 'tre-em', 'ban-chay'], u: 'Tiêu chảy cấp: người lớn 3 gói/ngày; trẻ em theo tuổi.' },
  { n: 'Oresol 245', ai: 'Glucose khan + Natri clorid + Natri citrat + Kali clorid', s: '4,22g/gói', f: 'Thuốc bột pha dung dịch uống', pack: boxOf(20, 'goi'), p: 2500, m: 'bidiphar', t: ['tre-em'], u: 'Pha 1 gói với đúng 200ml nước đun sôi để nguội, uống trong ngày.' },
  { n: 'Berberin 100mg Mekophar', ai: 'Berberin clorid', s: '100mg', f: 'Viên nén bao phim', pack: bottleOf(100), p: 200, m: 'mekophar', u: '2–3 viên x 2 lần/ngày.' },
  { n: 'Enterogermina 2 tỷ/5ml', ai: 'Bào tử Bacillus clausii', s: '2 tỷ bào tử/5ml', f: 'Hỗn dịch uống', pack: boxOf(20, 'ong', ' x 5ml'), p: 7800, m: 'sanofi', co: 'Ý', t: ['nhap-khau', 'tre-em', 'ban-chay'], u: 'Người lớn 2–3 ống/ngày; trẻ em 1–2 ống/ngày, uống cách kháng sinh 2 giờ.' },
  { n: 'Bioflora 100mg', ai: 'Saccharomyces boulardii', s: '100mg', f: 'Thuốc bột uống', pack: boxOf(20, 'goi'), p: 8900, m: 'biocodex', t: ['nhap-khau', 'tre-em'], u: '1 gói x 2 lần/ngày.' },
  { n: 'Duphalac (gói 15ml)', ai: 'Lactulose', s: '10g/15ml', f: 'Dung dịch uống', pack: boxOf(20, 'goi', ' x 15ml'), p: 4700, m: 'abbott', co: 'Hà Lan', t: ['nhap-khau'], u: 'Táo bón: 1–3 gói/ngày vào buổi sáng.' },
  { n: 'Forlax 10g', ai: 'Macrogol 4000', s: '10g', f: 'Thuốc bột pha dung dịch uống', pack: boxOf(20, 'goi'), p: 6300, m: 'ipsen', t: ['nhap-khau'], u: '1–2 gói/ngày, uống buổi sáng.' },
  { n: 'Bisacodyl 5mg', ai: 'Bisacodyl', s: '5mg', f: 'Viên nén bao tan trong ruột', pack: blister(10, 10), p: 300, m: 'vidipha', u: '1–2 viên vào buổi tối, không nhai.' },
  { n: 'Loperamid 2mg', ai: 'Loperamid hydroclorid', s: '2mg', f: 'Viên nang cứng', pack: blister(10, 10), p: 250, m: 'domesco', u: 'Khởi đầu 2 viên, sau mỗi lần đi ngoài 1 viên; tối đa 8 viên/ngày. Không dùng cho trẻ dưới 6 tuổi.' },
  { n: 'No-Spa 40mg', ai: 'Drotaverin hydroclorid', s: '40mg', f: 'Viên nén', pack: blister(2, 10), p: 1300, m: 'sanofi', co: 'Hungary', t: ['nhap-khau'], u: '1–2 viên x 2–3 lần/ngày khi đau bụng.' },
  { n: 'Buscopan 10mg', ai: 'Hyoscin butylbromid', s: '10mg', f: 'Viên nén bao đường', pack: blister(5, 20), p: 2600, m: 'sanofi', co: 'Tây Ban Nha', t: ['nhap-khau'], u: '1–2 viên x 3–5 lần/ngày.' },
  { n: 'Air-X 80', ai: 'Simethicon', s: '80mg', f: 'Viên nén nhai', pack: blister(10, 10), p: 1100, m: 'upi', u: 'Nhai 1 viên sau ăn và trước khi ngủ.' },
]);

export const vitaminsDrugs = group({ c: 'vitamin-khoang-chat', kind: 'drug' }, [
  { n: 'Vitamin C 500mg DHG', ai: 'Acid ascorbic', s: '500mg', f: 'Viên nén bao phim', pack: bottleOf(100), p: 450, m: 'dhg', u: '1 viên x 1–2 lần/ngày sau ăn.' },
  { n: 'Redoxon Double Action', ai: 'Vitamin C + Kẽm', s: '1000mg/10mg', f: 'Viên nén sủi bọt', pack: bottleOf(10, 'tuyp', ' sủi'), p: 9500, m: 'bayer', co: 'Pháp', t: ['nhap-khau'], u: 'Hòa tan 1 viên trong 200ml nước, uống mỗi ngày.' },
  { n: 'Magne-B6 Corbière', ai: 'Magnesi lactat dihydrat + Pyridoxin', s: '470mg/5mg', f: 'Viên nén bao phim', pack: blister(5, 10), p: 1300, m: 'sanofivn', u: '2 viên x 2–3 lần/ngày trong bữa ăn.' },
  { n: 'Calcium Corbière 10ml', ai: 'Calci glucoheptonat + Vitamin C + Vitamin PP', s: null, f: 'Dung dịch uống', pack: boxOf(30, 'ong', ' x 10ml'), p: 4900, m: 'sanofivn', t: ['tre-em'], u: '1–2 ống/ngày, uống vào buổi sáng.' },
  { n: 'Enervon', ai: 'Vitamin C + Vitamin nhóm B', s: null, f: 'Viên nén bao phim', pack: blister(10, 10), p: 1300, m: 'upi', u: '1 viên/ngày.' },
  { n: 'Pharmaton', ai: 'Cao nhân sâm G115 + vitamin + khoáng chất', s: null, f: 'Viên nang mềm', pack: blister(3, 10), p: 7200, m: 'boehringer', co: 'Thụy Sĩ', t: ['nhap-khau', 'nguoi-cao-tuoi'], u: '1 viên/ngày sau bữa sáng.' },
  { n: 'Vitamin 3B Mekophar', ai: 'Vitamin B1 + B6 + B12', s: '125mg/125mg/125mcg', f: 'Viên nang mềm', pack: blister(10, 10), p: 700, m: 'mekophar', u: '1 viên x 2 lần/ngày.' },
  { n: 'Enat 400', ai: 'Vitamin E thiên nhiên (d-alpha tocopherol)', s: '400 IU', f: 'Viên nang mềm', pack: blister(3, 10), p: 3300, m: 'mega', t: ['nhap-khau'], u: '1 viên/ngày.' },
  { n: 'Aquadetrim Vitamin D3 10ml', ai: 'Cholecalciferol', s: '15.000 IU/ml', f: 'Dung dịch uống', pack: single('lo', 'Lọ 10ml'), p: 98000, m: 'medana', t: ['nhap-khau', 'tre-em'], u: 'Trẻ sơ sinh: 1 giọt (500 IU)/ngày.' },
  { n: 'Ferrovit', ai: 'Sắt fumarat + Acid folic + Vitamin B12', s: '162mg/0,75mg/7,5mcg', f: 'Viên nang mềm', pack: blister(5, 10), p: 2100, m: 'mega', t: ['nhap-khau', 'ba-bau'], u: '1 viên/ngày sau ăn.' },
  { n: 'Obimin', ai: 'Vitamin tổng hợp + Sắt + Acid folic + Calci', s: null, f: 'Viên nén bao phim', pack: blister(3, 10), p: 3600, m: 'upi', t: ['ba-bau'], u: '1 viên/ngày.' },
  { n: 'Vitamin A-D', ai: 'Vitamin A + Vitamin D2', s: '5000 IU/500 IU', f: 'Viên nang mềm', pack: blister(10, 10), p: 400, m: 'vidipha', u: '1 viên/ngày.' },
  { n: 'Zinc 10mg (siro kẽm) 100ml', ai: 'Kẽm gluconat', s: '10mg/5ml', f: 'Siro', pack: single('chai', 'Chai 100ml'), p: 39000, m: 'opc', t: ['tre-em'], u: 'Trẻ em: 5ml/ngày sau ăn.' },
]);

export const skinEyes = group({ c: 'da-lieu', kind: 'drug' }, [
  { n: 'Povidon iod 10% 90ml', ai: 'Povidon iod', s: '10%', f: 'Dung dịch sát khuẩn dùng ngoài', pack: single('chai', 'Chai 90ml'), p: 22000, m: 'pharmedic', u: 'Bôi lên vết thương, vết mổ 1–2 lần/ngày.' },
  { n: 'Cồn 70 độ 60ml', ai: 'Ethanol', s: '70%', f: 'Cồn sát khuẩn dùng ngoài', pack: single('chai', 'Chai 60ml'), p: 7000, m: 'opc', u: 'Sát khuẩn da, dụng cụ. Không bôi lên vết thương hở.' },
  { n: 'Oxy già 3% 60ml', ai: 'Hydrogen peroxid', s: '3%', f: 'Dung dịch dùng ngoài', pack: single('chai', 'Chai 60ml'), p: 5000, m: 'pharmedic', u: 'Rửa vết thương.' },
  { n: 'Bepanthen Ointment 30g', ai: 'Dexpanthenol', s: '5%', f: 'Thuốc mỡ bôi da', pack: single('tuyp', 'Tuýp 30g'), p: 98000, m: 'bayer', t: ['nhap-khau', 'tre-em'], u: 'Bôi sau mỗi lần thay tã hoặc lên vùng da nứt nẻ.' },
  { n: 'Nizoral cream 2% 5g', ai: 'Ketoconazol', s: '2%', f: 'Kem bôi da', pack: single('tuyp', 'Tuýp 5g'), p: 26000, m: 'janssen', t: ['nhap-khau'], u: 'Bôi 1–2 lần/ngày lên vùng da nấm.' },
  { n: 'Acyclovir cream 5% Stella', ai: 'Aciclovir', s: '5%', f: 'Kem bôi da', pack: single('tuyp', 'Tuýp 5g'), p: 18000, m: 'stella', u: 'Bôi 5 lần/ngày, cách 4 giờ, trong 5 ngày.' },
  { n: 'Phenergan cream 10g', ai: 'Promethazin hydroclorid', s: '2%', f: 'Kem bôi da', pack: single('tuyp', 'Tuýp 10g'), p: 16000, m: 'sanofivn', u: 'Bôi vùng da bị côn trùng đốt, ngứa 2–3 lần/ngày.' },
  { n: 'Mỡ Tetracyclin 1% tra mắt', ai: 'Tetracyclin hydroclorid', s: '1%', f: 'Thuốc mỡ tra mắt', pack: single('tuyp', 'Tuýp 5g'), p: 4500, m: 'medipharco', c: 'mat-tai-mui', u: 'Tra 2–3 lần/ngày.' },
  { n: 'V.Rohto 13ml', ai: 'Tetrahydrozolin + Chlorpheniramin + Kali L-aspartat…', s: null, f: 'Dung dịch nhỏ mắt', pack: single('lo', 'Lọ 13ml'), p: 52000, m: 'rohto', c: 'mat-tai-mui', t: ['ban-chay'], u: 'Nhỏ 2–3 giọt x 5–6 lần/ngày.' },
  { n: 'Natri clorid 0,9% nhỏ mắt 10ml', ai: 'Natri clorid', s: '0,9%', f: 'Dung dịch nhỏ mắt', pack: single('lo', 'Lọ 10ml'), p: 3500, m: 'medipharco', c: 'mat-tai-mui', u: 'Nhỏ 1–2 giọt khi mỏi mắt, khô mắt.' },
  { n: 'Systane Ultra 10ml', ai: 'Polyethylen glycol 400 + Propylen glycol', s: '0,4%/0,3%', f: 'Dung dịch nhỏ mắt', pack: single('lo', 'Lọ 10ml'), p: 95000, m: 'alcon', co: 'Mỹ', c: 'mat-tai-mui', kind: 'device', t: ['nhap-khau'], u: 'Nhỏ 1–2 giọt mỗi mắt khi cần.' },
  { n: 'Xisat xịt mũi nước biển sâu 75ml', ai: 'Nước biển sâu tinh khiết', s: null, f: 'Dung dịch xịt mũi', pack: single('chai', 'Chai 75ml'), p: 48000, m: 'savi', c: 'mat-tai-mui', kind: 'device', t: ['tre-em'], u: 'Xịt 1–2 nhát mỗi bên mũi, 2–3 lần/ngày.' },
]);

export const herbalOthers = group({ c: 'dong-duoc', kind: 'herbal', t: ['thuoc-nam'] }, [
  { n: 'Hoạt huyết dưỡng não Traphaco', ai: 'Cao đặc rễ Đinh lăng + Cao khô lá Bạch quả', s: '150mg/5mg', f: 'Viên nén bao đường', pack: blister(5, 20), p: 750, m: 'traphaco', t: ['ban-chay', 'nguoi-cao-tuoi'], u: '2–3 viên x 2–3 lần/ngày.' },
  { n: 'Boganic', ai: 'Cao đặc Actiso + Cao đặc Rau đắng đất + Cao đặc Bìm bìm', s: '85mg/64mg/6,4mg', f: 'Viên nén bao phim', pack: blister(5, 20), p: 950, m: 'traphaco', u: '2 viên x 3 lần/ngày.' },
  { n: 'Ampelop', ai: 'Cao Chè dây', s: '625mg', f: 'Viên nang cứng', pack: blister(3, 10), p: 3000, m: 'traphaco', u: '2 viên x 3 lần/ngày trước ăn 30 phút.' },
  { n: 'Cebraton', ai: 'Cao Đinh lăng + Cao Bạch quả + Cao Đậu tương lên men', s: null, f: 'Viên nang mềm', pack: blister(5, 10), p: 2300, m: 'traphaco', u: '2 viên x 2 lần/ngày.' },
  { n: 'Thông xoang tán Nam Dược', ai: 'Tân di hoa, Cảo bản, Bạch chỉ, Phòng phong, Tế tân…', s: null, f: 'Viên nang cứng', pack: blister(5, 10), p: 2000, m: 'namduoc', u: '2 viên x 3 lần/ngày sau ăn.' },
  { n: 'Ích mẫu Nam Hà', ai: 'Cao Ích mẫu, Hương phụ, Ngải cứu', s: null, f: 'Viên nén bao đường', pack: bottleOf(60), p: 900, m: 'namha', u: '4 viên x 2 lần/ngày, uống trước kỳ kinh 10 ngày.' },
  { n: 'Hoạt huyết Nhất Nhất', ai: 'Đương quy, Ích mẫu, Ngưu tất, Thục địa, Xích thược, Xuyên khung', s: null, f: 'Viên nén bao phim', pack: boxOf(3, 'vi', ' x 10 viên'), p: 42000, m: 'nhatnhat', u: '2 viên x 2 lần/ngày.' },
  { n: 'Kim tiền thảo Bài Thạch', ai: 'Cao Kim tiền thảo + Cao Nhân trần + Cao Hoàng cầm…', s: null, f: 'Viên nang cứng', pack: blister(10, 10), p: 900, m: 'opc', u: '3 viên x 3 lần/ngày.' },
  { n: 'Viên xương khớp Nhất Nhất', ai: 'Đương quy, Đỗ trọng, Cẩu tích, Đan sâm, Liên nhục, Tục đoạn…', s: null, f: 'Viên nén bao phim', pack: boxOf(2, 'vi', ' x 10 viên'), p: 45000, m: 'nhatnhat', u: '2 viên x 2 lần/ngày.' },
  { n: 'Mật ong gừng Traphaco (siro ho)', ai: 'Gừng, Mật ong, Húng chanh', s: null, f: 'Siro', pack: single('chai', 'Chai 100ml'), p: 35000, m: 'traphaco', c: 'ho-cam-cum', t: ['tre-em'], u: 'Trẻ em: 5ml x 3 lần/ngày.' },
]);

export const otherOtc = group({ c: 'khong-ke-don-khac', kind: 'drug' }, [
  { n: 'Postinor 2', ai: 'Levonorgestrel', s: '0,75mg', f: 'Viên nén', pack: single('hop', 'Hộp 1 vỉ x 2 viên'), p: 32000, m: 'gedeon', t: ['nhap-khau'], u: 'Uống viên thứ nhất trong 72 giờ sau quan hệ, viên thứ hai sau 12 giờ.' },
  { n: 'Marvelon', ai: 'Desogestrel + Ethinylestradiol', s: '0,15mg/0,03mg', f: 'Viên nén', pack: single('hop', 'Hộp 1 vỉ x 21 viên'), p: 78000, m: 'msd', co: 'Hà Lan', t: ['nhap-khau'], u: '1 viên/ngày vào một giờ cố định trong 21 ngày, nghỉ 7 ngày.' },
  { n: 'Fugacar 500mg', ai: 'Mebendazol', s: '500mg', f: 'Viên nén nhai', pack: blister(1, 1), p: 21000, m: 'janssen', t: ['nhap-khau'], u: 'Người lớn và trẻ trên 2 tuổi: nhai 1 viên duy nhất, nhắc lại sau 6 tháng.' },
  { n: 'Zentel 200mg', ai: 'Albendazol', s: '200mg', f: 'Viên nén nhai', pack: blister(1, 2), p: 12000, m: 'gsk', co: 'Pháp', t: ['nhap-khau'], u: 'Nhai 2 viên uống một lần.' },
  { n: 'Mediclovir cream 5% 5g', ai: 'Aciclovir', s: '5%', f: 'Kem bôi da', pack: single('tuyp', 'Tuýp 5g'), p: 15000, m: 'medipharco', c: 'da-lieu', u: 'Bôi lên vùng mụn rộp 5 lần/ngày.' },
]);
