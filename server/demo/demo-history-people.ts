/**
 * The people of the demo's history: the customers the counter registers over the ninety days
 * (as `customer.create` args, the till's own mutation), and the companies that ask for an
 * e-invoice. Invented but plausible Vietnamese names and addresses, from the seeded PRNG.
 */
import { intBetween, pick, type Rng } from '../../scripts/demo-data/prng';
import type { CustomerCreateArgs } from '../../src/domain/mutation-args';

const FAMILY = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
];
const FAMILY_WEIGHTS = [38, 11, 9, 7, 5, 3, 3, 4, 2, 2, 2, 2, 1, 1, 1, 1];
const MALE_MIDDLE = ['Văn', 'Đức', 'Minh', 'Quang', 'Hữu', 'Thanh', 'Xuân', 'Tiến', 'Công', 'Hoàng'];
const FEMALE_MIDDLE = ['Thị', 'Thu', 'Ngọc', 'Thanh', 'Minh', 'Phương', 'Hồng', 'Kim', 'Thúy', 'Bích'];
const MALE_GIVEN = [
  'Hùng',
  'Dũng',
  'Tuấn',
  'Nam',
  'Long',
  'Hải',
  'Sơn',
  'Thắng',
  'Trung',
  'Hiếu',
  'Phong',
  'Khánh',
  'Bình',
  'Cường',
  'Đạt',
  'Huy',
  'Quân',
  'Tùng',
  'Việt',
  'Thành',
];
const FEMALE_GIVEN = [
  'Lan',
  'Hương',
  'Mai',
  'Hà',
  'Linh',
  'Trang',
  'Thảo',
  'Ngọc',
  'Hằng',
  'Nga',
  'Yến',
  'Hạnh',
  'Huyền',
  'Loan',
  'Vân',
  'Dung',
  'Anh',
  'Phương',
  'Oanh',
  'Giang',
];
/** Streets and wards around the shop (Đống Đa, Hai Bà Trưng, Thanh Xuân). */
const PLACES = [
  { street: 'Phạm Ngọc Thạch', ward: 'Phường Kim Liên', district: 'Quận Đống Đa' },
  { street: 'Xã Đàn', ward: 'Phường Nam Đồng', district: 'Quận Đống Đa' },
  { street: 'Tôn Thất Tùng', ward: 'Phường Khương Thượng', district: 'Quận Đống Đa' },
  { street: 'Chùa Bộc', ward: 'Phường Quang Trung', district: 'Quận Đống Đa' },
  { street: 'Tây Sơn', ward: 'Phường Trung Liệt', district: 'Quận Đống Đa' },
  { street: 'Lương Định Của', ward: 'Phường Phương Mai', district: 'Quận Đống Đa' },
  { street: 'Giải Phóng', ward: 'Phường Phương Mai', district: 'Quận Đống Đa' },
  { street: 'Bạch Mai', ward: 'Phường Bạch Mai', district: 'Quận Hai Bà Trưng' },
  { street: 'Lê Thanh Nghị', ward: 'Phường Bách Khoa', district: 'Quận Hai Bà Trưng' },
  { street: 'Trường Chinh', ward: 'Phường Khương Mai', district: 'Quận Thanh Xuân' },
  { street: 'Nguyễn Trãi', ward: 'Phường Thượng Đình', district: 'Quận Thanh Xuân' },
  { street: 'Khương Trung', ward: 'Phường Khương Trung', district: 'Quận Thanh Xuân' },
];
const MOBILE_PREFIXES = [
  '090',
  '091',
  '093',
  '094',
  '096',
  '097',
  '098',
  '032',
  '033',
  '034',
  '035',
  '036',
  '037',
  '038',
  '039',
  '070',
  '077',
  '081',
  '083',
  '085',
  '088',
];

function weighted<T>(rng: Rng, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng() * total;
  for (let i = 0; i < items.length; i += 1) {
    r -= weights[i]!;
    if (r < 0) return items[i]!;
  }
  return items.at(-1)!;
}

/** `count` new customers as the counter types them; `uuid` gives their ids; `taken`: phones already on file. */
export function demoNewCustomers(
  rng: Rng,
  count: number,
  uuid: () => string,
  today: string,
  taken: ReadonlySet<string>,
): CustomerCreateArgs[] {
  const year = Number(today.slice(0, 4));
  const phones = new Set(taken);
  return Array.from({ length: count }, () => {
    const male = rng() < 0.42;
    const full_name = [
      weighted(rng, FAMILY, FAMILY_WEIGHTS),
      pick(rng, male ? MALE_MIDDLE : FEMALE_MIDDLE),
      pick(rng, male ? MALE_GIVEN : FEMALE_GIVEN),
    ].join(' ');
    let phone = '';
    do phone = `${pick(rng, MOBILE_PREFIXES)}${String(intBetween(rng, 0, 9_999_999)).padStart(7, '0')}`;
    while (phones.has(phone));
    phones.add(phone);
    const place = pick(rng, PLACES);
    const born = `${year - intBetween(rng, 4, 82)}-${String(intBetween(rng, 1, 12)).padStart(2, '0')}-${String(intBetween(rng, 1, 28)).padStart(2, '0')}`;
    return {
      id: uuid(),
      full_name,
      phone,
      gender: male ? 'male' : 'female',
      date_of_birth: rng() < 0.8 ? born : null,
      street: rng() < 0.7 ? `${intBetween(rng, 1, 180)} ${place.street}` : null,
      ward: place.ward,
      district: place.district,
      province: 'Hà Nội',
    };
  });
}

/** Buyers who ask for a company invoice (staff buying a first-aid kit, a clinic restocking). */
export const DEMO_INVOICE_COMPANIES = [
  {
    name: 'Công ty TNHH Thương mại Dịch vụ Kim Liên',
    tax_code: '0108459279',
    address: '12 Đào Duy Anh, Phường Phương Mai, Quận Đống Đa, Hà Nội',
    email: 'ketoan@kimlien-tmdv.vn',
  },
  {
    name: 'Công ty CP Tư vấn Xây dựng Phương Nam',
    tax_code: '0105837268',
    address: '88 Láng Hạ, Phường Láng Hạ, Quận Đống Đa, Hà Nội',
    email: 'hoadon@phuongnam-tvxd.vn',
  },
  {
    name: 'Phòng khám Đa khoa Bình An',
    tax_code: '0109234581',
    address: '45 Tôn Thất Tùng, Phường Khương Thượng, Quận Đống Đa, Hà Nội',
    email: 'phongkhambinhan@gmail.com',
  },
  {
    name: 'Trường Mầm non Hoa Sen',
    tax_code: '0104672912',
    address: '5 ngõ 46 Phạm Ngọc Thạch, Phường Kim Liên, Quận Đống Đa, Hà Nội',
    email: 'mnhoasen.dongda@gmail.com',
  },
  {
    name: 'Công ty TNHH Công nghệ An Phát',
    tax_code: '0107918360',
    address: '120 Xã Đàn, Phường Nam Đồng, Quận Đống Đa, Hà Nội',
    email: 'finance@anphat-tech.vn',
  },
] as const;
