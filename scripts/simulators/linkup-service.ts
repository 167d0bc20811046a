/**
 * A stand-in for the national pharmacy data link-up (Cơ sở dữ liệu Dược quốc gia, Cục Quản lý
 * Dược), as a small HTTP server on loopback speaking the contract of
 * server/modules/linkups/service-port.ts (docs/link-ups.md): `POST /api/tai_khoan/dang_nhap`
 * `{ usr, pwd }` answers a bearer token; `POST /api/lien_thong/hoa_don | phieu_nhap | phieu_xuat`
 * with that token checks the document as the service does and answers `{ code: 200, mess }`
 * (accepted) or `{ code: 400, mess }` (refused, with the reasons in Vietnamese: a line without a
 * national drug code, a malformed date, lot or quantity). An accepted document is kept once per
 * facility and code: the same code again answers the first verdict. Kept in memory: it is a
 * simulator; the server keeps the durable state.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LinkupSimulatorOptions {
  port?: number;
  host?: string;
  /** Accounts allowed to log in: username → password. */
  accounts?: Record<string, string>;
  /** Hold each submission's answer this long (a slow service; tests kill a server mid-call). */
  answerAfterMs?: number;
  /** Called when a submission arrives, before it is answered. */
  onSubmit?: (key: string) => void;
  /** The national drug catalogue's codes: a code outside it is refused (default: any well-formed code). */
  catalogue?: readonly string[];
}

type Endpoint = 'hoa_don' | 'phieu_nhap' | 'phieu_xuat';

export interface LinkupDocument {
  endpoint: Endpoint;
  key: string;
  facility: string;
  body: Record<string, unknown>;
  receivedAt: number;
}

export interface LinkupSimulator {
  url: string;
  server: Server;
  /** Every document POST received (retries included), the documents kept, and their codes. */
  stats(): { posts: number; accepted: number; refused: number; keys: string[] };
  /** The accepted documents, one per facility and code. */
  documents(): LinkupDocument[];
  close(): Promise<void>;
}

export const DEMO_LINKUP_ACCOUNT = { username: 'pharmatill-demo', password: 'demo-lien-thong' };

const DAY = /^\d{8}$/;
/** The shape of a code of the national drug catalogue (letters, digits, `.-_/`, 4–40 characters). */
const DRUG_CODE = /^[A-Za-z0-9][A-Za-z0-9.\-_/]{3,39}$/;
const validDay = (value: unknown) => {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const date = new Date(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10).replaceAll('-', '') === value;
};
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The service's reasons to refuse a document, in Vietnamese (empty: accepted). */
function review(endpoint: Endpoint, body: Record<string, unknown>, catalogue: ReadonlySet<string> | null): string[] {
  const problems: string[] = [];
  if (!/^[A-Za-z0-9.\-_]{3,30}$/.test(text(body.ma_co_so))) problems.push('Mã cơ sở không hợp lệ.');
  const key = endpoint === 'hoa_don' ? body.ma_hoa_don : body.ma_phieu;
  if (!text(key) || text(key).length > 50) problems.push('Thiếu mã chứng từ hoặc mã quá dài.');
  const dateField = endpoint === 'hoa_don' ? 'ngay_ban' : endpoint === 'phieu_nhap' ? 'ngay_nhap' : 'ngay_xuat';
  if (!validDay(body[dateField])) problems.push(`Ngày chứng từ (${dateField}) phải có dạng yyyyMMdd.`);
  if (endpoint === 'phieu_nhap' && ![1, 2, 3].includes(body.loai_phieu_nhap as number))
    problems.push('Loại phiếu nhập không hợp lệ.');
  if (endpoint === 'phieu_xuat' && ![1, 2, 3].includes(body.loai_phieu_xuat as number))
    problems.push('Loại phiếu xuất không hợp lệ.');
  const prescription = body.ma_don_thuoc_quoc_gia;
  if (prescription !== undefined && prescription !== null && !/^[A-Za-z0-9-]{6,30}$/.test(text(prescription)))
    problems.push('Mã đơn thuốc quốc gia không đúng định dạng.');
  const lines = endpoint === 'hoa_don' ? body.hoa_don_chi_tiet : body.chi_tiet;
  if (!Array.isArray(lines) || lines.length === 0) return [...problems, 'Chứng từ không có dòng thuốc nào.'];
  const signed = endpoint === 'phieu_xuat' && body.loai_phieu_xuat === 3;
  lines.forEach((raw: unknown, index) => {
    const line = (raw ?? {}) as Record<string, unknown>;
    const name = text(line.ten_thuoc) || `dòng ${index + 1}`;
    const at = `Dòng ${index + 1} (${name})`;
    if (!text(line.ma_thuoc)) problems.push(`${at}: thiếu mã thuốc quốc gia.`);
    else if (!DRUG_CODE.test(text(line.ma_thuoc)))
      problems.push(`${at}: mã thuốc quốc gia ${text(line.ma_thuoc)} không đúng định dạng.`);
    else if (catalogue && !catalogue.has(text(line.ma_thuoc)))
      problems.push(`${at}: mã thuốc ${text(line.ma_thuoc)} không có trong Danh mục thuốc quốc gia.`);
    if (!text(line.ten_thuoc)) problems.push(`${at}: thiếu tên thuốc.`);
    if (!text(line.don_vi_tinh)) problems.push(`${at}: thiếu đơn vị tính.`);
    const quantity = line.so_luong;
    if (!Number.isInteger(quantity) || quantity === 0 || (!signed && (quantity as number) < 0))
      problems.push(`${at}: số lượng không hợp lệ.`);
    if (!Number.isInteger(line.don_gia) || (line.don_gia as number) < 0) problems.push(`${at}: đơn giá không hợp lệ.`);
    if (line.han_dung !== null && line.han_dung !== undefined && !validDay(line.han_dung))
      problems.push(`${at}: hạn dùng phải có dạng yyyyMMdd.`);
    if (line.han_dung && !text(line.so_lo)) problems.push(`${at}: có hạn dùng nhưng thiếu số lô.`);
  });
  return problems;
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, payload: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(payload));
}

export async function startLinkupSimulator(options: LinkupSimulatorOptions = {}): Promise<LinkupSimulator> {
  const accounts = options.accounts ?? { [DEMO_LINKUP_ACCOUNT.username]: DEMO_LINKUP_ACCOUNT.password };
  const catalogue = options.catalogue ? new Set(options.catalogue) : null;
  const sessions = new Map<string, string>();
  const kept = new Map<string, LinkupDocument>();
  let posts = 0;
  let refused = 0;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://simulator');
      if (request.method !== 'POST') return send(response, 405, { code: 405, mess: 'Phương thức không được hỗ trợ.' });
      let input: Record<string, unknown>;
      try {
        input = JSON.parse(await body(request)) as Record<string, unknown>;
        if (typeof input !== 'object' || input === null) throw new Error('not an object');
      } catch {
        return send(response, 400, { code: 400, mess: 'Dữ liệu gửi lên không phải JSON hợp lệ.' });
      }
      if (url.pathname === '/api/tai_khoan/dang_nhap') {
        const user = text(input.usr);
        if (!user || accounts[user] === undefined || accounts[user] !== input.pwd)
          return send(response, 401, { code: 401, mess: 'Tên đăng nhập hoặc mật khẩu không đúng.' });
        const token = randomUUID();
        sessions.set(token, user);
        return send(response, 200, { token, token_type: 'bearer', expires_in: 3600 });
      }
      const match = /^\/api\/lien_thong\/(hoa_don|phieu_nhap|phieu_xuat)$/.exec(url.pathname);
      if (!match) return send(response, 404, { code: 404, mess: 'Không có địa chỉ này.' });
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!sessions.has(token))
        return send(response, 401, { code: 401, mess: 'Phiên đăng nhập hết hạn, vui lòng đăng nhập lại.' });
      const endpoint = match[1] as Endpoint;
      posts += 1;
      const key = text(endpoint === 'hoa_don' ? input.ma_hoa_don : input.ma_phieu);
      options.onSubmit?.(key);
      if (options.answerAfterMs) await new Promise((resolve) => setTimeout(resolve, options.answerAfterMs));
      const id = `${text(input.ma_co_so)}|${endpoint}|${key}`;
      if (kept.has(id)) return send(response, 200, { code: 200, mess: `Chứng từ ${key} đã được tiếp nhận trước đó.` });
      const problems = review(endpoint, input, catalogue);
      if (problems.length > 0) {
        refused += 1;
        return send(response, 200, { code: 400, mess: `Từ chối: ${problems.join(' ')}` });
      }
      kept.set(id, { endpoint, key, facility: text(input.ma_co_so), body: input, receivedAt: Date.now() });
      return send(response, 200, { code: 200, mess: `Đã tiếp nhận chứng từ ${key}.` });
    })().catch(() => send(response, 500, { code: 500, mess: 'Lỗi máy chủ mô phỏng.' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    stats: () => ({ posts, accepted: kept.size, refused, keys: [...kept.values()].map((d) => d.key) }),
    documents: () => [...kept.values()],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
