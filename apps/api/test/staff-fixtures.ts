import type { StaffRole } from '../src/platform/permissions.ts';
import type { Database } from '../src/platform/database.ts';
import { createStaff } from '../src/modules/staff/index.ts';
import { identitySession, type FakeIdentity } from './fake-identity.ts';

let counter = 0;

/**
 * A staff member of the fake identity service: a session (aal2 unless said otherwise) and a
 * membership with these roles. Returns the headers a native client would send.
 */
export async function signInStaff(
  identity: FakeIdentity,
  db: Database,
  roles: StaffRole[],
  options: { aal?: 'aal1' | 'aal2'; active?: boolean } = {},
): Promise<{ headers: Record<string, string>; email: string; identityId: string }> {
  counter += 1;
  const email = `${roles.join('-') || 'nobody'}.${counter}.${process.pid}@staff.test`;
  const session = identitySession({ email }, { aal: options.aal ?? 'aal2' });
  const token = `staff-${session.id}`;
  identity.sessions.set(token, session);
  if (roles.length > 0) {
    await createStaff(db).setMember(
      session.identity.id,
      { email, roles, active: options.active ?? true },
      'test',
    );
  }
  return { headers: { 'x-session-token': token }, email, identityId: session.identity.id };
}
