/**
 * A stand-in for the national e-prescription system (Hệ thống thông tin quốc gia về quản lý kê đơn
 * thuốc và bán thuốc theo đơn, donthuocquocgia.vn, QĐ 808/QĐ-BYT), as a small HTTP server on
 * loopback speaking the contract of server/modules/eprescriptions/gateway.ts and
 * docs/e-prescriptions.md: `POST /api/auth/dang-nhap-co-so` logs a pharmacy in and answers a
 * bearer token; `GET /api/v1/don-thuoc/:ma_don_thuoc` answers the prescription (patient, doctor,
 * facility, diagnoses, drugs with quantities, usage and what was already dispensed);
 * `POST /api/v1/ban-thuoc` records a dispensing, in full or in part, once per `ma_giao_dich` (the
 * same key again answers the first answer), and refuses one against a prescription already
 * dispensed in full. Kept in memory: it is a simulator.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoPrescriptions } from './eprescription-demo';

/** A prescription as the national system holds it (QĐ 808 field names). */
export interface NationalPrescriptionRecord {
  ma_don_thuoc: string;
  /** c basic, n narcotic, h psychotropic, y traditional medicine. */
  loai_don_thuoc: 'c' | 'n' | 'h' | 'y';
  /** `YYYY-MM-DD HH:mm:ss`. */
  ngay_gio_ke_don: string;
  ho_ten_benh_nhan: string;
  /** `DD/MM/YYYY`. */
  ngay_sinh_benh_nhan: string;
  /** 2 male, 3 female (QĐ 808), anything else not stated. */
  gioi_tinh: number;
  dia_chi: string;
  ma_so_the_bao_hiem_y_te: string;
  ma_co_so_kham_chua_benh: string;
  ten_co_so_kham_chua_benh: string;
  ho_ten_bac_si: string;
  chan_doan: { ma_chan_doan: string; ten_chan_doan: string; ket_luan: string }[];
  loi_dan: string;
  thong_tin_don_thuoc: {
    /** The national drug code. */
    ma_thuoc: string;
    biet_duoc: string;
    /** The active ingredient. */
    ten_thuoc: string;
    ham_luong: string;
    don_vi_tinh: string;
    so_luong: number;
    cach_dung: string;
  }[];
  /** Quantities already dispensed, by ma_thuoc. */
  da_ban: Record<string, number>;
}

export type DispenseState = 'chua_ban' | 'ban_mot_phan' | 'da_ban_du';

export interface DispenseLine {
  ma_thuoc: string;
  ten_thuoc: string;
  don_vi_tinh: string;
  so_luong: number;
}

export interface Dispensing {
  ma_giao_dich: string;
  ma_don_thuoc: string;
  ma_hoa_don: string;
  lines: DispenseLine[];
  status: number;
  answer: { ma_giao_dich: string; trang_thai_ban?: DispenseState; code?: string; message: string };
}

export interface EprescriptionSimulatorOptions {
  port?: number;
  host?: string;
  /** Pharmacies allowed to log in: ma_lien_thong_co_so → password. */
  accounts?: Record<string, string>;
  /** The prescriptions it knows; the demo's by default. */
  prescriptions?: NationalPrescriptionRecord[];
  /** Hold each dispensing's answer this long (tests kill a server mid-call). */
  answerAfterMs?: number;
  /** Called when a dispensing arrives, before it is answered. */
  onDispense?: (key: string) => void;
}

export interface EprescriptionSimulator {
  url: string;
  server: Server;
  /** Every POST to ban-thuoc received (retries included) and the dispensings kept (one per key). */
  stats(): { posts: number; lookups: number; logins: number; dispensings: number };
  dispensings(): Dispensing[];
  prescription(code: string): NationalPrescriptionRecord | undefined;
  close(): Promise<void>;
}

export const DEMO_PHARMACY_ACCOUNT = { username: 'NT-79-000123', password: 'demo-donthuoc-password' };

async function body(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as unknown;
}

function send(response: ServerResponse, status: number, payload: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(payload));
}

export function dispenseState(record: NationalPrescriptionRecord): DispenseState {
  const given = record.thong_tin_don_thuoc.map((drug) => record.da_ban[drug.ma_thuoc] ?? 0);
  if (given.every((quantity) => quantity === 0)) return 'chua_ban';
  return record.thong_tin_don_thuoc.every((drug, i) => given[i]! >= drug.so_luong) ? 'da_ban_du' : 'ban_mot_phan';
}

const TOKEN_TTL_MS = 30 * 60_000;

export async function startEprescriptionSimulator(
  options: EprescriptionSimulatorOptions = {},
): Promise<EprescriptionSimulator> {
  const accounts = options.accounts ?? { [DEMO_PHARMACY_ACCOUNT.username]: DEMO_PHARMACY_ACCOUNT.password };
  const prescriptions = new Map(
    (options.prescriptions ?? demoPrescriptions()).map((p) => [p.ma_don_thuoc.toLowerCase(), structuredClone(p)]),
  );
  const tokens = new Map<string, { account: string; until: number }>();
  const byKey = new Map<string, Dispensing>();
  let posts = 0;
  let lookups = 0;
  let logins = 0;

  const signedIn = (request: IncomingMessage) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? tokens.get(header.slice(7)) : undefined;
    return token !== undefined && token.until > Date.now();
  };

  const dispense = (input: Record<string, unknown>): Omit<Dispensing, 'lines' | 'ma_hoa_don'> => {
    const key = String(input.ma_giao_dich);
    const record = prescriptions.get(String(input.ma_don_thuoc ?? '').toLowerCase());
    if (!record)
      return {
        ma_giao_dich: key,
        ma_don_thuoc: String(input.ma_don_thuoc),
        status: 404,
        answer: { ma_giao_dich: key, code: 'khong_tim_thay', message: 'Không tìm thấy đơn thuốc.' },
      };
    if (dispenseState(record) === 'da_ban_du')
      return {
        ma_giao_dich: key,
        ma_don_thuoc: record.ma_don_thuoc,
        status: 409,
        answer: {
          ma_giao_dich: key,
          code: 'da_ban_du',
          trang_thai_ban: 'da_ban_du',
          message: `Đơn thuốc ${record.ma_don_thuoc} đã được bán đủ số lượng, không ghi nhận thêm.`,
        },
      };
    const lines = input.thong_tin_ban_thuoc as DispenseLine[];
    const prescribed = new Set(record.thong_tin_don_thuoc.map((drug) => drug.ma_thuoc));
    const unknown = lines.filter((line) => !prescribed.has(line.ma_thuoc));
    if (unknown.length > 0)
      return {
        ma_giao_dich: key,
        ma_don_thuoc: record.ma_don_thuoc,
        status: 422,
        answer: {
          ma_giao_dich: key,
          code: 'thuoc_khong_co_trong_don',
          message: `Thuốc ${unknown.map((line) => line.ma_thuoc).join(', ')} không có trong đơn.`,
        },
      };
    for (const line of lines) record.da_ban[line.ma_thuoc] = (record.da_ban[line.ma_thuoc] ?? 0) + line.so_luong;
    const state = dispenseState(record);
    return {
      ma_giao_dich: key,
      ma_don_thuoc: record.ma_don_thuoc,
      status: 200,
      answer: {
        ma_giao_dich: key,
        trang_thai_ban: state,
        message: state === 'da_ban_du' ? 'Đã ghi nhận bán đủ đơn thuốc.' : 'Đã ghi nhận bán một phần đơn thuốc.',
      },
    };
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://simulator');
      if (request.method === 'POST' && url.pathname === '/api/auth/dang-nhap-co-so') {
        logins += 1;
        const input = (await body(request)) as { ma_lien_thong_co_so?: unknown; password?: unknown };
        const account = String(input.ma_lien_thong_co_so ?? '');
        if (accounts[account] === undefined || accounts[account] !== input.password)
          return send(response, 401, { message: 'Sai mã liên thông cơ sở hoặc mật khẩu.' });
        const token = randomUUID();
        tokens.set(token, { account, until: Date.now() + TOKEN_TTL_MS });
        return send(response, 200, { token, expires_in: TOKEN_TTL_MS / 1000 });
      }
      if (!url.pathname.startsWith('/api/v1/')) return send(response, 404, { message: 'Không có địa chỉ này.' });
      if (!signedIn(request)) return send(response, 401, { message: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn.' });
      const lookup = /^\/api\/v1\/don-thuoc\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && lookup) {
        lookups += 1;
        const record = prescriptions.get(decodeURIComponent(lookup[1]!).toLowerCase());
        if (!record) return send(response, 404, { message: 'Không tìm thấy đơn thuốc.' });
        return send(response, 200, {
          ...record,
          thong_tin_don_thuoc: record.thong_tin_don_thuoc.map((drug) => ({
            ...drug,
            so_luong_da_ban: record.da_ban[drug.ma_thuoc] ?? 0,
          })),
          da_ban: undefined,
          trang_thai_ban: dispenseState(record),
        });
      }
      if (request.method === 'POST' && url.pathname === '/api/v1/ban-thuoc') {
        posts += 1;
        let input: Record<string, unknown>;
        try {
          input = (await body(request)) as Record<string, unknown>;
        } catch {
          return send(response, 400, { message: 'Yêu cầu không phải JSON.' });
        }
        const lines = input.thong_tin_ban_thuoc;
        const valid =
          typeof input.ma_giao_dich === 'string' &&
          input.ma_giao_dich.length > 0 &&
          typeof input.ma_don_thuoc === 'string' &&
          Array.isArray(lines) &&
          lines.length > 0 &&
          lines.every(
            (line: { ma_thuoc?: unknown; so_luong?: unknown }) =>
              typeof line.ma_thuoc === 'string' && Number.isInteger(line.so_luong) && Number(line.so_luong) > 0,
          );
        if (!valid)
          return send(response, 400, { message: 'Thiếu mã giao dịch, mã đơn thuốc hoặc thông tin thuốc bán.' });
        options.onDispense?.(String(input.ma_giao_dich));
        if (options.answerAfterMs) await new Promise((resolve) => setTimeout(resolve, options.answerAfterMs));
        const existing = byKey.get(String(input.ma_giao_dich));
        if (existing) return send(response, existing.status, existing.answer);
        const outcome = dispense(input);
        byKey.set(outcome.ma_giao_dich, {
          ...outcome,
          ma_hoa_don: String(input.ma_hoa_don ?? ''),
          lines: lines as DispenseLine[],
        });
        return send(response, outcome.status, outcome.answer);
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
    stats: () => ({ posts, lookups, logins, dispensings: byKey.size }),
    dispensings: () => [...byKey.values()],
    prescription: (code) => prescriptions.get(code.toLowerCase()),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
