import { message } from '../../flows/messages.ts';
import type { UiText } from '../../flows/ui.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

const MIN_LENGTH = 8;
// argon2 accepts more, but a longer "password" is a denial-of-service vector, not a secret.
const MAX_LENGTH = 256;

function longestCommonSubstring(a: string, b: string): number {
  let best = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] === b[j - 1]) {
        current[j] = (previous[j - 1] ?? 0) + 1;
        if (current[j]! > best) best = current[j]!;
      }
    }
    previous = current;
  }
  return best;
}

/**
 * Kratos's password rules, with its message ids: long enough, not absurdly long, not mostly
 * the identifier (longest common substring over half of either), not a known-breached one.
 * Returns the first violation, or null when the password is acceptable.
 */
export function checkPassword(password: string, identifier: string | undefined): UiText | null {
  const length = [...password].length;
  if (length < MIN_LENGTH) {
    return message(4000032, { min_length: MIN_LENGTH, actual_length: length });
  }
  if (length > MAX_LENGTH) {
    return message(4000033, { max_length: MAX_LENGTH, actual_length: length });
  }
  if (identifier) {
    const id = identifier.toLowerCase();
    const pw = password.toLowerCase();
    const common = longestCommonSubstring(id, pw);
    if (common / id.length > 0.5 || common / pw.length > 0.5) return message(4000031);
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return message(4000034);
  return null;
}
