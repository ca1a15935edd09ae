import type { Database } from '../platform/database.ts';
import type { StaffRole } from '../platform/permissions.ts';
import { createStaff } from '../modules/staff/index.ts';

export interface DemoStaffMember {
  identityId: string;
  email: string;
  roles: StaffRole[];
}

/**
 * Makes the demo staff accounts (identities the identity service's demo loader created) staff
 * members with their roles. Idempotent: a membership an admin has changed since is kept.
 * Returns how many were added.
 */
export async function loadDemoStaff(db: Database, members: DemoStaffMember[]): Promise<number> {
  const staff = createStaff(db);
  let added = 0;
  for (const member of members) {
    if (await staff.member(member.identityId)) continue;
    await staff.setMember(
      member.identityId,
      { email: member.email, roles: member.roles, active: true },
      'demo',
    );
    added += 1;
  }
  return added;
}
