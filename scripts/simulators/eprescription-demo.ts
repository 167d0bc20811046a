/**
 * The demo's national e-prescriptions and the national drug codes of the demo shop's products
 * they name (docs/e-prescriptions.md). The codes are made up for the demo ("DQG" and 7 digits);
 * the demo seed gives them to the products listed here that have none, so a prescription's drugs
 * match the shop's products by national drug code, and one drug (losartan) matches by active
 * ingredient and strength only, to show the cashier choosing between two products.
 */
import type { NationalPrescriptionRecord } from './eprescription-system';

/** Demo product code → national drug code. */
export const DEMO_NATIONAL_DRUG_CODES: Readonly<Record<string, string>> = {
  SP000001: 'DQG0000101', // Amoxicillin 500mg Domesco
  SP000007: 'DQG0000107', // Cefuroxim 500mg Imexpharm
  SP000029: 'DQG0000129', // Amlodipin 5mg Stella
  SP000033: 'DQG0000133', // Atorvastatin 20mg Stella
  SP000018: 'DQG0000118', // Ciprofloxacin 500mg Domesco
};

/** A prescription nobody has dispensed yet: amoxicillin by code, losartan by ingredient. */
export const DEMO_PRESCRIPTION_CODE = '79001k7m2q9x-c';
/** A second fresh one (the demo can be shown twice before a restart). */
export const DEMO_PRESCRIPTION_CODE_2 = '79001p4t8w3z-c';
/** Dispensed in full before the demo starts: refused at the counter. */
export const DISPENSED_PRESCRIPTION_CODE = '01002d5n6b1r-c';

const today = () => new Date().toISOString().slice(0, 10);

export function demoPrescriptions(): NationalPrescriptionRecord[] {
  const issued = `${today()} 08:30:00`;
  return [
    {
      ma_don_thuoc: DEMO_PRESCRIPTION_CODE,
      loai_don_thuoc: 'c',
      ngay_gio_ke_don: issued,
      ho_ten_benh_nhan: 'Nguyễn Văn An',
      ngay_sinh_benh_nhan: '12/03/1968',
      gioi_tinh: 2,
      dia_chi: '25 Nguyễn Thị Minh Khai, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
      ma_so_the_bao_hiem_y_te: 'HC4797912345678',
      ma_co_so_kham_chua_benh: '79001',
      ten_co_so_kham_chua_benh: 'Bệnh viện Nhân dân 115',
      ho_ten_bac_si: 'BS. Trần Thị Bích Ngọc',
      chan_doan: [
        { ma_chan_doan: 'J01.9', ten_chan_doan: 'Viêm xoang cấp, không đặc hiệu', ket_luan: '' },
        { ma_chan_doan: 'I10', ten_chan_doan: 'Tăng huyết áp vô căn (nguyên phát)', ket_luan: '' },
      ],
      loi_dan: 'Uống thuốc đúng giờ, tái khám sau 7 ngày hoặc khi sốt cao.',
      thong_tin_don_thuoc: [
        {
          ma_thuoc: 'DQG0000101',
          biet_duoc: 'Amoxicillin 500mg',
          ten_thuoc: 'Amoxicillin',
          ham_luong: '500mg',
          don_vi_tinh: 'Viên',
          so_luong: 21,
          cach_dung: 'Uống 1 viên x 3 lần/ngày, sau ăn, trong 7 ngày',
        },
        {
          ma_thuoc: 'DQG0009931',
          biet_duoc: 'Losartan 50mg',
          ten_thuoc: 'Losartan kali',
          ham_luong: '50mg',
          don_vi_tinh: 'Viên',
          so_luong: 7,
          cach_dung: 'Uống 1 viên buổi sáng',
        },
      ],
      da_ban: {},
    },
    {
      ma_don_thuoc: DEMO_PRESCRIPTION_CODE_2,
      loai_don_thuoc: 'c',
      ngay_gio_ke_don: issued,
      ho_ten_benh_nhan: 'Lê Thị Hồng',
      ngay_sinh_benh_nhan: '04/11/1975',
      gioi_tinh: 3,
      dia_chi: '118 Lê Lợi, Phường 4, Quận Gò Vấp, TP. Hồ Chí Minh',
      ma_so_the_bao_hiem_y_te: '',
      ma_co_so_kham_chua_benh: '79001',
      ten_co_so_kham_chua_benh: 'Bệnh viện Nhân dân 115',
      ho_ten_bac_si: 'BS. Phạm Quốc Hùng',
      chan_doan: [{ ma_chan_doan: 'E78.0', ten_chan_doan: 'Tăng cholesterol máu đơn thuần', ket_luan: '' }],
      loi_dan: 'Ăn giảm mỡ, tập thể dục đều đặn.',
      thong_tin_don_thuoc: [
        {
          ma_thuoc: 'DQG0000133',
          biet_duoc: 'Atorvastatin 20mg',
          ten_thuoc: 'Atorvastatin',
          ham_luong: '20mg',
          don_vi_tinh: 'Viên',
          so_luong: 30,
          cach_dung: 'Uống 1 viên buổi tối',
        },
        {
          ma_thuoc: 'DQG0000129',
          biet_duoc: 'Amlodipin 5mg',
          ten_thuoc: 'Amlodipin',
          ham_luong: '5mg',
          don_vi_tinh: 'Viên',
          so_luong: 30,
          cach_dung: 'Uống 1 viên buổi sáng',
        },
      ],
      da_ban: {},
    },
    {
      ma_don_thuoc: DISPENSED_PRESCRIPTION_CODE,
      loai_don_thuoc: 'c',
      ngay_gio_ke_don: issued,
      ho_ten_benh_nhan: 'Hoàng Minh Tuấn',
      ngay_sinh_benh_nhan: '21/07/1990',
      gioi_tinh: 2,
      dia_chi: '7 Tràng Thi, Hoàn Kiếm, Hà Nội',
      ma_so_the_bao_hiem_y_te: '',
      ma_co_so_kham_chua_benh: '01002',
      ten_co_so_kham_chua_benh: 'Bệnh viện Bạch Mai',
      ho_ten_bac_si: 'BS. Vũ Thanh Hà',
      chan_doan: [{ ma_chan_doan: 'N39.0', ten_chan_doan: 'Nhiễm khuẩn đường tiết niệu', ket_luan: '' }],
      loi_dan: '',
      thong_tin_don_thuoc: [
        {
          ma_thuoc: 'DQG0000118',
          biet_duoc: 'Ciprofloxacin 500mg',
          ten_thuoc: 'Ciprofloxacin',
          ham_luong: '500mg',
          don_vi_tinh: 'Viên',
          so_luong: 10,
          cach_dung: 'Uống 1 viên x 2 lần/ngày',
        },
      ],
      da_ban: { DQG0000118: 10 },
    },
  ];
}
