import type { z } from 'zod';
import {
  BkashError,
  BkashUnavailable,
  type BkashCreatedPayment,
  type BkashGateway,
  type BkashPaymentState,
  type BkashRefund,
} from './gateway.ts';
import { createIdTokenCache, type IssuedTokens } from './id-token-cache.ts';
import {
  BKASH_PATHS,
  BKASH_STATUS,
  CreateAnswer,
  PaymentAnswer,
  RefundAnswer,
  StatusAnswer,
  TokenAnswer,
} from './protocol.ts';

export interface BkashCredentials {
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
}

export interface BkashClientConfig extends BkashCredentials {
  /** e.g. https://tokenized.pay.bka.sh/v1.2.0-beta, or the local fake http://127.0.0.1:4080 */
  baseUrl: string;
  /** Per call, including reading the answer. Default 10 s. */
  timeoutMs?: number;
}

/** Pino-compatible; the client passes status codes only, never credentials or tokens. */
export interface BkashLog {
  warn(details: object, message: string): void;
}

export interface BkashClientOptions {
  now?: () => number;
  log?: BkashLog;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** Answers are small JSON documents; anything larger is not bKash talking. */
const MAX_ANSWER_BYTES = 256 * 1024;

/** HTTP 401 on a call with an id_token: it expired or was revoked at bKash. */
class TokenRefused extends Error {}

/**
 * The bKash tokenized checkout over HTTP (docs/bkash.md). Every answer is checked with Zod;
 * a non-"0000" statusCode is a BkashError, no answer (network, timeout, 5xx, an answer we
 * cannot read) is BkashUnavailable. Nothing is retried except a call whose id_token bKash
 * refused, once, with a renewed token: a payment call may have had its effect even when the
 * answer was lost, so the caller decides (queryPayment) instead of the client repeating it.
 */
export function createBkashClient(
  config: BkashClientConfig,
  fetchImpl: typeof fetch = fetch,
  options: BkashClientOptions = {},
): BkashGateway {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;

  async function post<S extends z.ZodType>(
    path: string,
    headers: Record<string, string>,
    body: object,
    answer: S,
  ): Promise<z.infer<S>> {
    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw new BkashUnavailable(describeFailure(error));
    }
    if (text.length > MAX_ANSWER_BYTES) {
      throw new BkashUnavailable(new Error(`bKash answered ${path} with an oversized body`));
    }
    const json = parseJson(text);
    const outcome = StatusAnswer.safeParse(json);
    const code = outcome.success ? (outcome.data.statusCode ?? outcome.data.errorCode) : undefined;
    if (code !== undefined && code !== BKASH_STATUS.success) {
      const message = outcome.data?.statusMessage ?? outcome.data?.errorMessage ?? 'no message';
      throw new BkashError(code, message);
    }
    if (status === 401) throw new TokenRefused();
    if (status >= 500 || json === undefined) {
      throw new BkashUnavailable(new Error(`bKash answered ${path} with HTTP ${status}`));
    }
    if (status >= 400) throw new BkashError(`HTTP ${status}`, `bKash refused ${path}`);
    const parsed = answer.safeParse(json);
    if (!parsed.success) {
      // Field names only: values may hold tokens.
      const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(body)');
      throw new BkashUnavailable(
        new Error(`bKash answered ${path} in an unexpected shape: ${fields.join(', ')}`),
      );
    }
    return parsed.data;
  }

  async function tokenCall(path: string, body: object): Promise<IssuedTokens> {
    const requestedAt = now();
    try {
      const answer = await post(
        path,
        { username: config.username, password: config.password },
        { app_key: config.appKey, app_secret: config.appSecret, ...body },
        TokenAnswer,
      );
      return {
        idToken: answer.id_token,
        refreshToken: answer.refresh_token,
        expiresAt: requestedAt + answer.expires_in * 1000,
      };
    } catch (error) {
      if (error instanceof TokenRefused)
        throw new BkashError('HTTP 401', 'bKash refused our credentials');
      throw error;
    }
  }

  const tokens = createIdTokenCache({
    now,
    grant: () => tokenCall(BKASH_PATHS.grant, {}),
    refresh: (refreshToken) => tokenCall(BKASH_PATHS.refresh, { refresh_token: refreshToken }),
    onRefreshRefused: (error) =>
      options.log?.warn(
        { statusCode: error.statusCode },
        'bKash refused the refresh token; asking for a new grant',
      ),
  });

  async function authorized<S extends z.ZodType>(
    path: string,
    body: object,
    answer: S,
  ): Promise<z.infer<S>> {
    for (let attempt = 1; ; attempt++) {
      const idToken = await tokens.current();
      try {
        return await post(
          path,
          { authorization: idToken, 'x-app-key': config.appKey },
          body,
          answer,
        );
      } catch (error) {
        if (!(error instanceof TokenRefused)) throw error;
        tokens.rejected(idToken);
        if (attempt === 2) throw new BkashError('HTTP 401', 'bKash refused a fresh id_token');
      }
    }
  }

  return {
    async createPayment(input): Promise<BkashCreatedPayment> {
      return authorized(
        BKASH_PATHS.create,
        {
          mode: '0011',
          payerReference: input.payerReference,
          callbackURL: input.callbackURL,
          amount: input.amount,
          currency: input.currency,
          intent: 'sale',
          merchantInvoiceNumber: input.merchantInvoiceNumber,
        },
        CreateAnswer,
      );
    },
    async executePayment(paymentID): Promise<BkashPaymentState> {
      return authorized(BKASH_PATHS.execute, { paymentID }, PaymentAnswer);
    },
    async queryPayment(paymentID): Promise<BkashPaymentState> {
      return authorized(BKASH_PATHS.status, { paymentID }, PaymentAnswer);
    },
    async refundPayment(input): Promise<BkashRefund> {
      return authorized(
        BKASH_PATHS.refund,
        {
          paymentID: input.paymentID,
          trxID: input.trxID,
          amount: input.amount,
          sku: input.sku,
          reason: input.reason,
        },
        RefundAnswer,
      );
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The cause kept on BkashUnavailable: the error's name and message (and its cause's code),
 * never the request, whose headers hold the password and the id_token.
 */
function describeFailure(error: unknown): Error {
  if (!(error instanceof Error)) return new Error('bKash request failed');
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  const described = new Error(
    typeof code === 'string' ? `${error.message} (${code})` : error.message,
  );
  described.name = error.name;
  return described;
}
