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

describe('deleting an identity on the admin API (a customer closed their account)', () => {
  const remove = (id: string) =>
    fetch(`${identity.current.adminUrl}/admin/identities/${id}`, { method: 'DELETE' });

  it('deletes it with its sessions: its token is refused, its email no longer found', async () => {
    const { id, email, token } = await registerCustomer(identity.current, uniqueEmail('closing'));
    const whoami = () =>
      fetch(`${identity.current.url}/sessions/whoami`, { headers: { 'x-session-token': token } });
    expect((await whoami()).status).toBe(200);

    const deleted = await remove(id);
    expect(deleted.status).toBe(204);

    expect((await whoami()).status).toBe(401);
    expect(
      await readJson(await list(`?credentials_identifier=${encodeURIComponent(email)}`)),
    ).toEqual([]);
    expect((await remove(id)).status).toBe(404);
  });

  it('answers 404 for an id that is not a uuid, and is not served on the public port', async () => {
    expect((await remove('not-a-uuid')).status).toBe(404);
    const { id, email } = await registerCustomer(identity.current, uniqueEmail('kept'));
    const res = await fetch(`${identity.current.url}/admin/identities/${id}`, { method: 'DELETE' });
    expect(res.status).toBe(404);
    const found = await readJson(
      await list(`?credentials_identifier=${encodeURIComponent(email)}`),
    );
    expect(found).toMatchObject([{ id }]);
  });
});
