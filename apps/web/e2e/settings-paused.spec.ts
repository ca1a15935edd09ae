import { expect, test } from './support/test.ts';
import { resolveDatabaseServer } from '@crossport/db';
import pg from 'pg';
import { PASSWORD } from './support/outbox.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';

/**
 * A password change on an old sign-in is paused, not lost (Kratos's continuity container):
 * the settings form sends the customer to a refresh sign-in, and coming back through
 * `/api/.ory/self-service/settings?flow=<id>` applies the new password.
 * The sign-in is aged in the identity database (a real wait is 15 minutes): the servers'
 * DATABASE_URL, or the embedded PostgreSQL under .data/ that the running product serves.
 */
async function ageSignIn(email: string): Promise<void> {
  const server = await resolveDatabaseServer(process.env.DATABASE_URL);
  const client = new pg.Client({ connectionString: server.connectionString });
  await client.connect();
  try {
    await client.query(
      `update identity.sessions s set authenticated_at = now() - interval '1 hour'
         from identity.identities i where s.identity_id = i.id and i.traits->>'email' = $1`,
      [email],
    );
  } finally {
    await client.end();
  }
}

test('a password change on an old sign-in applies after the refresh sign-in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = freshEmail('paused');
  await signUpByApi(page, request, email);
  await ageSignIn(email);

  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\?flow=/);
  const flowId = new URL(page.url()).searchParams.get('flow');
  const newPassword = 'violet-harbor-kettle-7-crossport';
  const form = page.getByTestId('settings-password-form');
  await form.locator('input[name="password"]').fill(newPassword);
  await form.locator('button[name="method"][value="password"]').click();

  // The refresh sign-in: the email is known, only the password is asked.
  await expect(page).toHaveURL(/\/login\?flow=/);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[name="method"][value="password"]').click();

  // Back on the same settings flow, with the change saved.
  await expect(page).toHaveURL(new RegExp(`/settings\\?flow=${flowId}`));
  await expect(page.locator('[data-message-id="1050001"]')).toBeVisible();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain(
    'ory_kratos_continuity',
  );

  // The new password signs in; the old one no longer does.
  const signIn = async (password: string) => {
    const flow = await request.get('/api/.ory/self-service/login/api', {
      headers: { Accept: 'application/json' },
    });
    const done = await request.post(`/api/.ory/self-service/login?flow=${(await flow.json()).id}`, {
      headers: { Accept: 'application/json' },
      data: { method: 'password', identifier: email, password },
    });
    return done.status();
  };
  expect(await signIn(newPassword)).toBe(200);
  expect(await signIn(PASSWORD)).toBe(400);
});
