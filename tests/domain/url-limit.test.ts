/** SPEC §5: URL fields take at most 2048 characters, refused with a Vietnamese message. */
import { URL_MAX, urlSchema } from '../../src/domain/account-schemas';
import { einvoiceSettingsInput } from '../../src/domain/catalog/settings';

describe('URL fields', () => {
  it('take an absolute URL up to 2048 characters and refuse a longer one or a non-URL in Vietnamese', () => {
    const base = 'https://hoadon.example.vn/';
    const atLimit = base + 'a'.repeat(URL_MAX - base.length);
    expect(urlSchema().safeParse(atLimit).success).toBe(true);
    const tooLong = urlSchema().safeParse(atLimit + 'a');
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('Đường dẫn không được dài quá 2048 ký tự.');
    expect(urlSchema().safeParse('hoadon').error?.issues[0]?.message).toMatch(/^Đường dẫn không hợp lệ/);
    const settings = einvoiceSettingsInput.safeParse({ api_url: atLimit + 'a' });
    expect(settings.error?.issues.map((issue) => issue.message)).toContain('Đường dẫn không được dài quá 2048 ký tự.');
  });
});
