/**
 * The one error handler: every failure leaves the API as `{ code, message, errors? }` with a
 * Vietnamese message (DESIGN.md §3). Services throw AppError; validation failures become 400
 * with field messages; a database that is away answers 503 with Retry-After (the client keeps its
 * data and tries again); anything unexpected is logged and answered 500 without internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { vi } from '../../src/i18n/messages';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/db-unavailable';

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (errors: FieldErrors, message: string = vi.errors.badRequest) =>
  new AppError(400, 'validation_error', message, errors);
export const notFound = (message: string = vi.errors.notFound) => new AppError(404, 'not_found', message);
export const forbidden = (message: string = vi.errors.permissionDenied) =>
  new AppError(403, 'permission_denied', message);
export const conflict = (message: string = vi.errors.conflict) => new AppError(409, 'conflict', message);
export const tokenNotValid = (message: string = vi.errors.tokenNotValid) =>
  new AppError(401, 'token_not_valid', message);

interface IssueLike {
  path?: ReadonlyArray<PropertyKey>;
  instancePath?: string;
  message: string;
}

/** Groups issues by dotted field path: `items.0.quantity`. Body-less issues go under `_`. */
export function fieldErrors(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path
      ? issue.path.map(String).join('.')
      : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const key = path || '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

function send(reply: FastifyReply, status: number, code: string, message: string, errors?: FieldErrors) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(errors ? { code, message, errors } : { code, message });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return send(reply, error.statusCode, error.code, error.message, error.errors);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        instancePath: v.instancePath,
        message: v.message ?? vi.validation.invalidFormat,
      }));
      return send(reply, 400, 'validation_error', vi.errors.badRequest, fieldErrors(issues));
    }
    if (error instanceof ZodError)
      return send(reply, 400, 'validation_error', vi.errors.badRequest, fieldErrors(error.issues));
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 400, 'invalid_json', vi.errors.invalidJson);
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 413, 'payload_too_large', vi.errors.payloadTooLarge);
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, 415, 'unsupported_media_type', vi.errors.unsupportedMediaType);
      default:
        break;
    }
    if (error instanceof SyntaxError) return send(reply, 400, 'invalid_json', vi.errors.invalidJson);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(reply, status, 'bad_request', vi.errors.badRequest);
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 503, 'database_unavailable', vi.errors.databaseUnavailable);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'internal_error', vi.errors.internal);
  });
}
