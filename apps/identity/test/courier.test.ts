import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Courier } from '../src/courier/courier.ts';
import { recoveryEmail } from '../src/courier/templates.ts';
import { startFakeSmtp } from './fake-smtp.ts';
import {
  answer,
  GOOD_PASSWORD,
  nativeApp,
  readJson,
  startIdentityServer,
  uniqueEmail,
  type TestIdentityServer,
} from './identity-server.ts';

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let server: TestIdentityServer;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startIdentityServer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe('courier', () => {
  it('delivers the sign-up code email over SMTP and marks it sent', async () => {
    const email = uniqueEmail('smtp');
    const app = nativeApp(server);
    const flow = await answer(() => app.createNativeRegistrationFlowRaw({}));
    await answer(() =>
      app.updateRegistrationFlowRaw({
        flow: flow.body.id,
        updateRegistrationFlowBody: {
          method: 'password',
          password: GOOD_PASSWORD,
          traits: { email },
        },
      }),
    );
    // A loaded machine's SMTP round trip can outlast poll's default second.
    await expect
      .poll(
        async () => {
          await server.context.courier.dispatch();
          const [message] = await readJson(
            await fetch(
              `${server.adminUrl}/admin/courier/messages?recipient=${encodeURIComponent(email)}`,
            ),
          );
          return message?.status;
        },
        { timeout: 15_000 },
      )
      .toBe('sent');
    const mail = smtp.received.find((m) => m.to.some((to) => to.includes(email)));
    expect(mail?.data).toMatch(/Your sign-up code/);
    expect(mail?.data).toMatch(/\b\d{6}\b/);
  });

  it('prints the code in the terminal log when no SMTP server is configured', async () => {
    // The demo has no mail server: the operator reads sign-in codes from the log instead.
    const info = vi.fn();
    const log = { info } as unknown as FastifyBaseLogger;
    const courier = new Courier(server.context.db, log, { url: undefined, from: 'x@example.com' });
    const email = uniqueEmail('terminal');
    await courier.enqueue(server.context.db, recoveryEmail(email, '493817'));
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ recipient: email, body: expect.stringContaining('493817') }),
      expect.stringContaining(email),
    );
  });
});
