import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import {
  bkashClientConfig,
  createBkashClient,
  createImpersonation,
  registerModules,
  type BkashGateway,
} from './modules/index.ts';
import {
  invoiceDownloadRoutes,
  paymentStaffRoutes,
  consolidationStaffRoutes,
  parcelRequestStaffRoutes,
  storageSweepStaffRoutes,
  receiveBuyProductStaffRoutes,
  rfqStaffWorkflowRoutes,
  disputeStaffRoutes,
  deliveryRequestStaffRoutes,
  receiveParcelStaffRoutes,
  workflowRoutes,
} from './workflows/index.ts';
import {
  customerDashboardRoutes,
  customerOverviewStaffRoutes,
  staffEvidenceRoutes,
  staffQueueRoutes,
} from './reads/index.ts';
import { lazyQueue } from './platform/lazy-queue.ts';
import type { Config } from './platform/config.ts';
import { openDatabase, type DatabaseHandle } from './platform/database.ts';
import { frameworkErrors, registerErrorHandling } from './platform/error-handler.ts';
import { registerHealthRoutes } from './platform/health.ts';
import requestContext from './platform/request-context.ts';
import { recordRouteTable } from './platform/route-table.ts';
import xsrf from './platform/xsrf.ts';
import { isStaffRoute, trackStaffRoutes } from './platform/staff-api.ts';
import authentication from './platform/authentication.ts';
import idempotency from './platform/idempotency.ts';
import { DomainError, Invalid } from './platform/errors.ts';
import { IdentityClient } from './platform/identity-client.ts';
import { hearSessionRevocations } from './platform/session-revocations.ts';
import {
  checkedResponseSerializer,
  fastResponseSerializer,
} from './platform/response-serializer.ts';
import { requestScopedDatabase } from './platform/request-transaction.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The bKash gateway; by default the tokenized-checkout client for BKASH_BASE_URL. */
  bkash?: BkashGateway;
  /** Whether a receipt is the customer's (default: the assets module's check; tests may stub it). */
  assetOwnedBy?: (customerId: number, assetId: number) => Promise<boolean>;
  /** The clock of time-limited rules such as the claim window (default: real time). */
  now?: () => Date;
  /** Pass false in tests to keep output quiet; a pino options object otherwise. */
  logger?: boolean | { level: string };
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Clients send `Content-Type: application/json` on every call (spec §7), also on POSTs whose
 * body is empty, such as sync-identity: an empty JSON body is read as no body, not an error.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new Invalid('The request body is not valid JSON.', [], 'invalid_json'), undefined);
    }
  });
}

/**
 * One line per answer: always for anything but a 2xx (what an operator looks for), for a 2xx
 * only a `sample` share of them.
 */
function accessLog(app: FastifyInstance, sample: number): void {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const logged = status < 200 || status >= 300 || (sample > 0 && Math.random() < sample);
    if (logged) {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          statusCode: status,
          responseTimeMs: Math.round(reply.elapsedTime),
        },
        'request completed',
      );
    }
    done();
  });
}

/** Builds the commerce API without listening, so the server, tests and tools share it. */
export async function buildApp({
  config,
  database,
  logger,
  bkash,
  assetOwnedBy,
  now,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1_048_576,
    frameworkErrors,
    // Fastify's own two lines per request are replaced by one, sampled for 2xx (accessLog).
    logController: new LogController({ disableRequestLogging: true }),
    // request.ip (and so every per-IP limit) is the client the web server saw, not the web
    // server itself; X-Forwarded-For from any other address is ignored.
    trustProxy: config.TRUSTED_PROXIES.length ? config.TRUSTED_PROXIES : false,
  }).withTypeProvider<ZodTypeProvider>();
  recordRouteTable(app);
  accessLog(app, config.ACCESS_LOG_SAMPLE);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    config.NODE_ENV === 'production' ? fastResponseSerializer : checkedResponseSerializer,
  );
  registerErrorHandling(app);
  acceptEmptyJsonBodies(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'];
    if (hasBody && !BODY_METHODS.has(request.method)) {
      throw new Invalid(
        `A ${request.method} request must not carry a body.`,
        [],
        'body_not_allowed',
      );
    }
  });

  await app.register(fastifyCookie);
  await app.register(requestContext);
  await app.register(xsrf);
  const identity = new IdentityClient(config.IDENTITY_URL, config.SESSION_CACHE_SECONDS * 1000);
  await app.register(authentication, {
    identity,
    onRefusedWrite: createImpersonation(database.db, config).recordRefused,
  });
  const moneyPool = openDatabase(
    database.pool.options.connectionString ?? '',
    config.MONEY_POOL_SIZE,
    {
      lockTimeoutMs: config.DATABASE_LOCK_TIMEOUT_MS,
      onError: (err) => app.log.warn({ err }, 'database connection lost'),
    },
  );
  app.addHook('onClose', () => moneyPool.pool.end());
  await app.register(idempotency, { db: moneyPool.db });
  if (config.SESSION_CACHE_SECONDS > 0) {
    hearSessionRevocations(app, identity, database.pool.options.connectionString);
  }
  // Only routes that opt in (config.rateLimit) are limited, keyed by request.ip (the real
  // client, see trustProxy); the store is per process.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new DomainError(
        429,
        'rate_limited',
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      ),
  });

  trackStaffRoutes(app);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Crossport commerce API',
        description:
          'Customer API of Crossport. Conventions (paths, headers, errors) are in docs/api.md.',
        version: '1.0.0',
      },
    },
    // Staff routes have their own document (platform/staff-api.ts).
    transform: (input) =>
      isStaffRoute(app, input.route)
        ? { schema: { hide: true }, url: input.url }
        : jsonSchemaTransform(input),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  registerHealthRoutes(app, database.pool);
  // Modules reach the database through the request's transaction when one is open (an
  // idempotent request), so its effect and its stored answer commit together.
  const db = requestScopedDatabase(database.db);
  const services = await registerModules(app, db, config, {
    bkash: bkash ?? createBkashClient(bkashClientConfig(config), undefined, { log: app.log }),
    assetOwnedBy,
    now,
    staffWorkflowRoutes: async (staff, all) => {
      await staff.register(paymentStaffRoutes, { services: all });
      await staff.register(receiveParcelStaffRoutes, { services: all });
      await staff.register(deliveryRequestStaffRoutes, { services: all });
      await staff.register(consolidationStaffRoutes, { services: all });
      await staff.register(parcelRequestStaffRoutes, { services: all });
      await staff.register(storageSweepStaffRoutes, { services: all });
      await staff.register(receiveBuyProductStaffRoutes, { services: all });
      await staff.register(rfqStaffWorkflowRoutes, { services: all });
      await staff.register(disputeStaffRoutes, { services: all });
      await staff.register(customerOverviewStaffRoutes, { services: all });
      await staff.register(staffEvidenceRoutes, { services: all });
      await staff.register(staffQueueRoutes, { db, now: now ?? (() => new Date()) });
    },
  });
  await app.register(workflowRoutes, { services });
  await app.register(customerDashboardRoutes, { services });
  await app.register(invoiceDownloadRoutes, {
    invoices: services.invoices,
    content: services.content,
    currentCustomer: services.currentCustomer,
    storage: services.storage,
    queue: lazyQueue(app, database.pool.options.connectionString ?? ''),
    waitMs: config.INVOICE_PDF_WAIT_MS,
  });
  return app;
}
