/** The customer import/export columns and one row to a candidate customer. */
import type { z } from 'zod';
import { customerInput } from '../../../src/domain/catalog/parties';
import type { ImportError } from '../../../src/domain/catalog/imports';
import { vi } from '../../../src/i18n/messages';
import { camelCase } from '../../lib/records';
import { CellError, nullIfEmpty, parseChoice, parseDate } from './cells';

export const CUSTOMER_COLUMNS = {
  code: 'Mã khách hàng',
  fullName: 'Họ và tên',
  phone: 'Số điện thoại',
  gender: 'Giới tính',
  dateOfBirth: 'Ngày sinh',
  email: 'Email',
  province: 'Tỉnh/Thành phố',
  district: 'Quận/Huyện',
  ward: 'Phường/Xã',
  street: 'Địa chỉ',
  group: 'Nhóm khách hàng',
  companyName: 'Tên công ty',
  taxCode: 'Mã số thuế',
  allergies: 'Dị ứng',
  note: 'Ghi chú',
} as const;
export type CustomerColumn = keyof typeof CUSTOMER_COLUMNS;
export const CUSTOMER_REQUIRED: CustomerColumn[] = ['fullName'];
export const GENDER_LABELS = { male: ['Nam'], female: ['Nữ'], other: ['Khác'] } as const;

export const CUSTOMER_GUIDE: Array<[string, string]> = [
  [CUSTOMER_COLUMNS.code, 'Để trống để tự sinh mã KH000001…'],
  [CUSTOMER_COLUMNS.fullName, 'Bắt buộc.'],
  [CUSTOMER_COLUMNS.phone, 'Không được trùng với khách hàng khác.'],
  [CUSTOMER_COLUMNS.gender, 'Nam, Nữ hoặc Khác.'],
  [CUSTOMER_COLUMNS.dateOfBirth, 'Định dạng DD/MM/YYYY.'],
  [CUSTOMER_COLUMNS.group, 'Tên nhóm; nhóm chưa có sẽ được tạo mới.'],
];

export interface CustomerCandidate {
  row: number;
  input: z.output<typeof customerInput>;
  groupName: string | null;
}

export function parseCustomerRow(
  row: number,
  get: (c: CustomerColumn) => string,
  errors: ImportError[],
): CustomerCandidate | null {
  const before = errors.length;
  const cell = <T>(column: CustomerColumn, parse: (text: string) => T, fallback: T): T => {
    try {
      return parse(get(column));
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      errors.push({ row, column: CUSTOMER_COLUMNS[column], message: error.message });
      return fallback;
    }
  };
  const raw = {
    code: get('code'),
    full_name: get('fullName'),
    phone: get('phone'),
    gender: cell('gender', (t) => parseChoice(t, GENDER_LABELS, null, vi.validation.invalidOption), null),
    date_of_birth: cell('dateOfBirth', parseDate, null),
    email: get('email'),
    province: get('province'),
    district: get('district'),
    ward: get('ward'),
    street: get('street'),
    company_name: get('companyName'),
    tax_code: get('taxCode'),
    allergies: get('allergies'),
    note: get('note'),
  };
  const parsed = customerInput.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = camelCase(String(issue.path[0] ?? 'full_name')) as CustomerColumn;
      errors.push({ row, column: CUSTOMER_COLUMNS[key] ?? CUSTOMER_COLUMNS.fullName, message: issue.message });
    }
  }
  if (errors.length > before || !parsed.success) return null;
  return { row, input: parsed.data, groupName: nullIfEmpty(get('group')) };
}
