/**
 * The client's view of a failed call: the server's error envelope (DESIGN.md §3), or a network
 * failure translated into Vietnamese (SPEC.md §8).
 */
import { HTTPError, TimeoutError } from 'ky';
import { vi } from '../i18n/messages';

export interface ApiErrorBody {
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: Record<string, string[]> = {},
    /** The server's Retry-After (a 503 while its database is away, a 429), in milliseconds. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The first message for a field, for showing under the input. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

/** What a failed read should say: the server's first field message (what was wrong) over its general one. */
export function errorMessage(error: Error): string {
  const fields = error instanceof ApiError ? Object.values(error.errors) : [];
  return fields.find((messages) => messages[0])?.[0] ?? error.message;
}

/** SPEC.md §8: a 401 whose body says `token_not_valid` (the token was rejected, not the request). */
export async function isTokenNotValid(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'token_not_valid';
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).code === 'string';
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now (null when absent or unreadable). */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Turns whatever a call threw into an ApiError with a Vietnamese message. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const body: unknown = await error.response
      .clone()
      .json()
      .catch(() => undefined);
    const retryAfter = retryAfterMs(error.response.headers.get('retry-after'));
    if (isErrorBody(body))
      return new ApiError(error.response.status, body.code, body.message, body.errors ?? {}, retryAfter);
    return new ApiError(
      error.response.status,
      'http_error',
      error.response.status >= 500 ? vi.errors.internal : vi.errors.badRequest,
      {},
      retryAfter,
    );
  }
  if (error instanceof TimeoutError) return new ApiError(0, 'timeout', vi.errors.timeout);
  if (error instanceof DOMException && error.name === 'AbortError')
    return new ApiError(0, 'aborted', vi.errors.aborted);
  return new ApiError(0, 'network_error', vi.errors.network);
}

/**
 * Whether a read of one record failed because there is no such record: a 404, or an address
 * whose id cannot name one (the server refuses a malformed id as bad input).
 */
export function isMissingRecord(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 404 || (error.status === 400 && error.fieldError('id') !== undefined))
  );
}
