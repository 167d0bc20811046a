/**
 * The HTTP adapter of the provider contract documented in docs/einvoices.md ("Provider
 * contract"): JSON over HTTPS with Basic credentials. scripts/simulators/einvoice-provider.ts
 * implements the same contract, so the demo and the tests run the real adapter; a real provider
 * speaking it is a change of URL and credentials in /settings/einvoices.
 */
import type { EinvoiceProvider, ProviderAnswer, ProviderStatus } from './provider';
import { ProviderUnavailable } from './provider';

export interface GatewayConfig {
  baseUrl: string;
  username: string;
  password: string;
  timeoutMs?: number;
}

const STATUSES = new Set<ProviderStatus>(['processing', 'accepted', 'refused']);

export function gatewayProvider({ baseUrl, username, password, timeoutMs = 10_000 }: GatewayConfig): EinvoiceProvider {
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  const root = baseUrl.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, payload?: object): Promise<ProviderAnswer> {
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        body: payload ? JSON.stringify(payload) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailable(`provider unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    const answer = (await response.json().catch(() => ({}))) as {
      id?: unknown;
      status?: unknown;
      message?: unknown;
    };
    const message = typeof answer.message === 'string' ? answer.message : null;
    // A malformed submission is the invoice's problem, not the network's: refused with the reason.
    if (response.status === 400 || response.status === 422)
      return { ref: '', status: 'refused', message: message ?? 'Nhà cung cấp từ chối dữ liệu hóa đơn.' };
    if (!response.ok) throw new ProviderUnavailable(`provider answered ${response.status}: ${message ?? ''}`);
    if (typeof answer.id !== 'string' || !STATUSES.has(answer.status as ProviderStatus))
      throw new ProviderUnavailable('provider answered without id or status');
    return { ref: answer.id, status: answer.status as ProviderStatus, message };
  }

  return {
    submit: ({ key, xml }) => call('POST', '/invoices', { key, xml }),
    status: (ref) => call('GET', `/invoices/${encodeURIComponent(ref)}`),
  };
}
