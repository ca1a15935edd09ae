import type { AddressInfo } from 'node:net';
import { openDatabase } from '@crossport/db';
import { Configuration, FrontendApi, ResponseError } from '@ory/client-fetch';
import { afterAll, beforeAll } from 'vitest';
import { buildIdentityAdminApp } from '../src/admin-app.ts';
import { buildIdentityApp } from '../src/app.ts';
import { loadConfig, type IdentityConfig } from '../src/config.ts';
import type { IdentityContext } from '../src/context.ts';
import { runIdentityMigrations } from '../src/database/migrations.ts';
import { loadDemoIdentities } from '../src/demo.ts';
import { createIdentity } from '../src/identities/identity-repository.ts';
import { testDatabaseUrl } from '../../api/test/database-url.ts';

// Provided by apps/api/test/global-setup.ts (the `api` Vitest project's global setup).
declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export const UI_URL = 'http://127.0.0.1:3000';

export interface TestIdentityServer {
  url: string;
  /** The admin API's own listener (the outbox); unset when IDENTITY_ADMIN_ENABLED is off. */
  adminUrl: string | undefined;
  context: IdentityContext;
  close(): Promise<void>;
}

/**
 * The identity service in-process on a free port, against the test run's database (migrated
 * here, idempotently). Its public URL is its own address, so every URL it hands out works.
 * The admin API is on (tests read codes from the outbox), on a second free port.
 */
export async function startIdentityServer(
  env: Record<string, string> = {},
  /** The clock of authenticator-code checks, for tests that wait out a lock. */
  options: { now?: () => Date } = {},
): Promise<TestIdentityServer> {
  const database = openDatabase(testDatabaseUrl(), 4);
  await runIdentityMigrations(database);
  await loadDemoIdentities(database.db);
  const config: IdentityConfig = loadConfig({
    NODE_ENV: 'test',
    IDENTITY_UI_URL: UI_URL,
    IDENTITY_TOKENIZE_SECRET: 'a-test-secret-that-is-at-least-32-characters',
    IDENTITY_ADMIN_ENABLED: 'true',
    IDENTITY_ADMIN_PORT: '0',
    ...env,
  });
  const { app, context } = await buildIdentityApp({
    config,
    db: database.db,
    logger: false,
    now: options.now,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  config.publicUrl = url;
  const admin = config.adminEnabled
    ? await buildIdentityAdminApp({ context, logger: false })
    : undefined;
  await admin?.listen({ host: '127.0.0.1', port: config.adminPort });
  const adminUrl = admin && `http://127.0.0.1:${(admin.server.address() as AddressInfo).port}`;
  return {
    url,
    adminUrl,
    context,
    async close() {
      await admin?.close();
      await app.close();
      await database.pool.end();
    },
  };
}

/** The identity service for one test file: started before its tests, closed after them. */
export function useIdentityServer(env: Record<string, string> = {}): {
  current: TestIdentityServer;
} {
  const box = {} as { current: TestIdentityServer };
  beforeAll(async () => {
    box.current = await startIdentityServer(env);
  });
  afterAll(async () => box.current.close());
  return box;
}

/** A browser's cookie jar: remembers Set-Cookie answers and sends them back. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** fetch that sends and stores this jar's cookies and never follows redirects. */
  readonly fetch = async (
    input: string | URL | Request,
    init: RequestInit = {},
  ): Promise<Response> => {
    const headers = new Headers(init.headers);
    const cookie = this.header();
    if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers, redirect: 'manual' });
    this.store(response);
    return response;
  };
}

/** A browser: the official SDK speaking JSON through its own cookie jar. */
export function browser(server: TestIdentityServer) {
  const jar = new CookieJar();
  const api = new FrontendApi(
    new Configuration({
      basePath: server.url,
      headers: { Accept: 'application/json' },
      fetchApi: jar.fetch,
    }),
  );
  return { jar, api };
}

/** A native app: the SDK with no cookies at all. */
export function nativeApp(server: TestIdentityServer) {
  return new FrontendApi(
    new Configuration({ basePath: server.url, headers: { Accept: 'application/json' } }),
  );
}

export interface Answer {
  status: number;
  // Response bodies are checked against the Kratos schemas; tests then read fields freely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

/** Runs an SDK `...Raw` call and returns status and parsed body, success or not. */
export async function answer(call: () => Promise<{ raw: Response }>): Promise<Answer> {
  let response: Response;
  try {
    response = (await call()).raw;
  } catch (error) {
    if (!(error instanceof ResponseError)) throw error;
    response = error.response;
  }
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : undefined,
    headers: response.headers,
  };
}

let counter = 0;
/** A unique email per call: test files run in parallel against one database. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${process.pid}-${Date.now()}-${counter}@example.com`.toLowerCase();
}

export const GOOD_PASSWORD = 'amber-otter-ledger-42';

/** The CSRF token a browser flow carries in its hidden node. */
export function csrfOf(flow: { ui: { nodes: { attributes: unknown }[] } }): string {
  for (const node of flow.ui.nodes) {
    const attributes = node.attributes as { name?: string; value?: unknown };
    if (attributes.name === 'csrf_token') return String(attributes.value ?? '');
  }
  throw new Error('flow has no csrf_token node');
}

/** The latest code mailed to this address, read from the outbox through the admin API. */
export async function latestCode(server: TestIdentityServer, recipient: string): Promise<string> {
  const response = await fetch(
    `${server.adminUrl}/admin/courier/messages?recipient=${encodeURIComponent(recipient)}`,
  );
  const messages = (await response.json()) as { body: string }[];
  const match = /\b(\d{6})\b/.exec(messages[0]?.body ?? '');
  if (!match) throw new Error(`no code mailed to ${recipient}`);
  return match[1]!;
}

/** A response body as JSON; tests check it against the Kratos schemas before reading it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function readJson(response: Response): Promise<any> {
  return response.json();
}

/**
 * Signs up the way every client does (docs/identity.md): the form answers "code sent" (400,
 * state `sent_email`), and the code mailed to the address creates the account and signs it
 * in. Answers the code step; `form` may override the password.
 */
export async function signUp(
  server: TestIdentityServer,
  client: FrontendApi,
  // Flows are checked against the Kratos schemas where they are made; here only id and nodes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  flow: any,
  form: { traits: Record<string, unknown> & { email: string }; password?: string },
): Promise<Answer> {
  const csrf = csrfOf(flow);
  const sent = await answer(() =>
    client.updateRegistrationFlowRaw({
      flow: flow.id,
      updateRegistrationFlowBody: {
        method: 'password',
        password: form.password ?? GOOD_PASSWORD,
        traits: form.traits,
        csrf_token: csrf,
      },
    }),
  );
  if (sent.status !== 400 || sent.body?.state !== 'sent_email') {
    throw new Error(`the sign-up form answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  }
  const code = await latestCode(server, form.traits.email);
  return answer(() =>
    client.updateRegistrationFlowRaw({
      flow: flow.id,
      updateRegistrationFlowBody: { method: 'code', code, traits: form.traits, csrf_token: csrf },
    }),
  );
}

/**
 * An identity whose address is not verified yet, as one made before sign-up codes or through
 * the admin API is: what verification flows are for.
 */
export async function unverifiedIdentity(server: TestIdentityServer, email: string) {
  return createIdentity(server.context.db, { traits: { email } });
}

/** Registers a customer natively: its identity id, email and first session token. */
export async function registerCustomer(
  server: TestIdentityServer,
  email = uniqueEmail('customer'),
): Promise<{ id: string; email: string; token: string; sessionId: string }> {
  const app = nativeApp(server);
  const flow = await answer(() => app.createNativeRegistrationFlowRaw({}));
  const done = await signUp(server, app, flow.body, { traits: { email } });
  if (done.status !== 200) throw new Error(`registration answered ${done.status}`);
  return {
    id: done.body.identity.id,
    email,
    token: done.body.session_token,
    sessionId: done.body.session.id,
  };
}
