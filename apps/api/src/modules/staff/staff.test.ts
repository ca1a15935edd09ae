import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { signInStaff } from '../../../test/staff-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { STAFF_API } from './index.ts';

const STAFF_TOKEN = 'staff-module-test-token-0123456789';
const identity = useFakeIdentity();
const ctx = useTestApp({
  env: () => ({
    IDENTITY_URL: identity.url,
    // The fake answers the admin API's identity search too.
    IDENTITY_ADMIN_URL: identity.url,
    SESSION_CACHE_SECONDS: '0',
    STAFF_TOKEN,
  }),
});
const INQUIRIES = '/api/support/admin/v1/support-inquiries';

async function openInquiry(message: string): Promise<number> {
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/customer/support/v1/support-inquiries',
    payload: { name: 'Rahim', email: 'rahim@example.com', topic: 'order', message },
  });
  expect(sent.statusCode).toBe(201);
  const queue = await ctx.app.inject({
    method: 'GET',
    url: INQUIRIES,
    headers: { 'x-staff-token': STAFF_TOKEN },
  });
  return queue.json().data.find((i: { message: string }) => i.message === message).id;
}

describe('a staff member', () => {
  it('sees their own roles and permissions', async () => {
    const finance = await signInStaff(identity, ctx.database.db, ['finance']);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${STAFF_API}/me`,
      headers: finance.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'staff',
      email: finance.email,
      identity_id: finance.identityId,
      roles: ['finance'],
    });
    expect(res.json().data.permissions).toContain('payments.decide');
    expect(res.json().data.permissions).not.toContain('parcels.receive');
  });

  it('is written to the audit log for every change, with who, what, the object and where from', async () => {
    const support = await signInStaff(identity, ctx.database.db, ['support']);
    const id = await openInquiry('Where is my parcel? It has been two weeks.');
    const handled = await ctx.app.inject({
      method: 'PUT',
      url: `${INQUIRIES}/${id}/handle`,
      headers: { ...support.headers, 'user-agent': 'warehouse-tablet/1.0' },
      payload: { note: 'Told them the parcel left the warehouse.' },
    });
    expect(handled.statusCode).toBe(200);
    const admin = await signInStaff(identity, ctx.database.db, ['admin']);
    const log = await ctx.app.inject({
      method: 'GET',
      url: `${STAFF_API}/audit-log?actor=${encodeURIComponent(support.email)}`,
      headers: admin.headers,
    });
    expect(log.statusCode).toBe(200);
    expect(log.json().pagination.total).toBe(1);
    expect(log.json().data[0]).toMatchObject({
      actor: {
        kind: 'staff',
        email: support.email,
        identity_id: support.identityId,
        roles: ['support'],
      },
      permission: 'support.handle',
      method: 'PUT',
      route: `${INQUIRIES}/:id/handle`,
      path: `${INQUIRIES}/${id}/handle`,
      object: { id },
      request: { note: 'Told them the parcel left the warehouse.' },
      response: { data: { id, status: 'handled' } },
      status: 200,
      client_address: '127.0.0.1',
      user_agent: 'warehouse-tablet/1.0',
    });
  });

  it('refused by their role is not written, and reads are not written', async () => {
    const content = await signInStaff(identity, ctx.database.db, ['content']);
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `${INQUIRIES}/1/handle`,
      headers: content.headers,
      payload: { note: 'Not mine to do' },
    });
    expect(refused.json().error.code).toBe('not_permitted');
    await ctx.app.inject({ method: 'GET', url: `${STAFF_API}/me`, headers: content.headers });
    const [row] = (
      await ctx.database.db.execute(
        sql`SELECT count(*)::int AS n FROM staff_audit_log WHERE actor_email = ${content.email}`,
      )
    ).rows as { n: number }[];
    expect(row!.n).toBe(0);
  });
});

describe('the machine credential', () => {
  it('acts as machine in the audit log, and cannot change who is staff or read the log', async () => {
    const id = await openInquiry('Please call me about my refund, thank you.');
    const machine = { 'x-staff-token': STAFF_TOKEN };
    const handled = await ctx.app.inject({
      method: 'PUT',
      url: `${INQUIRIES}/${id}/handle`,
      headers: machine,
      payload: { note: 'scripted' },
    });
    expect(handled.statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', `${STAFF_API}/audit-log`],
      ['PUT', `${STAFF_API}/members/${crypto.randomUUID()}`],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: machine,
        ...(method === 'PUT' ? { payload: { email: 'x@staff.test', roles: ['admin'] } } : {}),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('not_permitted');
    }
    const admin = await signInStaff(identity, ctx.database.db, ['admin']);
    const log = await ctx.app.inject({
      method: 'GET',
      url: `${STAFF_API}/audit-log?actor=machine&path=${id}`,
      headers: admin.headers,
    });
    expect(
      log
        .json()
        .data.map((e: { actor: { kind: string }; object: unknown }) => [e.actor.kind, e.object]),
    ).toContainEqual(['machine', { id }]);
  });
});

describe('an admin', () => {
  it('adds, changes and deactivates staff, each change audited', async () => {
    const admin = await signInStaff(identity, ctx.database.db, ['admin']);
    const newcomer = await signInStaff(identity, ctx.database.db, []);
    const before = await ctx.app.inject({
      method: 'GET',
      url: `${STAFF_API}/me`,
      headers: newcomer.headers,
    });
    expect(before.json().error.code).toBe('not_staff');

    const put = (body: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${STAFF_API}/members/${newcomer.identityId}`,
        headers: admin.headers,
        payload: body,
      });
    const added = await put({ email: newcomer.email, roles: ['warehouse'] });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({
      roles: ['warehouse'],
      active: true,
      updated_by: admin.email,
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: `${STAFF_API}/me`,
      headers: newcomer.headers,
    });
    expect(me.json().data.roles).toEqual(['warehouse']);

    expect(
      (await put({ email: newcomer.email, roles: ['warehouse', 'warehouse'] })).statusCode,
    ).toBe(400);
    await put({ email: newcomer.email, roles: ['warehouse'], active: false });
    const after = await ctx.app.inject({
      method: 'GET',
      url: `${STAFF_API}/me`,
      headers: newcomer.headers,
    });
    expect(after.json().error.code).toBe('not_staff');

    const members = await ctx.app.inject({
      method: 'GET',
      url: `${STAFF_API}/members?q=${encodeURIComponent(newcomer.email)}`,
      headers: admin.headers,
    });
    expect(members.json()).toMatchObject({
      data: [expect.objectContaining({ email: newcomer.email, active: false })],
      pagination: { page: 1, total: 1 },
    });
    const log = await ctx.app.inject({
      method: 'GET',
      url: `${STAFF_API}/audit-log?permission=staff.manage&path=${newcomer.identityId}`,
      headers: admin.headers,
    });
    expect(log.json().data.map((e: { status: number }) => e.status)).toEqual([200, 400, 200]);
  });

  it('finds a person by their sign-in email to add them, and pages the member list', async () => {
    const admin = await signInStaff(identity, ctx.database.db, ['admin']);
    const newcomer = await signInStaff(identity, ctx.database.db, []);
    const lookup = (email: string, headers = admin.headers) =>
      ctx.app.inject({
        method: 'GET',
        url: `${STAFF_API}/identities?email=${encodeURIComponent(email)}`,
        headers,
      });
    const found = await lookup(newcomer.email.toUpperCase());
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toEqual({
      identity_id: newcomer.identityId,
      email: newcomer.email,
      member: null,
    });
    const missing = await lookup('nobody.here@staff.test');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(
      'An account with the email nobody.here@staff.test was not found.',
    );
    expect((await lookup('not-an-email')).statusCode).toBe(400);
    // Only an admin looks people up.
    const finance = await signInStaff(identity, ctx.database.db, ['finance']);
    expect((await lookup(newcomer.email, finance.headers)).statusCode).toBe(403);

    const added = await ctx.app.inject({
      method: 'PUT',
      url: `${STAFF_API}/members/${newcomer.identityId}`,
      headers: admin.headers,
      payload: { email: newcomer.email, roles: ['content'] },
    });
    expect(added.statusCode).toBe(200);
    expect((await lookup(newcomer.email)).json().data.member).toMatchObject({
      roles: ['content'],
      active: true,
    });

    const page = await ctx.app.inject({
      method: 'GET',
      url: `${STAFF_API}/members?per_page=1&page=2`,
      headers: admin.headers,
    });
    expect(page.json().data).toHaveLength(1);
    expect(page.json().pagination).toMatchObject({ page: 2, per_page: 1 });
    expect(page.json().pagination.total).toBeGreaterThanOrEqual(3);
  });

  it('exports the log as CSV, with formula-looking cells made harmless', async () => {
    const admin = await signInStaff(identity, ctx.database.db, ['admin']);
    const support = await signInStaff(identity, ctx.database.db, ['support']);
    const id = await openInquiry('A formula in a note should stay text in a spreadsheet.');
    await ctx.app.inject({
      method: 'PUT',
      url: `${INQUIRIES}/${id}/handle`,
      headers: support.headers,
      payload: { note: '=HYPERLINK("http://evil.example")' },
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${STAFF_API}/audit-log/export?actor=${encodeURIComponent(support.email)}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('staff-audit-log.csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(
      'id,occurred_at,actor,roles,permission,method,path,object,status,client_address,before,request,response',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${support.email},support,support.handle,PUT,`);
    expect(lines[1]).toContain('{""note"":""=HYPERLINK');
    expect(lines[1]).not.toMatch(/,"?=HYPERLINK/);
  });
});

describe('the audit log table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, even to the API', async () => {
    const support = await signInStaff(identity, ctx.database.db, ['support']);
    const id = await openInquiry('An entry to try to rewrite afterwards, please.');
    await ctx.app.inject({
      method: 'PUT',
      url: `${INQUIRIES}/${id}/handle`,
      headers: support.headers,
      payload: { note: 'done' },
    });
    for (const statement of [
      sql`UPDATE staff_audit_log SET actor_email = 'someone-else@staff.test'`,
      sql`DELETE FROM staff_audit_log`,
      sql`TRUNCATE staff_audit_log`,
    ]) {
      const refused = await ctx.database.db.execute(statement).then(
        () => null,
        (error: Error) => error.cause as Error,
      );
      expect(refused?.message).toMatch(/staff_audit_log is append-only/);
    }
    const [row] = (
      await ctx.database.db.execute(
        sql`SELECT count(*)::int AS n FROM staff_audit_log WHERE actor_email = ${support.email}`,
      )
    ).rows as { n: number }[];
    expect(row!.n).toBe(1);
  });
});
