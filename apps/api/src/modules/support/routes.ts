import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  pageOf,
} from '../../platform/schemas.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import {
  MyInquiriesQuerySchema,
  MySupportInquirySchema,
  StaffSupportThreadSchema,
  SupportHandleBodySchema,
  SupportInquiriesQuerySchema,
  SupportInquiryBodySchema,
  SupportInquiryReceiptSchema,
  SupportInquirySchema,
  SupportMessageBodySchema,
  SupportThreadSchema,
} from './schemas.ts';
import type { SupportReplyListener, SupportService } from './service.ts';

export const SUPPORT_INQUIRIES = '/api/user/customer/support/v1/support-inquiries';
export const SUPPORT_STAFF = '/api/support/admin/v1/support-inquiries';
/** Inquiries one client IP may send in the window (docs/security.md). */
export const SUPPORT_RATE = { max: 5, timeWindow: 600_000 };
/**
 * The largest inquiry the schema takes is under 32 KiB even with every character escaped in
 * JSON (`\uXXXX`, 6 bytes): anything bigger is refused (413) before it is read, instead of
 * parsing up to the API's 1 MiB for a form anyone may post.
 */
export const SUPPORT_BODY_LIMIT = 32 * 1024;

/**
 * The public contact form (signed in or not, rate limited per client IP), and a signed-in
 * customer's own inquiries with their threads.
 */
export const supportRoutes: FastifyPluginAsyncZod<{
  service: SupportService;
  currentCustomer: CurrentCustomer;
}> = async (app, { service, currentCustomer }) => {
  app.post(
    SUPPORT_INQUIRIES,
    {
      config: { rateLimit: SUPPORT_RATE },
      bodyLimit: SUPPORT_BODY_LIMIT,
      schema: {
        tags: ['Support'],
        summary: 'Send us a message from the contact form (no sign-in needed)',
        description: `At most ${SUPPORT_RATE.max} from one address in 10 minutes (429 after); bodies up to 32 KiB (413).`,
        body: SupportInquiryBodySchema,
        response: {
          201: dataOf(SupportInquiryReceiptSchema),
          429: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      const session = await request.identitySession();
      const customerId = session ? (await currentCustomer(request)).id : null;
      await service.receive(customerId, request.body);
      reply.code(201);
      return { data: { received: true as const } };
    },
  );
  app.get(
    SUPPORT_INQUIRIES,
    {
      schema: {
        tags: ['Support'],
        summary: 'My inquiries, the latest activity first',
        querystring: MyInquiriesQuerySchema,
        response: {
          200: pageOf(MySupportInquirySchema),
          401: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => service.pageOfCustomer((await currentCustomer(request)).id, request.query),
  );
  app.get(
    `${SUPPORT_INQUIRIES}/:id`,
    {
      schema: {
        tags: ['Support'],
        summary:
          'One of my inquiries with its messages and the support team’s replies, oldest first',
        params: BigIdParamsSchema,
        response: { 200: dataOf(SupportThreadSchema), 401: ErrorResponseSchema, ...commonErrors },
      },
    },
    async (request) => ({
      data: await service.threadOfCustomer((await currentCustomer(request)).id, request.params.id),
    }),
  );
  app.post(
    `${SUPPORT_INQUIRIES}/:id/messages`,
    {
      bodyLimit: SUPPORT_BODY_LIMIT,
      schema: {
        tags: ['Support'],
        summary: 'Write again on my inquiry (it waits for the support team again)',
        description: 'A handled (closed) inquiry takes no more messages (409).',
        params: BigIdParamsSchema,
        body: SupportMessageBodySchema,
        response: {
          201: dataOf(SupportThreadSchema),
          401: ErrorResponseSchema,
          409: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      const customer = await currentCustomer(request);
      const thread = await service.followUp(customer.id, request.params.id, request.body.body);
      reply.code(201);
      return { data: thread };
    },
  );
};

/** Staff's inquiries queue; a reply tells a signed-in customer (`onReplied`). */
export const supportStaffRoutes: FastifyPluginAsyncZod<{
  service: SupportService;
  onReplied: SupportReplyListener;
}> = async (app, { service, onReplied }) => {
  const tags = ['Staff: support'];
  app.get(
    SUPPORT_STAFF,
    {
      schema: {
        tags,
        summary: 'Support inquiries, newest first, by status',
        querystring: SupportInquiriesQuerySchema,
        response: { 200: pageOf(SupportInquirySchema), ...commonErrors },
      },
    },
    async (request) => {
      const { status, ...page } = request.query;
      return service.page(status ? { status } : {}, page);
    },
  );
  app.put(
    `${SUPPORT_STAFF}/:id/handle`,
    {
      schema: {
        tags,
        summary: 'Mark an inquiry handled with a note',
        params: BigIdParamsSchema,
        body: SupportHandleBodySchema,
        response: { 200: dataOf(SupportInquirySchema), 401: ErrorResponseSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await service.handle(request.params.id, request.body.note) }),
  );
  app.get(
    `${SUPPORT_STAFF}/:id`,
    {
      schema: {
        tags,
        summary: 'One inquiry with its thread, oldest first',
        params: BigIdParamsSchema,
        response: {
          200: dataOf(StaffSupportThreadSchema),
          401: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await service.staffThread(request.params.id) }),
  );
  app.post(
    `${SUPPORT_STAFF}/:id/messages`,
    {
      schema: {
        tags,
        summary: 'Reply to an inquiry: the customer sees it in their thread and is notified',
        params: BigIdParamsSchema,
        body: SupportMessageBodySchema,
        response: {
          201: dataOf(StaffSupportThreadSchema),
          401: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      const thread = await service.reply(request.params.id, request.body.body, onReplied);
      reply.code(201);
      return { data: thread };
    },
  );
};
