/**
 * One limit for money (MONEY_MAX): the largest amount the money input takes is accepted by the
 * money schemas and by register cash, one đồng more is refused, and every message names the
 * limit the input's own warning names (tests/client/ui/money-input.test.tsx).
 */
import { money } from '../../src/domain/catalog/fields';
import { parseMoneyText } from '../../src/domain/money';
import { registerCashProblem } from '../../src/domain/register-cash';

/** What the money input leaves of a long paste of nines: its largest amount. */
const largest = parseMoneyText('9'.repeat(20))!;

describe('the money limit', () => {
  it('is eleven nines, as the money input says when it cuts digits', () => {
    expect(largest).toBe(99_999_999_999);
  });

  it('lets the money schema take the largest amount the input takes, and not one đồng more', () => {
    expect(money.safeParse(largest).success).toBe(true);
    expect(money.safeParse(largest + 1).error?.issues.map((issue) => issue.message)).toEqual([
      'Giá trị không được lớn hơn 99.999.999.999.',
    ]);
  });

  it('lets register cash be the largest amount the input takes, and not one đồng more', () => {
    expect(registerCashProblem(largest, 'missing')).toBeNull();
    expect(registerCashProblem(largest + 1, 'missing')).toBe('Số tiền tối đa là 99.999.999.999 ₫.');
  });
});
