import { randomBytes } from 'node:crypto';
import { and, arrayContains, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../database/database.ts';
import {
  credentials,
  identities,
  recoveryAddresses,
  verifiableAddresses,
} from '../database/tables.ts';
import type { Identity } from './identity.ts';
import { DEFAULT_SCHEMA_ID, type PublicMetadata, type Traits } from './traits-schema.ts';

export async function findIdentity(db: Executor, id: string): Promise<Identity | null> {
  const [row] = await db.select().from(identities).where(eq(identities.id, id));
  if (!row) return null;
  const [withAddresses] = await attachAddresses(db, [row]);
  return withAddresses ?? null;
}

async function attachAddresses(
  db: Executor,
  rows: (typeof identities.$inferSelect)[],
): Promise<Identity[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const verifiable = await db
    .select()
    .from(verifiableAddresses)
    .where(inArray(verifiableAddresses.identityId, ids));
  const recovery = await db
    .select()
    .from(recoveryAddresses)
    .where(inArray(recoveryAddresses.identityId, ids));
  return rows.map((row) => ({
    id: row.id,
    schemaId: row.schemaId,
    traits: row.traits,
    state: row.state,
    stateChangedAt: row.stateChangedAt,
    metadataPublic: row.metadataPublic,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    verifiableAddresses: verifiable.filter((a) => a.identityId === row.id),
    recoveryAddresses: recovery.filter((a) => a.identityId === row.id),
  }));
}

/** The identity whose credential of this type lists the identifier, with its stored config. */
export async function findByIdentifier(
  db: Executor,
  type: 'password' | 'code',
  identifier: string,
): Promise<{ identity: Identity; hashedPassword: string | undefined } | null> {
  const [credential] = await db
    .select()
    .from(credentials)
    .where(
      and(
        eq(credentials.type, type),
        arrayContains(credentials.identifiers, [identifier.trim().toLowerCase()]),
      ),
    );
  if (!credential) return null;
  const identity = await findIdentity(db, credential.identityId);
  return identity ? { identity, hashedPassword: credential.config.hashed_password } : null;
}

export async function findIdentityByRecoveryAddress(
  db: Executor,
  address: string,
): Promise<Identity | null> {
  const [row] = await db
    .select({ identityId: recoveryAddresses.identityId })
    .from(recoveryAddresses)
    .where(
      and(eq(recoveryAddresses.via, 'email'), eq(recoveryAddresses.value, address.toLowerCase())),
    );
  return row ? findIdentity(db, row.identityId) : null;
}

export interface NewIdentity {
  traits: Traits;
  hashedPassword?: string;
  metadataPublic?: PublicMetadata | null;
  verified?: boolean;
}

/**
 * Creates the identity with its password and code credentials and its verifiable and
 * recovery addresses. A taken email fails on the addresses' unique index (`isUniqueViolation`).
 */
/** A notification subscriber id: `cps_` and 24 random hex digits. */
export const newSubscriberId = () => `cps_${randomBytes(12).toString('hex')}`;

export async function createIdentity(db: Executor, input: NewIdentity): Promise<Identity> {
  const email = input.traits.email;
  const [row] = await db
    .insert(identities)
    .values({
      schemaId: DEFAULT_SCHEMA_ID,
      traits: input.traits,
      // Spec §3: the public metadata names the identity's notification subscriber; a stable
      // id made once here, which the commerce API adopts on sync.
      metadataPublic: {
        notification_subscriber_id: newSubscriberId(),
        ...input.metadataPublic,
      },
      stateChangedAt: new Date(),
    })
    .returning();
  if (!row) throw new Error('identity insert returned nothing');
  await db.insert(verifiableAddresses).values({
    identityId: row.id,
    via: 'email',
    value: email,
    verified: input.verified ?? false,
    status: input.verified ? 'completed' : 'pending',
    verifiedAt: input.verified ? new Date() : null,
  });
  await db.insert(recoveryAddresses).values({ identityId: row.id, via: 'email', value: email });
  await db.insert(credentials).values([
    { identityId: row.id, type: 'code', identifiers: [email] },
    ...(input.hashedPassword
      ? [
          {
            identityId: row.id,
            type: 'password' as const,
            identifiers: [email],
            config: { hashed_password: input.hashedPassword },
          },
        ]
      : []),
  ]);
  const identity = await findIdentity(db, row.id);
  if (!identity) throw new Error('identity vanished after insert');
  return identity;
}

/**
 * Saves new traits. When the email changes, the identifiers follow and the new address starts
 * unverified (the old one, and its verification, no longer describe the customer).
 */
export async function updateTraits(
  db: Executor,
  identity: Identity,
  traits: Traits,
): Promise<void> {
  const now = new Date();
  await db.update(identities).set({ traits, updatedAt: now }).where(eq(identities.id, identity.id));
  if (traits.email === identity.traits.email) return;
  await db
    .update(credentials)
    .set({ identifiers: [traits.email], updatedAt: now })
    .where(eq(credentials.identityId, identity.id));
  await db.delete(verifiableAddresses).where(eq(verifiableAddresses.identityId, identity.id));
  await db.insert(verifiableAddresses).values({
    identityId: identity.id,
    via: 'email',
    value: traits.email,
  });
  await db
    .update(recoveryAddresses)
    .set({ value: traits.email, updatedAt: now })
    .where(eq(recoveryAddresses.identityId, identity.id));
}

export async function setPassword(
  db: Executor,
  identity: Identity,
  hashedPassword: string,
): Promise<void> {
  const now = new Date();
  const updated = await db
    .update(credentials)
    .set({ config: { hashed_password: hashedPassword }, updatedAt: now })
    .where(and(eq(credentials.identityId, identity.id), eq(credentials.type, 'password')))
    .returning({ id: credentials.id });
  if (updated.length === 0) {
    await db.insert(credentials).values({
      identityId: identity.id,
      type: 'password',
      identifiers: [identity.traits.email],
      config: { hashed_password: hashedPassword },
    });
  }
}

/** Marks the address verified: a code sent to it came back, so the customer controls it. */
export async function markAddressVerified(db: Executor, address: string): Promise<void> {
  const now = new Date();
  await db
    .update(verifiableAddresses)
    .set({ verified: true, status: 'completed', verifiedAt: now, updatedAt: now })
    .where(and(eq(verifiableAddresses.via, 'email'), eq(verifiableAddresses.value, address)));
}

export async function markAddressSent(db: Executor, address: string): Promise<void> {
  await db
    .update(verifiableAddresses)
    .set({ status: 'sent', updatedAt: new Date() })
    .where(
      and(
        eq(verifiableAddresses.via, 'email'),
        eq(verifiableAddresses.value, address),
        eq(verifiableAddresses.verified, false),
      ),
    );
}

export async function findVerifiableAddress(db: Executor, address: string) {
  const [row] = await db
    .select()
    .from(verifiableAddresses)
    .where(and(eq(verifiableAddresses.via, 'email'), eq(verifiableAddresses.value, address)));
  return row ?? null;
}
