/**
 * Vite plugin: after the build (and after the service worker is written), every text asset of
 * dist/ of 1 KiB or more gets a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) sibling,
 * which the server's static serving picks by the request's Accept-Encoding (server/plugins/static-pwa.ts).
 * Compressing once at build time lets the slow, dense settings be used; nothing is compressed per request.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text assets worth compressing; source maps are fetched only by developer tools. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const work: Promise<void>[] = [];
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    work.push(
      (async () => {
        const source = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        totals.files += 1;
        totals.bytes += source.length;
        totals.brotliBytes += br.length;
      })(),
    );
  }
  await Promise.all(work);
  return totals;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pharmatill-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // 'post': after vite-plugin-pwa has written sw.js in its own closeBundle.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const totals = await precompressDir(outDir);
        this.environment.logger.info(
          `precompressed ${totals.files} files: ${(totals.bytes / 1024).toFixed(0)} KiB → ${(totals.brotliBytes / 1024).toFixed(0)} KiB brotli`,
        );
      },
    },
  };
}
