/**
 * Configuration from the environment, with the working defaults of DESIGN.md §1. Problems are
 * reported as a ConfigError whose message is one line a person can act on.
 */
import { randomBytes } from 'node:crypto';
import { accessSync, constants, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  appUrl: string;
  jwtSecret: string;
  logLevel: string;
  /** Fastify's trustProxy: false, true, a hop count or a list of addresses (TRUST_PROXY). */
  trustProxy: boolean | number | string;
  /** Folder of the built PWA; served when it exists. */
  distDir: string;
  version: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** Makes sure DATA_DIR exists and is writable, or says in one line why not. */
export function ensureDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK | constants.X_OK);
    const probe = path.join(dataDir, '.write-test');
    writeFileSync(probe, 'ok');
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    throw new ConfigError(
      `DATA_DIR ${dataDir} is not writable (${reason}); set DATA_DIR to a folder this user can write.`,
    );
  }
}

/** The JWT secret: JWT_SECRET, or one generated once and kept in DATA_DIR. */
function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
    return env.JWT_SECRET;
  }
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${env.PORT}".`);
  }
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.has(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${[...LOG_LEVELS].join(', ')}, not "${logLevel}".`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://.');
  }
  const dataDir = path.resolve(env.DATA_DIR || path.join(PROJECT_ROOT, 'var'));
  ensureDataDir(dataDir);
  const appUrl = (env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(appUrl);
  } catch {
    throw new ConfigError(
      `APP_URL must be an absolute URL such as https://pharmatill.example.vn, not "${env.APP_URL}".`,
    );
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    smtpUrl: env.SMTP_URL || undefined,
    appUrl,
    jwtSecret: resolveJwtSecret(env, dataDir),
    logLevel,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    distDir: path.resolve(env.DIST_DIR || path.join(PROJECT_ROOT, 'dist')),
    version: readVersion(),
  };
}
