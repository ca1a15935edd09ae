import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is a const enum, unreadable under isolatedModules; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id with OWASP's recommended parameters (19 MiB, 2 passes). Under NODE_ENV=test the
 * memory and passes are lowered so the suite stays fast; the algorithm stays argon2id, and
 * hashes carry their parameters, so verification works across both settings.
 */
const PARAMETERS =
  process.env.NODE_ENV === 'test'
    ? { algorithm: ARGON2ID, memoryCost: 1024, timeCost: 1, parallelism: 1 }
    : { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMETERS);
}

// A real hash of a random string, verified against when the account does not exist so an
// unknown email takes as long to refuse as a wrong password.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(
  hashed: string | undefined,
  password: string,
): Promise<boolean> {
  if (!hashed) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(hashed, password).catch(() => false);
}
