import { sql } from 'drizzle-orm';
import type { Database } from './database/database.ts';
import { createIdentity, findByIdentifier } from './identities/identity-repository.ts';
import { hashPassword } from './strategies/password/password-hashing.ts';
import { totpUrlFor } from './strategies/totp/totp.ts';
import { linkTotp } from './strategies/totp/totp-repository.ts';

export const DEMO_CUSTOMER = {
  email: 'demo@crossport.local',
  password: 'crossport-demo-2026',
  name: 'Demo Customer',
  country: 'BD',
} as const;

export const DEMO_STAFF_ROLES = [
  'admin',
  'warehouse',
  'purchasing',
  'finance',
  'support',
  'content',
] as const;

/** One demo password for every demo staff account (printed by `npm start`). */
export const DEMO_STAFF_PASSWORD = 'crossport-staff-2026';

/**
 * The demo staff accounts' authenticator secret (base32), the same for all: a demo only, so an
 * authenticator app (or `totpCode`) can produce their second factor. Never for real staff.
 */
export const DEMO_STAFF_TOTP_SECRET = 'CROSSPORTDEMOSTAFFTOTPSECRETKEYS';

/** One demo staff account per back-office role: `<role>@staff.crossport.local`. */
export const DEMO_STAFF = DEMO_STAFF_ROLES.map((role) => ({
  role,
  email: `${role}@staff.crossport.local`,
  name: `Demo ${role[0]!.toUpperCase()}${role.slice(1)}`,
}));

const DEMO_TOTP_ISSUER = 'Crossport';

/**
 * Creates the verified demo customer and the demo staff accounts (password and authenticator
 * app) unless they exist. Returns true when anything was created. Safe to call on every start
 * and from two processes at once (advisory lock).
 */
export async function loadDemoIdentities(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7140434)`);
    let created = false;
    if (!(await findByIdentifier(tx, 'password', DEMO_CUSTOMER.email))) {
      await createIdentity(tx, {
        traits: {
          email: DEMO_CUSTOMER.email,
          name: DEMO_CUSTOMER.name,
          country: DEMO_CUSTOMER.country,
        },
        hashedPassword: await hashPassword(DEMO_CUSTOMER.password),
        verified: true,
      });
      created = true;
    }
    const staffPassword = await hashPassword(DEMO_STAFF_PASSWORD);
    for (const member of DEMO_STAFF) {
      if (await findByIdentifier(tx, 'password', member.email)) continue;
      const identity = await createIdentity(tx, {
        traits: { email: member.email, name: member.name, country: 'BD' },
        hashedPassword: staffPassword,
        verified: true,
      });
      const url = totpUrlFor(DEMO_TOTP_ISSUER, member.email, DEMO_STAFF_TOTP_SECRET);
      await linkTotp(tx, identity.id, url, -1);
      created = true;
    }
    return created;
  });
}

/** The identity ids of the demo staff accounts, by email (to make them staff members). */
export async function demoStaffIdentities(
  db: Database,
): Promise<{ identityId: string; email: string; role: (typeof DEMO_STAFF_ROLES)[number] }[]> {
  const found = [];
  for (const member of DEMO_STAFF) {
    const match = await findByIdentifier(db, 'password', member.email);
    if (match)
      found.push({ identityId: match.identity.id, email: member.email, role: member.role });
  }
  return found;
}

export { totpCode } from './strategies/totp/totp.ts';
