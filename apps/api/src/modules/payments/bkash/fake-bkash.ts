import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BkashCredentials } from './client.ts';
import { checkoutPage, notFoundPage } from './fake-checkout-page.ts';
import {
  createFakeState,
  type CallbackStatus,
  type CheckoutDecision,
  type FakeAnswer,
} from './fake-bkash-state.ts';
import {
  BKASH_PATHS,
  BKASH_STATUS,
  CreateRequest,
  GrantRequest,
  PaymentIdRequest,
  RefreshRequest,
  RefundRequest,
} from './protocol.ts';

export type FakeBkashOperation = keyof typeof BKASH_PATHS;

/**
 * What the next matching call suffers: `timeout` hangs without doing anything, `lost-answer`
 * does the work and then hangs (the merchant cannot know it happened), `unauthorized` answers
 * 401 as for an expired id_token, `system-error` answers 9999, or any statusCode of choice.
 */
export type FakeBkashFault =
  | 'timeout'
  | 'lost-answer'
  | 'unauthorized'
  | 'system-error'
  | { statusCode: string; statusMessage: string };

export interface FakeBkashOptions {
  /** 0 (the default) picks a free port; see `url`. */
  port?: number;
  host?: string;
  /** What it accepts; random ones when not given (read them back from `credentials`). */
  credentials?: BkashCredentials;
  /** Where browsers reach it, for bkashURL; default its own address. */
  publicUrl?: string;
  now?: () => number;
  tokenTtlSeconds?: number;
  /** How long a customer has to approve and the merchant to execute. Default 15 minutes. */
  paymentTtlMs?: number;
  /** How long a `timeout` fault holds the request before giving up. Default 60 s. */
  hangMs?: number;
}

export interface FakeBkash {
  url: string;
  credentials: BkashCredentials;
  /** The customer pressed "Pay"; returns where bKash would send their browser. */
  approve(paymentID: string): string;
  /** The customer pressed "Fail" (insufficient balance, 2023). */
  decline(paymentID: string): string;
  /** The customer pressed "Cancel". */
  cancel(paymentID: string): string;
  /** The next call (of `operation`, or any) suffers `fault`. Faults queue up in order. */
  failNext(fault: FakeBkashFault, operation?: FakeBkashOperation): void;
  /** Every id_token bKash issued expires now. */
  expireTokens(): void;
  /** Calls answered per operation, for tests counting grants. */
  readonly calls: Readonly<Record<FakeBkashOperation, number>>;
  close(): Promise<void>;
}

const FaultSchema = z.object({
  fault: z.union([
    z.enum(['timeout', 'lost-answer', 'unauthorized', 'system-error']),
    z.object({ statusCode: z.string().regex(/^\d{4}$/), statusMessage: z.string().max(200) }),
  ]),
  operation: z.enum(Object.keys(BKASH_PATHS) as [FakeBkashOperation]).optional(),
});
const DecisionForm = z.object({
  decision: z.enum(['pay', 'fail', 'cancel']),
  wallet: z.union([z.literal(''), z.string().regex(/^01\d{9}$/)]).optional(),
  pin: z.union([z.literal(''), z.string().regex(/^\d{4,5}$/)]).optional(),
});
const PaymentParams = z.object({ paymentID: z.string().min(1).max(100) });

const randomSecret = () => randomBytes(18).toString('base64url');

/**
 * A local bKash that speaks the tokenized checkout protocol (docs/bkash.md) well enough to
 * develop and test against: tokens, create, a hosted checkout page, execute, status, refund,
 * expiry, and faults on demand. Everything lives in memory. It is the development default
 * (`npm start` runs it), so it ships with the product; it never talks to real bKash.
 */
export async function createFakeBkash(options: FakeBkashOptions = {}): Promise<FakeBkash> {
  const credentials = options.credentials ?? {
    appKey: `fake-app-key-${randomSecret()}`,
    appSecret: randomSecret(),
    username: 'fake-merchant',
    password: randomSecret(),
  };
  const state = createFakeState({
    now: options.now ?? Date.now,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3600,
    paymentTtlMs: options.paymentTtlMs ?? 15 * 60_000,
  });
  const hangMs = options.hangMs ?? 60_000;
  const faults: { fault: FakeBkashFault; operation?: FakeBkashOperation }[] = [];
  const calls = Object.fromEntries(Object.keys(BKASH_PATHS).map((key) => [key, 0])) as Record<
    FakeBkashOperation,
    number
  >;
  const hanging = new Set<() => void>();
  let publicUrl = '';

  const app = Fastify({ logger: false, forceCloseConnections: true, bodyLimit: 64 * 1024 });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  function takeFault(operation: FakeBkashOperation): FakeBkashFault | undefined {
    const index = faults.findIndex((entry) => !entry.operation || entry.operation === operation);
    return index < 0 ? undefined : faults.splice(index, 1)[0]!.fault;
  }

  function hang(): Promise<void> {
    return new Promise((resolve) => {
      const release = () => {
        clearTimeout(timer);
        hanging.delete(release);
        resolve();
      };
      const timer = setTimeout(release, hangMs);
      hanging.add(release);
    });
  }

  function send(reply: FastifyReply, answer: FakeAnswer) {
    return reply.code(answer.http).send(answer.body);
  }

  const systemError = (): FakeAnswer => ({
    http: 200,
    body: { statusCode: BKASH_STATUS.systemError, statusMessage: 'System Error' },
  });

  /** One protocol endpoint: fault injection, authentication, body validation, then `handle`. */
  function endpoint<S extends z.ZodType>(
    operation: FakeBkashOperation,
    schema: S,
    authenticate: (request: FastifyRequest, body: z.infer<S> | undefined) => FakeAnswer | undefined,
    handle: (body: z.infer<S>) => FakeAnswer,
  ) {
    app.post(BKASH_PATHS[operation], async (request, reply) => {
      calls[operation] += 1;
      const fault = takeFault(operation);
      if (fault === 'timeout') {
        await hang();
        return send(reply, systemError());
      }
      if (fault === 'unauthorized') return reply.code(401).send({ message: 'Unauthorized' });
      if (fault === 'system-error') return send(reply, systemError());
      if (typeof fault === 'object') return send(reply, { http: 200, body: fault });
      const parsed = schema.safeParse(request.body);
      const refusal = authenticate(request, parsed.success ? parsed.data : undefined);
      if (refusal) return send(reply, refusal);
      if (!parsed.success) {
        return send(reply, {
          http: 200,
          body: {
            statusCode: BKASH_STATUS.invalidRequestBody,
            statusMessage: 'Invalid request body',
          },
        });
      }
      const answer = handle(parsed.data);
      if (fault === 'lost-answer') await hang();
      return send(reply, answer);
    });
  }

  const header = (request: FastifyRequest, name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const invalidAppToken: FakeAnswer = {
    http: 200,
    body: { statusCode: BKASH_STATUS.invalidAppToken, statusMessage: 'Invalid App Token' },
  };
  const merchant = (
    request: FastifyRequest,
    body: { app_key: string; app_secret: string } | undefined,
  ) =>
    header(request, 'username') === credentials.username &&
    header(request, 'password') === credentials.password &&
    (!body || (body.app_key === credentials.appKey && body.app_secret === credentials.appSecret))
      ? undefined
      : invalidAppToken;
  const bearer = (request: FastifyRequest) => {
    if (!state.liveToken(header(request, 'authorization'))) {
      return { http: 401 as const, body: { message: 'Unauthorized' } };
    }
    return header(request, 'x-app-key') === credentials.appKey ? undefined : invalidAppToken;
  };

  endpoint('grant', GrantRequest, merchant, () => state.grant());
  endpoint('refresh', RefreshRequest, merchant, (body) => state.refresh(body.refresh_token));
  endpoint('create', CreateRequest, bearer, (body) => {
    const answer = state.create(body);
    const paymentID = answer.body.paymentID;
    if (typeof paymentID !== 'string') return answer;
    return {
      ...answer,
      body: { ...answer.body, bkashURL: `${publicUrl}/checkout/${encodeURIComponent(paymentID)}` },
    };
  });
  endpoint('execute', PaymentIdRequest, bearer, (body) => state.execute(body.paymentID));
  endpoint('status', PaymentIdRequest, bearer, (body) => state.query(body.paymentID));
  endpoint('refund', RefundRequest, bearer, (body) => state.refund(body));

  app.get('/health', async () => ({ status: 'ok' }));

  function htmlReply(reply: FastifyReply, code: number, html: string, formTarget?: string) {
    const formAction = formTarget ? `'self' ${new URL(formTarget).origin}` : "'self'";
    return reply
      .code(code)
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(html);
  }

  app.get('/checkout/:paymentID', async (request, reply) => {
    const params = PaymentParams.safeParse(request.params);
    const view = params.success ? state.checkout(params.data.paymentID) : undefined;
    if (!view) return htmlReply(reply, 404, notFoundPage());
    return htmlReply(reply, 200, checkoutPage(view), view.callbackURL);
  });

  app.post('/checkout/:paymentID', async (request, reply) => {
    const params = PaymentParams.safeParse(request.params);
    const view = params.success ? state.checkout(params.data.paymentID) : undefined;
    if (!view) return htmlReply(reply, 404, notFoundPage());
    const form = DecisionForm.safeParse(request.body);
    if (!form.success) {
      const problem =
        'Enter an 11-digit bKash number (01…) and a 4–5 digit PIN, or leave both empty.';
      return htmlReply(reply, 400, checkoutPage(view, problem), view.callbackURL);
    }
    const status = state.decide(view.paymentID, form.data.decision);
    if (!status) return htmlReply(reply, 409, checkoutPage({ ...view, open: false }));
    return reply
      .code(303)
      .header('location', callbackTo(view.callbackURL, view.paymentID, status))
      .send();
  });

  // Test controls for browser journeys against the standalone fake (loopback only).
  app.post('/fake/next-fault', async (request, reply) => {
    const parsed = FaultSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ message: 'fault and optional operation' });
    faults.push(parsed.data);
    return reply.code(204).send();
  });
  app.post('/fake/payments/:paymentID/approve', async (request, reply) => {
    const params = PaymentParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send();
    try {
      return { callbackURL: decide(params.data.paymentID, 'pay') };
    } catch {
      return reply.code(409).send({ message: 'the payment cannot be approved' });
    }
  });

  function decide(paymentID: string, decision: CheckoutDecision): string {
    const view = state.checkout(paymentID);
    const status = view && state.decide(paymentID, decision);
    if (!view || !status) throw new Error(`payment ${paymentID} is not waiting for the customer`);
    return callbackTo(view.callbackURL, paymentID, status);
  }

  const host = options.host ?? '127.0.0.1';
  const address = await app.listen({ host, port: options.port ?? 0 });
  publicUrl = (options.publicUrl ?? address).replace(/\/+$/, '');

  return {
    url: address,
    credentials,
    approve: (paymentID) => decide(paymentID, 'pay'),
    decline: (paymentID) => decide(paymentID, 'fail'),
    cancel: (paymentID) => decide(paymentID, 'cancel'),
    failNext: (fault, operation) => void faults.push({ fault, operation }),
    expireTokens: () => state.expireTokens(),
    calls,
    async close() {
      for (const release of [...hanging]) release();
      await app.close();
    },
  };
}

/** Where bKash sends the browser back: callbackURL?paymentID=…&status=success|failure|cancel. */
function callbackTo(callbackURL: string, paymentID: string, status: CallbackStatus): string {
  const url = new URL(callbackURL);
  url.searchParams.set('paymentID', paymentID);
  url.searchParams.set('status', status);
  return url.toString();
}
