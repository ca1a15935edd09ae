import { sql } from 'drizzle-orm';
import type { Database } from './database/database.ts';
import { createIdentity, findByIdentifier } from './identities/identity-repository.ts';
import { hashPassword } from './strategies/password/password-hashing.ts';

export const DEMO_CUSTOMER = {
  email: 'demo@crossport.local',
  password: 'crossport-demo-2026',
  name: 'Demo Customer',
  country: 'BD',
} as const;

/**
 * Creates the verified demo customer unless it exists. Returns true when it was created.
 * Safe to call on every start and from two processes at once (advisory lock).
 */
export async function loadDemoIdentities(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7140434)`);
    if (await findByIdentifier(tx, 'password', DEMO_CUSTOMER.email)) return false;
    await createIdentity(tx, {
      traits: {
        email: DEMO_CUSTOMER.email,
        name: DEMO_CUSTOMER.name,
        country: DEMO_CUSTOMER.country,
      },
      hashedPassword: await hashPassword(DEMO_CUSTOMER.password),
      verified: true,
    });
    return true;
  });
}
