// No import of zod-messages here: the account schemas install zod's Vietnamese messages themselves,
// as the till's entry no longer does (issue 16: /login loads no zod).
import { confirmSchema } from '../../src/domain/account-schemas';

it("the account schemas install zod's Vietnamese messages", () => {
  const result = confirmSchema.safeParse({ uid: '', token: 'a'.repeat(257) });
  expect(result.error?.issues.map((issue) => issue.message)).toEqual([
    'Trường này là bắt buộc.',
    'Không được quá 256 ký tự.',
  ]);
});
