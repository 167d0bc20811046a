/**
 * The one HTTP client of the PWA: ky on `/api/v1`, JSON in and out, the bearer token from the
 * session, no timeout (SPEC.md §9) and no retries of its own (React Query retries queries).
 * A response with code `token_not_valid` goes to the handler registered with
 * `onTokenNotValid`, and the error still reaches the caller (SPEC.md §8).
 */
import ky, { type KyInstance } from 'ky';
import { getToken } from './session';
import { isTokenNotValid, toApiError } from './errors';

export const API_BASE = '/api/v1';

type TokenNotValidHandler = (request: Request) => Promise<Response | undefined> | Response | undefined;
let tokenNotValidHandler: TokenNotValidHandler | undefined;

/**
 * Registers what happens when the server rejects the token. The handler may answer a retried
 * response (after a refresh) or nothing, in which case the 401 goes on to the caller.
 */
export function onTokenNotValid(handler: TokenNotValidHandler | undefined): void {
  tokenNotValidHandler = handler;
}

/** Builds the client for a base URL; the app uses `http` on API_BASE, tests a real server's URL. */
export function createHttp(prefixUrl: string): KyInstance {
  return ky.create({
    prefixUrl,
    timeout: false,
    retry: 0,
    headers: { Accept: 'application/json' },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = getToken();
          if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async (request, _options, response) => {
          if (tokenNotValidHandler && (await isTokenNotValid(response))) {
            return (await tokenNotValidHandler(request)) ?? response;
          }
          return response;
        },
      ],
    },
  });
}

export const http: KyInstance = createHttp(API_BASE);

/** GET a `{ data }` envelope and return its data, throwing an ApiError on failure. */
export async function getData<T>(path: string, searchParams?: Record<string, string | number | boolean>): Promise<T> {
  try {
    const body = await http.get(path, searchParams ? { searchParams } : undefined).json<{ data: T }>();
    return body.data;
  } catch (error) {
    throw await toApiError(error);
  }
}

/** Send JSON with a method and return the whole parsed body, throwing an ApiError on failure. */
export async function sendJson<T>(
  method: 'post' | 'put' | 'patch' | 'delete',
  path: string,
  json?: unknown,
): Promise<T> {
  try {
    const response = await http(path, { method, json });
    if (response.status === 204) return undefined as T;
    return await response.json<T>();
  } catch (error) {
    throw await toApiError(error);
  }
}
