/**
 * The customer's personal suite code, written on a parcel sent to our warehouse so staff know
 * whose it is: `CP-` and the customer id, zero-padded to at least six digits (`CP-000123`).
 * Derived from the id, so it is stable and needs no column; never reused, as ids are not.
 */
export function suiteCodeOf(customerId: number): string {
  return `CP-${String(customerId).padStart(6, '0')}`;
}

/** The customer id a suite code names (`cp-000123` → 123), or null when it is not one. */
export function customerIdOfSuiteCode(code: string): number | null {
  const match = /^CP-(\d{6,10})$/i.exec(code.trim());
  const id = match ? Number(match[1]) : 0;
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
