/**
 * The HTTP adapter of the national e-prescription system's contract (docs/e-prescriptions.md):
 * JSON over HTTPS, a bearer token from `POST /api/auth/dang-nhap-co-so` (kept until it expires or
 * is refused), `GET /api/v1/don-thuoc/:code` and `POST /api/v1/ban-thuoc`.
 * scripts/simulators/eprescription-system.ts speaks the same contract.
 */
import {
  SystemLoginFailed,
  SystemUnavailable,
  type DispenseAnswer,
  type DispenseState,
  type EprescriptionSystem,
  type LookedUpPrescription,
} from './system';

export interface GatewayConfig {
  baseUrl: string;
  username: string;
  password: string;
  timeoutMs?: number;
}

const STATES = new Set<DispenseState>(['chua_ban', 'ban_mot_phan', 'da_ban_du']);

export function eprescriptionGateway({
  baseUrl,
  username,
  password,
  timeoutMs = 10_000,
}: GatewayConfig): EprescriptionSystem {
  const root = baseUrl.replace(/\/+$/, '');
  let token: { value: string; until: number } | null = null;

  async function request(method: 'GET' | 'POST', path: string, payload?: object, bearer?: string) {
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        body: payload ? JSON.stringify(payload) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new SystemUnavailable(`unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, answer };
  }

  async function login(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const { status, answer } = await request('POST', '/api/auth/dang-nhap-co-so', {
      ma_lien_thong_co_so: username,
      password,
    });
    if (status === 401 || status === 403) throw new SystemLoginFailed(String(answer.message ?? 'login refused'));
    if (status !== 200 || typeof answer.token !== 'string') throw new SystemUnavailable(`login answered ${status}`);
    const seconds = typeof answer.expires_in === 'number' ? answer.expires_in : 600;
    token = { value: answer.token, until: Date.now() + Math.max(0, seconds - 30) * 1000 };
    return token.value;
  }

  /** A call with the token, logging in again once when the token was refused. */
  async function call(method: 'GET' | 'POST', path: string, payload?: object) {
    const first = await request(method, path, payload, await login());
    if (first.status !== 401) return first;
    token = null;
    const second = await request(method, path, payload, await login());
    if (second.status === 401) throw new SystemLoginFailed(String(second.answer.message ?? 'token refused'));
    return second;
  }

  return {
    async lookup(code) {
      const { status, answer } = await call('GET', `/api/v1/don-thuoc/${encodeURIComponent(code)}`);
      if (status === 404) return null;
      if (status !== 200 || !Array.isArray(answer.thong_tin_don_thuoc) || !STATES.has(answer.trang_thai_ban as never))
        throw new SystemUnavailable(`lookup answered ${status}`);
      return answer as unknown as LookedUpPrescription;
    },
    async dispense(input): Promise<DispenseAnswer> {
      const { status, answer } = await call('POST', '/api/v1/ban-thuoc', {
        ma_giao_dich: input.key,
        ma_don_thuoc: input.prescriptionCode,
        ma_hoa_don: input.orderCode,
        ngay_ban: input.soldAt,
        thong_tin_ban_thuoc: input.lines,
      });
      const message = typeof answer.message === 'string' ? answer.message : '';
      if (status === 200 && STATES.has(answer.trang_thai_ban as never))
        return { outcome: 'recorded', state: answer.trang_thai_ban as DispenseState, message };
      if (status === 409) return { outcome: 'refused', reason: 'dispensed', message };
      if (status === 400 || status === 404 || status === 422) return { outcome: 'refused', reason: 'invalid', message };
      throw new SystemUnavailable(`dispensing answered ${status}: ${message}`);
    },
  };
}
