/**
 * The banks a VietQR transfer can go to, by their NAPAS BIN (the 6 digits the QR carries), with the
 * name a shop owner knows them by. The owner picks the bank by name in the settings; a BIN not
 * listed here (a bank opened since) can still be typed, so the list never stands between a shop
 * and its account. Former names follow the current one where a bank was renamed lately.
 */
export interface VietQrBank {
  bin: string;
  /** The name on the bank's app and signs. */
  shortName: string;
  name: string;
}

export const VIETQR_BANKS: readonly VietQrBank[] = [
  { bin: '970425', shortName: 'ABBANK', name: 'Ngân hàng TMCP An Bình' },
  { bin: '970416', shortName: 'ACB', name: 'Ngân hàng TMCP Á Châu' },
  { bin: '970405', shortName: 'Agribank', name: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam' },
  { bin: '970409', shortName: 'Bac A Bank', name: 'Ngân hàng TMCP Bắc Á' },
  { bin: '970438', shortName: 'BaoViet Bank', name: 'Ngân hàng TMCP Bảo Việt' },
  { bin: '970418', shortName: 'BIDV', name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam' },
  { bin: '970454', shortName: 'BVBank (Viet Capital Bank)', name: 'Ngân hàng TMCP Bản Việt' },
  { bin: '970446', shortName: 'Co-opBank', name: 'Ngân hàng Hợp tác xã Việt Nam' },
  { bin: '970431', shortName: 'Eximbank', name: 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam' },
  { bin: '970408', shortName: 'GPBank', name: 'Ngân hàng Thương mại TNHH MTV Dầu Khí Toàn Cầu' },
  { bin: '970437', shortName: 'HDBank', name: 'Ngân hàng TMCP Phát triển TP. Hồ Chí Minh' },
  { bin: '970442', shortName: 'Hong Leong Bank', name: 'Ngân hàng TNHH MTV Hong Leong Việt Nam' },
  { bin: '970455', shortName: 'IBK (Hà Nội)', name: 'Ngân hàng Công nghiệp Hàn Quốc – Chi nhánh Hà Nội' },
  {
    bin: '970456',
    shortName: 'IBK (TP. Hồ Chí Minh)',
    name: 'Ngân hàng Công nghiệp Hàn Quốc – Chi nhánh TP. Hồ Chí Minh',
  },
  { bin: '970434', shortName: 'Indovina Bank', name: 'Ngân hàng TNHH Indovina' },
  { bin: '970452', shortName: 'KienlongBank', name: 'Ngân hàng TMCP Kiên Long' },
  { bin: '970449', shortName: 'LPBank (LienVietPostBank)', name: 'Ngân hàng TMCP Lộc Phát Việt Nam' },
  { bin: '970422', shortName: 'MB', name: 'Ngân hàng TMCP Quân đội' },
  { bin: '970414', shortName: 'MBV (OceanBank)', name: 'Ngân hàng TNHH MTV Việt Nam Hiện Đại' },
  { bin: '970426', shortName: 'MSB', name: 'Ngân hàng TMCP Hàng Hải Việt Nam' },
  { bin: '970428', shortName: 'Nam A Bank', name: 'Ngân hàng TMCP Nam Á' },
  { bin: '970419', shortName: 'NCB', name: 'Ngân hàng TMCP Quốc Dân' },
  { bin: '970448', shortName: 'OCB', name: 'Ngân hàng TMCP Phương Đông' },
  { bin: '970430', shortName: 'PGBank', name: 'Ngân hàng TMCP Thịnh vượng và Phát triển' },
  { bin: '970439', shortName: 'Public Bank', name: 'Ngân hàng TNHH MTV Public Việt Nam' },
  { bin: '970412', shortName: 'PVcomBank', name: 'Ngân hàng TMCP Đại Chúng Việt Nam' },
  { bin: '970403', shortName: 'Sacombank', name: 'Ngân hàng TMCP Sài Gòn Thương Tín' },
  { bin: '970400', shortName: 'Saigonbank', name: 'Ngân hàng TMCP Sài Gòn Công Thương' },
  { bin: '970429', shortName: 'SCB', name: 'Ngân hàng TMCP Sài Gòn' },
  { bin: '970440', shortName: 'SeABank', name: 'Ngân hàng TMCP Đông Nam Á' },
  { bin: '970443', shortName: 'SHB', name: 'Ngân hàng TMCP Sài Gòn – Hà Nội' },
  { bin: '970424', shortName: 'Shinhan Bank', name: 'Ngân hàng TNHH MTV Shinhan Việt Nam' },
  { bin: '970410', shortName: 'Standard Chartered', name: 'Ngân hàng TNHH MTV Standard Chartered Việt Nam' },
  { bin: '970407', shortName: 'Techcombank', name: 'Ngân hàng TMCP Kỹ Thương Việt Nam' },
  { bin: '963388', shortName: 'Timo', name: 'Ngân hàng số Timo (Ngân hàng TMCP Bản Việt)' },
  { bin: '970423', shortName: 'TPBank', name: 'Ngân hàng TMCP Tiên Phong' },
  { bin: '970458', shortName: 'UOB', name: 'Ngân hàng TNHH MTV UOB Việt Nam' },
  { bin: '970444', shortName: 'VCBNeo (CBBank)', name: 'Ngân hàng TNHH MTV Ngoại thương Công nghệ số' },
  { bin: '970441', shortName: 'VIB', name: 'Ngân hàng TMCP Quốc tế Việt Nam' },
  { bin: '970427', shortName: 'VietABank', name: 'Ngân hàng TMCP Việt Á' },
  { bin: '970433', shortName: 'Vietbank', name: 'Ngân hàng TMCP Việt Nam Thương Tín' },
  { bin: '970436', shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại thương Việt Nam' },
  { bin: '970415', shortName: 'VietinBank', name: 'Ngân hàng TMCP Công Thương Việt Nam' },
  { bin: '970406', shortName: 'Vikki (DongA Bank)', name: 'Ngân hàng TNHH MTV Số Vikki' },
  { bin: '970432', shortName: 'VPBank', name: 'Ngân hàng TMCP Việt Nam Thịnh Vượng' },
  { bin: '970421', shortName: 'VRB', name: 'Ngân hàng Liên doanh Việt – Nga' },
  { bin: '970457', shortName: 'Woori Bank', name: 'Ngân hàng TNHH MTV Woori Việt Nam' },
];

const byBin = new Map(VIETQR_BANKS.map((bank) => [bank.bin, bank]));

/** The bank of a BIN, or undefined for one not listed. */
export function bankOfBin(bin: string | null | undefined): VietQrBank | undefined {
  return bin ? byBin.get(bin) : undefined;
}
