/**
 * A stand-in for an e-invoice provider (and the tax authority behind it), as a small HTTP server
 * on loopback speaking the contract of server/modules/einvoices/providers/gateway.ts:
 * `POST /api/invoices` takes `{ key, xml }` with Basic credentials and answers `202 { id, status:
 * 'processing' }` (the same submission again answers the same id: one invoice per key);
 * `GET /api/invoices/:id` answers its status, decided after `delayMs` as the tax authority does:
 * accepted with its message, or refused with the reason (a malformed invoice, a buyer whose tax
 * code is closed). `GET /lookup?code=` is the page a buyer reaches from the receipt's QR. Kept in
 * memory: it is a simulator; the server keeps the durable state.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DOMParser, type Element } from '@xmldom/xmldom';

export interface SimulatorOptions {
  port?: number;
  host?: string;
  /** Accounts allowed to submit: username → password. */
  accounts?: Record<string, string>;
  /** Time the "tax authority" takes to decide. */
  delayMs?: number;
  /** Buyer tax codes the registry lists as closed (refused). */
  closedTaxCodes?: readonly string[];
  /** Hold each submission's answer this long (a slow provider; tests kill a server mid-call). */
  answerAfterMs?: number;
  /** Called when a submission arrives, before it is answered. */
  onSubmit?: (key: string) => void;
}

interface Submission {
  id: string;
  key: string;
  xml: string;
  code: string | null;
  receivedAt: number;
  status: 'processing' | 'accepted' | 'refused';
  message: string | null;
  problems: string[];
}

export interface ProviderSimulator {
  url: string;
  server: Server;
  /** Every POST received (retries included) and the submissions kept (one per key). */
  stats(): { posts: number; submissions: number; keys: string[] };
  submissions(): Submission[];
  close(): Promise<void>;
}

export const DEMO_ACCOUNT = { username: 'pharmatill-demo', password: 'demo-provider-password' };
/** A valid tax code the simulator's registry lists as closed, to show a refusal. */
export const CLOSED_TAX_CODE = '0312345673';

const WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3];
function taxCodeOk(code: string): boolean {
  const digits = code.replace(/^(\d{10})-(\d{3})$/, '$1$2');
  if (!/^\d{10}(\d{3})?$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((s, w, i) => s + w * Number(digits[i]), 0);
  return 10 - (sum % 11) === Number(digits[9]);
}

const elements = (el: Element | null | undefined): Element[] =>
  el ? (Array.from(el.childNodes).filter((n) => n.nodeType === 1) as Element[]) : [];
const first = (root: Element, name: string): Element | undefined =>
  (Array.from(root.getElementsByTagName(name)) as Element[])[0];
const value = (root: Element, name: string) => (first(root, name)?.textContent ?? '').trim();

/** The tax authority's reasons to refuse, in Vietnamese (empty: accepted). */
function review(xml: string, closed: ReadonlySet<string>): { problems: string[]; code: string | null } {
  const problems: string[] = [];
  const doc = new DOMParser({
    onError: () => void problems.push('Dữ liệu hóa đơn không phải XML hợp lệ.'),
  }).parseFromString(xml, 'text/xml');
  const root = doc.documentElement as unknown as Element | null;
  if (!root || root.tagName !== 'HDon') return { problems: ['Thiếu thẻ HDon.'], code: null };
  const series = value(root, 'KHHDon');
  if (!/^[1-6]$/.test(value(root, 'KHMSHDon'))) problems.push('Ký hiệu mẫu số hóa đơn không hợp lệ.');
  if (!/^[CK]\d{2}[TDLMNBGH][A-Z]{2}$/.test(series)) problems.push('Ký hiệu hóa đơn không hợp lệ.');
  const seller = first(root, 'NBan');
  if (!seller || !taxCodeOk(value(seller, 'MST'))) problems.push('Mã số thuế người bán không hợp lệ.');
  const buyer = first(root, 'NMua');
  const buyerCode = buyer ? value(buyer, 'MST') : '';
  if (buyerCode && !taxCodeOk(buyerCode)) problems.push(`Mã số thuế người mua ${buyerCode} không hợp lệ.`);
  else if (buyerCode && closed.has(buyerCode))
    problems.push(`Mã số thuế người mua ${buyerCode} đã ngừng hoạt động, không được lập hóa đơn.`);
  const code = root.getElementsByTagName('MCCQT')[0]?.textContent?.trim() ?? null;
  if (series[3] === 'M' && !(code && /^M[1-6]-\d{2}-[0-9A-Z]{5}-\d{11}$/.test(code)))
    problems.push('Hóa đơn khởi tạo từ máy tính tiền thiếu mã của cơ quan thuế hoặc mã sai cấu trúc.');
  const lines = elements(first(root, 'DSHHDVu'));
  const linesTotal = lines.reduce((s, l) => s + Number(value(l, 'ThTien')), 0);
  if (linesTotal !== Number(value(root, 'TgTCThue')))
    problems.push('Tổng tiền chưa thuế không khớp với các dòng hàng.');
  if (Number(value(root, 'TgTCThue')) + Number(value(root, 'TgTThue')) !== Number(value(root, 'TgTTTBSo')))
    problems.push('Tổng tiền thanh toán không khớp.');
  return { problems, code };
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, payload: unknown, type = 'application/json'): void {
  const text = type === 'application/json' ? JSON.stringify(payload) : String(payload);
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
  response.end(text);
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startProviderSimulator(options: SimulatorOptions = {}): Promise<ProviderSimulator> {
  const accounts = options.accounts ?? { [DEMO_ACCOUNT.username]: DEMO_ACCOUNT.password };
  const delayMs = options.delayMs ?? 1500;
  const closed = new Set(options.closedTaxCodes ?? [CLOSED_TAX_CODE]);
  const byId = new Map<string, Submission>();
  const byKey = new Map<string, Submission>();
  let posts = 0;

  const decide = (s: Submission) => {
    if (s.status !== 'processing' || Date.now() - s.receivedAt < delayMs) return;
    s.status = s.problems.length === 0 ? 'accepted' : 'refused';
    s.message =
      s.status === 'accepted'
        ? 'Cơ quan thuế đã tiếp nhận và kiểm tra dữ liệu hóa đơn: hợp lệ.'
        : `Cơ quan thuế từ chối: ${s.problems.join(' ')}`;
  };

  const authorised = (request: IncomingMessage) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return false;
    const [user, ...rest] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
    return user !== undefined && accounts[user] !== undefined && accounts[user] === rest.join(':');
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://simulator');
      if (url.pathname === '/lookup') {
        const code = url.searchParams.get('code') ?? '';
        const found = [...byKey.values()].find((s) => s.code === code);
        if (found) decide(found);
        if (url.searchParams.get('format') === 'json')
          return send(
            response,
            found ? 200 : 404,
            found ? { code, status: found.status, message: found.message } : { code },
          );
        const text = found
          ? `<h1>Hóa đơn ${escape(code)}</h1><p>${escape(found.message ?? 'Đang chờ cơ quan thuế kiểm tra.')}</p>`
          : `<h1>Không tìm thấy hóa đơn ${escape(code)}</h1>`;
        return send(
          response,
          found ? 200 : 404,
          `<!doctype html><meta charset="utf-8"><title>Tra cứu hóa đơn</title>${text}`,
          'text/html',
        );
      }
      if (!url.pathname.startsWith('/api/invoices')) return send(response, 404, { message: 'Không có địa chỉ này.' });
      if (!authorised(request)) return send(response, 401, { message: 'Sai tài khoản hoặc mật khẩu kết nối.' });
      if (request.method === 'POST' && url.pathname === '/api/invoices') {
        posts += 1;
        let input: { key?: unknown; xml?: unknown };
        try {
          input = JSON.parse(await body(request)) as typeof input;
        } catch {
          return send(response, 400, { message: 'Yêu cầu không phải JSON.' });
        }
        if (typeof input.key !== 'string' || !input.key || typeof input.xml !== 'string' || !input.xml)
          return send(response, 400, { message: 'Thiếu khóa hoặc dữ liệu XML của hóa đơn.' });
        options.onSubmit?.(input.key);
        if (options.answerAfterMs) await new Promise((resolve) => setTimeout(resolve, options.answerAfterMs));
        const existing = byKey.get(input.key);
        if (existing) return send(response, 202, { id: existing.id, status: existing.status });
        const { problems, code } = review(input.xml, closed);
        const submission: Submission = {
          id: randomUUID(),
          key: input.key,
          xml: input.xml,
          code,
          receivedAt: Date.now(),
          status: 'processing',
          message: null,
          problems,
        };
        byKey.set(submission.key, submission);
        byId.set(submission.id, submission);
        return send(response, 202, { id: submission.id, status: 'processing' });
      }
      const match = /^\/api\/invoices\/([\w-]+)$/.exec(url.pathname);
      if (request.method === 'GET' && match) {
        const found = byId.get(match[1]!);
        if (!found) return send(response, 404, { message: 'Không tìm thấy hồ sơ gửi.' });
        decide(found);
        return send(response, 200, { id: found.id, key: found.key, status: found.status, message: found.message });
      }
      return send(response, 405, { message: 'Phương thức không được hỗ trợ.' });
    })().catch(() => send(response, 500, { message: 'Lỗi máy chủ mô phỏng.' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    stats: () => ({ posts, submissions: byKey.size, keys: [...byKey.keys()] }),
    submissions: () => [...byKey.values()],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
