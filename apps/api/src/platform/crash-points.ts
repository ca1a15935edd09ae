/**
 * Named places where a test may make the process die at once (SIGKILL: no handler, no
 * rollback hook, no graceful close), to prove that what was done before that instant is
 * recovered afterwards — FoundationDB's "buggify", reduced to one switch. Set
 * `CROSSPORT_CRASH_AT=<name>` in a test's child process; it is ignored in production so no
 * deployed setting can make the API kill itself.
 */
export type CrashPoint = 'after-bkash-execute';

export function crashPoint(name: CrashPoint): void {
  if (process.env.NODE_ENV === 'production') return;
  if (process.env.CROSSPORT_CRASH_AT === name) process.kill(process.pid, 'SIGKILL');
}
