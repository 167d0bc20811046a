/**
 * Configuration from the environment, with the working defaults of DESIGN.md §1. Problems are
 * reported as a ConfigError whose message is one line a person can act on.
 */
import { accessSync, constants, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  appUrl: string;
  /** Token signing secret, shared by every server process (JWT_SECRET or the database). */
  jwtSecret: string;
  /** Key of secrets at rest, 32 bytes base64 (DATA_ENCRYPTION_KEY or the database). */
  dataKey: string;
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

/** JWT_SECRET when set; otherwise empty until the shared one is read from the database (withServerSecrets). */
function envJwtSecret(env: NodeJS.ProcessEnv): string {
  if (!env.JWT_SECRET) return '';
  if (env.JWT_SECRET.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  return env.JWT_SECRET;
}

/** DATA_ENCRYPTION_KEY when set (32 bytes in base64); otherwise the shared one from the database. */
function envDataKey(env: NodeJS.ProcessEnv): string {
  if (!env.DATA_ENCRYPTION_KEY) return '';
  if (Buffer.from(env.DATA_ENCRYPTION_KEY, 'base64').length !== 32) {
    throw new ConfigError('DATA_ENCRYPTION_KEY must be 32 bytes in base64 (for example: openssl rand -base64 32).');
  }
  return env.DATA_ENCRYPTION_KEY;
}

/** The configuration with the secrets every process shares filled in where the environment gave none. */
export function withServerSecrets(config: AppConfig, secrets: { jwtSecret: string; dataKey: string }): AppConfig {
  return { ...config, jwtSecret: config.jwtSecret || secrets.jwtSecret, dataKey: config.dataKey || secrets.dataKey };
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
    jwtSecret: envJwtSecret(env),
    dataKey: envDataKey(env),
    logLevel,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    distDir: path.resolve(env.DIST_DIR || path.join(PROJECT_ROOT, 'dist')),
    version: readVersion(),
  };
}
