/**
 * Named places where a test may make the process die at once (SIGKILL: no handler, no
 * rollback hook, no graceful close), to prove that what was done before that instant is
 * recovered afterwards — FoundationDB's "buggify", reduced to one switch. Set
 * `CROSSPORT_CRASH_AT=<name>` in a test's child process; it is ignored in production so no
 * deployed setting can make the API kill itself.
 */
export type CrashPoint =
  | 'after-bkash-execute'
  // An idempotent request (platform/idempotency.ts): key held, answer written, committed.
  | 'idempotency-after-hold'
  | 'idempotency-before-commit'
  | 'idempotency-after-commit'
  // Steps of the money-moving requests, between their writes.
  | 'pay-after-open-payment'
  | 'pay-after-settle'
  | 'bkash-after-create-payment'
  | 'payout-after-hold'
  | 'refund-after-adjust';

export function crashPoint(name: CrashPoint): void {
  if (process.env.NODE_ENV === 'production') return;
  if (process.env.CROSSPORT_CRASH_AT === name) process.kill(process.pid, 'SIGKILL');
}
