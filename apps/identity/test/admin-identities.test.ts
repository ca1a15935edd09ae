import { describe, expect, it } from 'vitest';
import { readJson, registerCustomer, uniqueEmail, useIdentityServer } from './identity-server.ts';

const identity = useIdentityServer();

const list = (query: string) =>
  fetch(`${identity.current.adminUrl}/admin/identities${query}`, {
    headers: { accept: 'application/json' },
  });

describe('finding an identity by email on the admin API', () => {
  it('answers the one identity that signs in with the email, whatever its case', async () => {
    const { id, email } = await registerCustomer(identity.current, uniqueEmail('new-staff'));
    const found = await list(`?credentials_identifier=${encodeURIComponent(email.toUpperCase())}`);
    expect(found.status).toBe(200);
    const body = await readJson(found);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ id, traits: { email } });
  });

  it('answers an empty list for an unknown email, and refuses a list without the filter', async () => {
    const none = await list(`?credentials_identifier=${encodeURIComponent(uniqueEmail('nobody'))}`);
    expect(none.status).toBe(200);
    expect(await readJson(none)).toEqual([]);
    expect((await list('')).status).toBe(400);
  });

  it('is not served on the public port', async () => {
    const res = await fetch(
      `${identity.current.url}/admin/identities?credentials_identifier=a@b.c`,
    );
    expect(res.status).toBe(404);
  });
});
