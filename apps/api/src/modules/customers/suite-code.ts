/**
 * The customer's personal suite code, written on a parcel sent to our warehouse so staff know
 * whose it is: `CP-` and the customer id, zero-padded to at least six digits (`CP-000123`).
 * Derived from the id, so it is stable and needs no column; never reused, as ids are not.
 */
export function suiteCodeOf(customerId: number): string {
  return `CP-${String(customerId).padStart(6, '0')}`;
}
