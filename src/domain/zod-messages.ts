/**
 * Vietnamese messages for zod's generic rules (type, range, length, pattern, enum), installed
 * once on both the till and the server. Rules that SPEC.md words exactly carry their own message
 * in the schema; this covers the rest. The app imports `z` from `./z`, which installs them, so
 * they come with the first chunk that uses zod and no entry loads zod up front (issue 16).
 */
import { z } from 'zod';
import { formatNumber } from '../i18n/format';
import { vi } from '../i18n/messages';

type Issue = z.core.$ZodRawIssue;

function sizeUnit(origin: string | undefined): string {
  if (origin === 'string') return 'ký tự';
  if (origin === 'array' || origin === 'set') return 'mục';
  return '';
}

/** A limit as the screens print numbers: 1.000.000, and a fraction with a decimal comma (0,5). */
function limit(value: number | bigint): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return formatNumber(value);
  return typeof value === 'number' ? String(value).replace('.', ',') : String(value);
}

export function vietnameseIssueMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? vi.validation.required : vi.validation.invalidType;
    case 'too_small': {
      const unit = sizeUnit(issue.origin);
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return vi.validation.required;
      if (unit) return `Cần ít nhất ${limit(issue.minimum)} ${unit}.`;
      return issue.inclusive
        ? `Giá trị phải từ ${limit(issue.minimum)} trở lên.`
        : `Giá trị phải lớn hơn ${limit(issue.minimum)}.`;
    }
    case 'too_big': {
      const unit = sizeUnit(issue.origin);
      if (unit) return `Không được quá ${limit(issue.maximum)} ${unit}.`;
      return issue.inclusive
        ? `Giá trị không được lớn hơn ${limit(issue.maximum)}.`
        : `Giá trị phải nhỏ hơn ${limit(issue.maximum)}.`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return vi.validation.emailInvalid;
      if (issue.format === 'uuid') return 'Mã định danh không hợp lệ.';
      if (issue.format === 'url') return 'Đường dẫn không hợp lệ.';
      if (issue.format === 'date') return 'Ngày không hợp lệ.';
      if (issue.format === 'datetime') return 'Thời điểm không hợp lệ.';
      return vi.validation.invalidFormat;
    case 'invalid_value':
      return vi.validation.invalidOption;
    case 'not_multiple_of':
      return issue.divisor === 1 ? 'Giá trị phải là số nguyên.' : `Giá trị phải là bội số của ${limit(issue.divisor)}.`;
    case 'unrecognized_keys':
      return vi.validation.unknownField;
    default:
      return undefined;
  }
}

let installed = false;

/**
 * Installs the Vietnamese messages. In the browser zod also runs without its compiled parsers
 * (`jitless`): it would first probe `new Function`, which the page's Content Security Policy
 * refuses and Chromium reports as a violation. The server keeps them.
 */
export function installZodMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: vietnameseIssueMessage, jitless: typeof document !== 'undefined' });
}

installZodMessages();
