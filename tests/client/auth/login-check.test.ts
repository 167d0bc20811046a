/** The login form's check without zod (issue 16) says what `loginSchema`, which the server applies, says. */
import { loginSchema } from '../../../src/domain/account-schemas';
import { loginCheck } from '../../../src/features/auth/login-check';
import { fieldErrorsOf } from '../../../src/features/auth/use-zod-form';

const EMAILS = [
  '',
  '   ',
  'lan@nhathuoc.vn',
  '  Lan.Nguyen@NhaThuoc.VN  ',
  'lan@',
  '@nhathuoc.vn',
  'lan@nhathuoc',
  'lan..nguyen@nhathuoc.vn',
  '.lan@nhathuoc.vn',
  "o'brien+till@mail.example.com",
  'lan@-x.vn',
  'lan nguyen@nhathuoc.vn',
  'lân@nhathuoc.vn',
  `${'a'.repeat(311)}@nhathuoc.vn`,
  `${'a'.repeat(310)}@nhathuoc.vn`,
  `${'a'.repeat(400)}@x.vn`,
];
const PASSWORDS = ['', ' ', 'x', 'mật khẩu dài', 'a'.repeat(1024), 'a'.repeat(1025)];

function outcome(result: ReturnType<typeof loginCheck.safeParse>) {
  return result.success ? { data: result.data } : { errors: fieldErrorsOf(result.error) };
}

describe('login check without zod', () => {
  it('gives the messages and the data loginSchema gives, for every email and password', () => {
    for (const email of EMAILS) {
      for (const password of PASSWORDS) {
        const values = { email, password };
        expect([values, outcome(loginCheck.safeParse(values))]).toEqual([
          values,
          outcome(loginSchema.safeParse(values)),
        ]);
      }
    }
  });

  it('says SPEC §5 texts', () => {
    expect(outcome(loginCheck.safeParse({ email: '', password: '' }))).toEqual({
      errors: { email: 'Yêu cầu nhập email.', password: 'Yêu cầu nhập mật khẩu.' },
    });
    expect(outcome(loginCheck.safeParse({ email: ' Lan@NhaThuoc.vn ', password: 'x' }))).toEqual({
      data: { email: 'lan@nhathuoc.vn', password: 'x' },
    });
  });
});
