/**
 * The port of the national pharmacy data link-up and its HTTP adapter (docs/link-ups.md): log in
 * for a bearer token (`POST /api/tai_khoan/dang_nhap`), then post each document to
 * `/api/lien_thong/<hoa_don|phieu_nhap|phieu_xuat>`; the service keeps one document per code, so a
 * repeated submission answers the first verdict. scripts/simulators/linkup-service.ts speaks the
 * same contract; the real service is a change of URL and account in /settings/link-up.
 */
import { wireBody, type WireMessage } from './wire';

export type LinkupVerdict = { status: 'accepted' | 'refused'; message: string };

export interface LinkupService {
  /** Logs in: ok, or the service's reason (Vietnamese). */
  test(): Promise<{ ok: boolean; message: string }>;
  submit(message: WireMessage): Promise<LinkupVerdict>;
}

/** The service could not be reached or failed: try again later (the job retries with backoff). */
export class LinkupUnavailable extends Error {
  override name = 'LinkupUnavailable';
}

export interface LinkupAccount {
  apiUrl: string;
  facilityCode: string;
  username: string;
  password: string;
  timeoutMs?: number;
}

/** Tokens by service and account, reused until refused (an expired token answers 401). */
const tokens = new Map<string, string>();

export function httpLinkupService({
  apiUrl,
  facilityCode,
  username,
  password,
  timeoutMs = 10_000,
}: LinkupAccount): LinkupService {
  const root = apiUrl.replace(/\/+$/, '');
  const tokenKey = `${root}|${username}`;

  async function call(path: string, payload: object, token?: string) {
    try {
      const response = await fetch(`${root}${path}`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      return { status: response.status, answer };
    } catch (error) {
      throw new LinkupUnavailable(`link-up unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const text = (answer: Record<string, unknown>, fallback: string) =>
    typeof answer.mess === 'string' && answer.mess ? answer.mess : fallback;

  async function login(): Promise<{ token: string } | { refused: string }> {
    const { status, answer } = await call('/api/tai_khoan/dang_nhap', { usr: username, pwd: password });
    if (status === 200 && typeof answer.token === 'string') {
      tokens.set(tokenKey, answer.token);
      return { token: answer.token };
    }
    if (status === 400 || status === 401 || status === 403)
      return { refused: text(answer, 'Sai tài khoản hoặc mật khẩu liên thông.') };
    throw new LinkupUnavailable(`link-up login answered ${status}`);
  }

  return {
    async test() {
      const result = await login();
      return 'token' in result
        ? { ok: true, message: 'Kết nối thành công: đã đăng nhập hệ thống liên thông.' }
        : { ok: false, message: result.refused };
    },
    async submit(message) {
      const { endpoint, body } = wireBody(facilityCode, message);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        let token = tokens.get(tokenKey);
        if (!token) {
          const result = await login();
          // A refused account: the service cannot take anything until the settings are fixed.
          if ('refused' in result) throw new LinkupUnavailable(`link-up login refused: ${result.refused}`);
          token = result.token;
        }
        const { status, answer } = await call(`/api/lien_thong/${endpoint}`, body, token);
        if (status === 401) {
          tokens.delete(tokenKey);
          continue;
        }
        if (status === 200 && answer.code === 200)
          return { status: 'accepted', message: text(answer, 'Đã tiếp nhận.') };
        // The document's own problem (a missing drug code, a malformed field): refused with the reason.
        if (status === 200 || status === 400 || status === 422)
          return { status: 'refused', message: text(answer, 'Hệ thống liên thông từ chối dữ liệu.') };
        throw new LinkupUnavailable(`link-up answered ${status}: ${text(answer, '')}`);
      }
      throw new LinkupUnavailable('link-up kept refusing the token');
    },
  };
}
