/**
 * `npm start`: builds the PWA when dist/ is missing or older than its sources, then runs the
 * server in this same process (so the PID a supervisor holds is the server's).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(entry: string): number {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function needsBuild(): boolean {
  const index = path.join(root, 'dist', 'index.html');
  if (!existsSync(index)) return true;
  const builtAt = statSync(index).mtimeMs;
  return SOURCES.some((entry) => newestMtime(entry) > builtAt);
}

if (process.env.SKIP_BUILD !== '1' && needsBuild()) {
  process.stdout.write('Building the PWA (dist/ is missing or older than the sources)…\n');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    process.stderr.write('PharmaTill cannot start: building the PWA failed (see above).\n');
    process.exit(1);
  }
}

// The demo configuration runs the e-invoice provider simulator beside the server (docs/einvoices.md);
// EINVOICE_SIMULATOR=off leaves it out, EINVOICE_SIMULATOR_PORT chooses its port (default PORT + 1).
if (process.env.EINVOICE_SIMULATOR !== 'off' && !process.env.EINVOICE_SIMULATOR_URL) {
  const { startProviderSimulator } = await import('./simulators/einvoice-provider.ts');
  const port = Number(process.env.EINVOICE_SIMULATOR_PORT ?? Number(process.env.PORT ?? 8080) + 1);
  try {
    const simulator = await startProviderSimulator({ port });
    process.env.EINVOICE_SIMULATOR_URL = simulator.url;
    process.stdout.write(`E-invoice provider simulator on ${simulator.url}\n`);
  } catch (error) {
    process.stderr.write(
      `The e-invoice provider simulator did not start (${error instanceof Error ? error.message : String(error)}); set EINVOICE_SIMULATOR_PORT to a free port.\n`,
    );
  }
}

// And the national e-prescription system simulator with the demo prescriptions (docs/e-prescriptions.md);
// EPRESCRIPTION_SIMULATOR=off leaves it out, EPRESCRIPTION_SIMULATOR_PORT chooses its port (default PORT + 2).
if (process.env.EPRESCRIPTION_SIMULATOR !== 'off' && !process.env.EPRESCRIPTION_SIMULATOR_URL) {
  const { startEprescriptionSimulator } = await import('./simulators/eprescription-system.ts');
  const port = Number(process.env.EPRESCRIPTION_SIMULATOR_PORT ?? Number(process.env.PORT ?? 8080) + 2);
  try {
    const simulator = await startEprescriptionSimulator({ port });
    process.env.EPRESCRIPTION_SIMULATOR_URL = simulator.url;
    process.stdout.write(`E-prescription system simulator on ${simulator.url}\n`);
  } catch (error) {
    process.stderr.write(
      `The e-prescription system simulator did not start (${error instanceof Error ? error.message : String(error)}); set EPRESCRIPTION_SIMULATOR_PORT to a free port.\n`,
    );
  }
}

// Likewise the national pharmacy link-up simulator (docs/link-ups.md): LINKUP_SIMULATOR=off leaves
// it out, LINKUP_SIMULATOR_PORT chooses its port (default PORT + 3).
if (process.env.LINKUP_SIMULATOR !== 'off' && !process.env.LINKUP_SIMULATOR_URL) {
  const { startLinkupSimulator } = await import('./simulators/linkup-service.ts');
  const port = Number(process.env.LINKUP_SIMULATOR_PORT ?? Number(process.env.PORT ?? 8080) + 3);
  try {
    const simulator = await startLinkupSimulator({ port });
    process.env.LINKUP_SIMULATOR_URL = simulator.url;
    process.stdout.write(`National pharmacy link-up simulator on ${simulator.url}\n`);
  } catch (error) {
    process.stderr.write(
      `The link-up simulator did not start (${error instanceof Error ? error.message : String(error)}); set LINKUP_SIMULATOR_PORT to a free port.\n`,
    );
  }
}

await import('../server/main.ts');
