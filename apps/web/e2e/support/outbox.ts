import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The identity service's outbox, read through the Kratos admin courier API on its own port
 * (playwright.config.ts turns it on and sets IDENTITY_ADMIN_URL; 4434 as in Kratos otherwise).
 */
const IDENTITY_ADMIN_URL = process.env.IDENTITY_ADMIN_URL ?? 'http://127.0.0.1:4434';

/** A password the identity service accepts (long, not common, unlike the email). */
export const PASSWORD = 'amber-otter-ledger-42-crossport';

interface CourierMessage {
  recipient: string;
  body: string;
  created_at: string;
}

/** The newest six-digit code mailed to this address after `since`, waiting for the courier. */
export async function codeFromOutbox(
  request: APIRequestContext,
  recipient: string,
  since: Date,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `${IDENTITY_ADMIN_URL}/admin/courier/messages?recipient=${encodeURIComponent(recipient)}`,
        );
        if (!response.ok()) return undefined;
        const messages = (await response.json()) as CourierMessage[];
        const fresh = messages.find((message) => new Date(message.created_at) >= since);
        code = fresh ? /\b(\d{6})\b/.exec(fresh.body)?.[1] : undefined;
        return code;
      },
      { message: `a code mailed to ${recipient}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}
