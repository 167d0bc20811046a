// Prescription templates of the demo shop, with items named by product name (resolved to codes).

export interface TemplateSpec {
  name: string;
  diagnosis: string;
  instructions: string | null;
  /** [product name, quantity, unit code, dosage] */
  items: [string, number, string, string][];
}

const FEVER = 'Uống 1 viên khi sốt trên 38,5°C, cách nhau ít nhất 4–6 giờ';

export const templateSpecs: TemplateSpec[] = [
  {
    name: 'Viêm họng cấp',
    diagnosis: 'Viêm họng cấp do liên cầu (J02.0)',
    instructions: 'Uống đủ 7 ngày kháng sinh. Súc họng nước muối, uống nhiều nước ấm. Tái khám nếu sốt trên 3 ngày.',
    items: [
      ['Augmentin 625mg', 14, 'vien', 'Sáng 1 viên, tối 1 viên, uống đầu bữa ăn'],
      ['Hapacol 500', 10, 'vien', FEVER],
      ['Acemuc 200mg (gói)', 15, 'goi', 'Ngày 3 lần, mỗi lần 1 gói sau ăn'],
      ['Natri clorid 0,9% 500ml (súc miệng)', 1, 'chai', 'Súc họng 3–4 lần/ngày'],
    ],
  },
  {
    name: 'Tăng huyết áp',
    diagnosis: 'Tăng huyết áp vô căn (I10)',
    instructions: 'Đo huyết áp mỗi sáng và ghi sổ. Ăn nhạt, hạn chế rượu bia. Tái khám sau 1 tháng.',
    items: [
      ['Amlodipin 5mg Stella', 30, 'vien', 'Sáng 1 viên sau ăn'],
      ['Losartan 50mg Pymepharco', 30, 'vien', 'Sáng 1 viên'],
      ['Atorvastatin 20mg Stella', 30, 'vien', 'Tối 1 viên sau ăn'],
    ],
  },
  {
    name: 'Đái tháo đường type 2',
    diagnosis: 'Đái tháo đường type 2 không biến chứng (E11.9)',
    instructions: 'Kiểm tra đường huyết lúc đói 2 lần/tuần. Ăn theo chế độ, đi bộ 30 phút mỗi ngày.',
    items: [
      ['Metformin 850mg Stella', 60, 'vien', 'Sáng 1 viên, tối 1 viên sau ăn'],
      ['Gliclazid 30mg MR Stella', 30, 'vien', 'Sáng 1 viên trong bữa ăn sáng'],
      ['Rosuvastatin 10mg DHG', 30, 'vien', 'Tối 1 viên'],
    ],
  },
  {
    name: 'Viêm phế quản cấp',
    diagnosis: 'Viêm phế quản cấp (J20)',
    instructions: 'Giữ ấm, uống nhiều nước. Tái khám nếu khó thở hoặc sốt cao.',
    items: [
      ['Cefuroxim 500mg Imexpharm', 14, 'vien', 'Sáng 1 viên, tối 1 viên sau ăn'],
      ['Ambroxol 30mg Domesco', 21, 'vien', 'Ngày 3 lần, mỗi lần 1 viên sau ăn'],
      ['Prospan siro 100ml', 1, 'chai', 'Ngày 3 lần, mỗi lần 5ml'],
      ['Paracetamol 500mg Mekophar', 10, 'vien', FEVER],
    ],
  },
  {
    name: 'Viêm dạ dày – trào ngược',
    diagnosis: 'Bệnh trào ngược dạ dày – thực quản (K21)',
    instructions: 'Ăn chậm, không nằm ngay sau ăn; tránh cà phê, rượu bia, đồ cay.',
    items: [
      ['Esomeprazol 20mg Stella', 28, 'vien', 'Sáng 1 viên trước ăn 30 phút'],
      ['Gaviscon (gói 10ml)', 24, 'goi', 'Ngày 3 lần, mỗi lần 1 gói sau ăn và trước khi ngủ'],
      ['Domperidon 10mg Mekophar', 21, 'vien', 'Ngày 3 lần, mỗi lần 1 viên trước ăn 15 phút'],
    ],
  },
  {
    name: 'Viêm mũi dị ứng',
    diagnosis: 'Viêm mũi dị ứng (J30.4)',
    instructions: 'Tránh bụi, lông thú, khói thuốc. Rửa mũi nước muối hằng ngày.',
    items: [
      ['Cetirizin 10mg DHG', 10, 'vien', 'Tối 1 viên'],
      ['Otrivin 0,1% xịt mũi', 1, 'chai', 'Xịt 1 nhát mỗi bên mũi, ngày 2 lần, không quá 7 ngày'],
      ['Natri clorid 0,9% nhỏ mũi 10ml', 2, 'lo', 'Nhỏ 2–3 giọt mỗi bên mũi, ngày 3 lần'],
    ],
  },
  {
    name: 'Tiêu chảy cấp ở trẻ em',
    diagnosis: 'Tiêu chảy cấp do virus ở trẻ em (A08.4)',
    instructions: 'Tiếp tục cho trẻ bú và ăn. Đưa trẻ đi khám ngay nếu có máu trong phân, nôn nhiều hoặc li bì.',
    items: [
      ['Oresol 245', 10, 'goi', 'Pha 1 gói với 200ml nước, cho uống dần sau mỗi lần đi ngoài'],
      ['Smecta vị cam', 9, 'goi', 'Ngày 3 lần, mỗi lần 1 gói'],
      ['Enterogermina 2 tỷ/5ml', 10, 'ong', 'Sáng 1 ống, tối 1 ống'],
      ['Zinc 10mg (siro kẽm) 100ml', 1, 'chai', 'Ngày 1 lần 5ml sau ăn, trong 10–14 ngày'],
    ],
  },
  {
    name: 'Thoái hóa khớp gối',
    diagnosis: 'Thoái hóa khớp gối hai bên (M17.0)',
    instructions: 'Giảm cân, tập đạp xe nhẹ; tránh ngồi xổm, leo cầu thang nhiều.',
    items: [
      ['Celecoxib 200mg Stella', 14, 'vien', 'Sáng 1 viên, tối 1 viên sau ăn'],
      ['Esomeprazol 20mg Stella', 14, 'vien', 'Sáng 1 viên trước ăn 30 phút'],
      ['Blackmores Glucosamine 1500mg', 30, 'vien', 'Ngày 1 viên trong bữa ăn'],
    ],
  },
  {
    name: 'Gút cấp',
    diagnosis: 'Cơn gút cấp (M10.0)',
    instructions: 'Uống 2 lít nước/ngày, kiêng rượu bia, nội tạng, hải sản. Xét nghiệm acid uric sau 2 tuần.',
    items: [
      ['Colchicin 1mg', 6, 'vien', 'Ngày đầu 2 viên chia 2 lần, các ngày sau 1 viên/ngày'],
      ['Meloxicam 7,5mg Domesco', 10, 'vien', 'Ngày 1 lần, 2 viên sau ăn sáng'],
      ['Omeprazol 20mg Domesco', 10, 'vien', 'Sáng 1 viên trước ăn 30 phút'],
    ],
  },
  {
    name: 'Nhiễm khuẩn tiết niệu không biến chứng',
    diagnosis: 'Viêm bàng quang cấp (N30.0)',
    instructions: 'Uống nhiều nước, không nhịn tiểu. Tái khám nếu sốt, đau hông lưng.',
    items: [
      ['Ciprofloxacin 500mg Domesco', 14, 'vien', 'Sáng 1 viên, tối 1 viên, uống với nhiều nước'],
      ['Spasmaverine 40mg', 10, 'vien', 'Uống 1 viên khi đau, ngày tối đa 3 lần'],
    ],
  },
];
