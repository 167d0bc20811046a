import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttp, onTokenNotValid } from '../../src/api/client';
import { ApiError, isMissingRecord, toApiError } from '../../src/api/errors';
import { setTokens } from '../../src/api/session';

/** A real HTTP server on loopback that records what it was sent. */
let server: http.Server;
let base: string;
const seen: Array<{ url: string; authorization?: string }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/api/v1/expired') {
      res.statusCode = 401;
      res.end(JSON.stringify({ code: 'token_not_valid', message: 'Phiên đăng nhập đã hết hạn.' }));
      return;
    }
    if (req.url === '/api/v1/invalid') {
      res.statusCode = 400;
      res.end(
        JSON.stringify({
          code: 'validation_error',
          message: 'Dữ liệu không hợp lệ.',
          errors: { email: ['Yêu cầu nhập email.'] },
        }),
      );
      return;
    }
    res.end(JSON.stringify({ data: { ok: true } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => {
  seen.length = 0;
  onTokenNotValid(undefined);
});

describe('the API client', () => {
  it('sends the stored token as a bearer header', async () => {
    setTokens('abc.def.ghi', 'refresh');
    const body = await createHttp(base).get('me').json();
    expect(body).toEqual({ data: { ok: true } });
    expect(seen[0]?.authorization).toBe('Bearer abc.def.ghi');
  });

  it('sends no header without a token', async () => {
    await createHttp(base).get('public');
    expect(seen[0]?.authorization).toBeUndefined();
  });

  it('hands a token_not_valid answer to the registered handler, and the error still reaches the caller', async () => {
    const handled: string[] = [];
    onTokenNotValid((request) => {
      handled.push(new URL(request.url).pathname);
      return undefined;
    });
    const error = await createHttp(base)
      .get('expired')
      .json()
      .catch((e: unknown) => e);
    expect(handled).toEqual(['/api/v1/expired']);
    const apiError = await toApiError(error);
    expect(apiError).toMatchObject({ status: 401, code: 'token_not_valid' });
  });

  it('maps a validation answer to field messages', async () => {
    const error = await createHttp(base)
      .post('invalid', { json: {} })
      .catch((e: unknown) => e);
    const apiError = await toApiError(error);
    expect(apiError.code).toBe('validation_error');
    expect(apiError.fieldError('email')).toBe('Yêu cầu nhập email.');
  });

  it('reads a 404, or a malformed id refused as bad input, as a record that is not there', () => {
    expect(isMissingRecord(new ApiError(404, 'not_found', 'x'))).toBe(true);
    expect(isMissingRecord(new ApiError(400, 'validation_error', 'x', { id: ['Mã không hợp lệ.'] }))).toBe(true);
    expect(isMissingRecord(new ApiError(400, 'validation_error', 'x', { email: ['x'] }))).toBe(false);
    expect(isMissingRecord(new ApiError(500, 'internal', 'x'))).toBe(false);
    expect(isMissingRecord(new Error('x'))).toBe(false);
  });

  it('says so in Vietnamese when the server cannot be reached', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = http.createServer();
      probe.listen(0, '127.0.0.1', () => {
        const port = (probe.address() as AddressInfo).port;
        probe.close(() => resolve(port));
      });
    });
    const error = await createHttp(`http://127.0.0.1:${closed}/api/v1`)
      .get('health')
      .catch((e: unknown) => e);
    const apiError = await toApiError(error);
    expect(apiError.code).toBe('network_error');
    expect(apiError.message).toBe('Lỗi mạng: không kết nối được tới máy chủ.');
  });
});
