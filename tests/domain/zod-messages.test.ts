import { z } from 'zod';
import '../../src/domain/zod-messages';

describe('generic validation messages are Vietnamese', () => {
  it('required', () => {
    const result = z.object({ name: z.string() }).safeParse({});
    expect(result.error?.issues[0]?.message).toBe('Trường này là bắt buộc.');
  });

  it('length and range', () => {
    expect(z.string().max(3).safeParse('abcd').error?.issues[0]?.message).toBe('Không được quá 3 ký tự.');
    expect(z.number().min(0).safeParse(-1).error?.issues[0]?.message).toBe('Giá trị phải từ 0 trở lên.');
    expect(z.number().int().safeParse(1.5).error?.issues[0]?.message).toBe('Giá trị không đúng kiểu dữ liệu.');
  });

  it('limits printed the Vietnamese way, with dots between thousands', () => {
    const message = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
    expect(message(z.number().max(1_000_000_000_000), 1_000_000_000_001)).toBe(
      'Giá trị không được lớn hơn 1.000.000.000.000.',
    );
    expect(message(z.number().lt(10_000), 10_000)).toBe('Giá trị phải nhỏ hơn 10.000.');
    expect(message(z.number().min(1_000), 999)).toBe('Giá trị phải từ 1.000 trở lên.');
    expect(message(z.string().max(5_000), 'a'.repeat(5_001))).toBe('Không được quá 5.000 ký tự.');
    expect(message(z.number().max(0.5), 1)).toBe('Giá trị không được lớn hơn 0,5.');
  });

  it('enum and format', () => {
    expect(z.enum(['otc', 'rx']).safeParse('x').error?.issues[0]?.message).toBe(
      'Giá trị không nằm trong danh sách cho phép.',
    );
    expect(z.email().safeParse('abc').error?.issues[0]?.message).toBe(
      'Định dạng email không đúng. Vui lòng kiểm tra lại.',
    );
  });
});
