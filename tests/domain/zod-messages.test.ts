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

  it('enum and format', () => {
    expect(z.enum(['otc', 'rx']).safeParse('x').error?.issues[0]?.message).toBe(
      'Giá trị không nằm trong danh sách cho phép.',
    );
    expect(z.email().safeParse('abc').error?.issues[0]?.message).toBe(
      'Định dạng email không đúng. Vui lòng kiểm tra lại.',
    );
  });
});
