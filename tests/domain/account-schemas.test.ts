import '../../src/domain/zod-messages';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  invitationAnswerSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  staffInviteSchema,
} from '../../src/domain/account-schemas';
import { COMMON_PASSWORDS, isCommonPassword } from '../../src/domain/common-passwords';

function errors(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('SPEC §5 messages', () => {
  it.each([
    [{}, { email: ['Yêu cầu nhập email.'], password: ['Yêu cầu nhập mật khẩu.'] }],
    [
      { email: '', password: '' },
      { email: ['Yêu cầu nhập email.'], password: ['Yêu cầu nhập mật khẩu.'] },
    ],
    [{ email: 'lan@', password: 'x' }, { email: ['Định dạng email không đúng. Vui lòng kiểm tra lại.'] }],
    [{ email: `${'a'.repeat(316)}@x.vn`, password: 'x' }, { email: ['Email không được dài quá 320 ký tự.'] }],
  ])('login %j', (input, expected) => {
    expect(errors(loginSchema.safeParse(input))).toEqual(expected);
  });

  it('normalises the e-mail (trim, lower case)', () => {
    expect(forgotPasswordSchema.parse({ email: '  Lan.Nguyen@NhaThuoc.VN ' })).toEqual({
      email: 'lan.nguyen@nhathuoc.vn',
    });
  });

  it('signup requires each field with its own message', () => {
    expect(errors(signupSchema.safeParse({ email: 'a@b.vn', password: 'Rat-Kho-Doan-99' }))).toEqual({
      name: ['Yêu cầu nhập tên cửa hàng.'],
      last_name: ['Yêu cầu nhập họ.'],
      first_name: ['Yêu cầu nhập tên.'],
      tel: ['Yêu cầu nhập số điện thoại.'],
    });
  });

  it('reset: confirmation required and equal', () => {
    const base = { uid: 'u', token: 't' };
    expect(
      errors(resetPasswordSchema.safeParse({ ...base, password: 'Rat-Kho-Doan-99', password_confirmation: 'khac' })),
    ).toEqual({
      password_confirmation: ['Mật khẩu không trùng khớp. Vui lòng nhập lại mật khẩu.'],
    });
    expect(errors(resetPasswordSchema.safeParse({ ...base, password: '', password_confirmation: '' }))).toEqual({
      password: ['Yêu cầu nhập mật khẩu.'],
      password_confirmation: ['Yêu cầu nhập lại mật khẩu.'],
    });
    expect(
      resetPasswordSchema.safeParse({ ...base, password: 'Rat-Kho-Doan-99', password_confirmation: 'Rat-Kho-Doan-99' })
        .success,
    ).toBe(true);
  });

  it('new passwords: 8 characters at least, not common', () => {
    const body = { current_password: 'cu', password_confirmation: 'x' };
    expect(errors(changePasswordSchema.safeParse({ ...body, password: 'Ab1!' })).password).toEqual([
      'Mật khẩu phải có ít nhất 8 ký tự.',
    ]);
    expect(errors(changePasswordSchema.safeParse({ ...body, password: 'matkhau123' })).password).toEqual([
      'Mật khẩu này quá phổ biến và dễ bị đoán. Vui lòng chọn mật khẩu khác.',
    ]);
  });

  it('the common password list is a few hundred entries, compared case-insensitively', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(300);
    expect(isCommonPassword('PASSWORD123')).toBe(true);
    expect(isCommonPassword('anhyeuem123')).toBe(true);
    expect(isCommonPassword('Duoc-Si-GPP-2025')).toBe(false);
  });

  it('invitation: accept needs the registration fields; decline only the key', () => {
    expect(invitationAnswerSchema.safeParse({ key: 'k', accepted: false }).success).toBe(true);
    expect(errors(invitationAnswerSchema.safeParse({ key: 'k', accepted: true }))).toEqual({
      last_name: ['Yêu cầu nhập họ.'],
      first_name: ['Yêu cầu nhập tên.'],
      tel: ['Yêu cầu nhập số điện thoại.'],
      password: ['Yêu cầu nhập mật khẩu.'],
    });
  });

  it('staff invite: role admin or cashier', () => {
    expect(
      errors(staffInviteSchema.safeParse({ email: 'a@b.vn', last_name: 'A', first_name: 'B', role: 'owner' })),
    ).toEqual({ role: ['Yêu cầu chọn vai trò.'] });
  });
});
