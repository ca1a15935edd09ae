import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgerAccount } from '../modules/ledger/index.ts';
import {
  DISPUTE_OPEN_BASE,
  DISPUTES_BASE,
  DisputeAcceptBodySchema,
  DisputeBodySchema,
  DisputeDetailSchema,
  DisputeEvidenceBodySchema,
  DisputeNoteBodySchema,
  DisputesQuerySchema,
  disputesTags,
  StaffDisputeDetailSchema,
  StaffDisputeSchema,
  type DisputeBody,
  type DisputeEvidenceBody,
  type StaffDisputeAction,
} from '../modules/claims/index.ts';
import type { Transaction } from '../platform/database.ts';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  pageOf,
} from '../platform/schemas.ts';
import { assertOwnPhotos } from './claims.ts';
import { createStep, createWorkflow } from './runner.ts';
import type { WorkflowServices } from './services.ts';

const STAFF_DISPUTES = '/api/claims/admin/v1/disputes';
const errors = {
  401: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
  ...commonErrors,
};

const TITLES: Record<string, string> = {
  open: 'We received your dispute',
  under_review: 'Your dispute is under review',
  evidence_requested: 'We need more evidence for your dispute',
  accepted: 'Your dispute was accepted',
  rejected: 'Your dispute was rejected',
};

type DisputeMove = Awaited<ReturnType<WorkflowServices['disputes']['decide']>>;

/** The photos must be the customer's images (the claims' rule, `assertOwnPhotos`). */
function disputePhotosStep(services: WorkflowServices, name: string) {
  return createStep(name, async (input: { customerId: number; photoIds: number[] }) =>
    assertOwnPhotos(services, input.customerId, input.photoIds),
  );
}

/** Tells the customer about their dispute, in the transaction that moved it. */
function tellCustomerStep(services: WorkflowServices) {
  return createStep(
    'tell-customer',
    ({
      tx,
      dispute,
      body,
    }: {
      tx: Transaction;
      dispute: { id: number; number: string | null; customerId: number; status: string };
      body: string;
    }) =>
      services.notifications.notify(tx, {
        customerId: dispute.customerId,
        kind: 'dispute_update',
        title: `${TITLES[dispute.status] ?? 'Your dispute was updated'} (${dispute.number ?? ''})`,
        body,
        link: `/dashboard/disputes/${dispute.id}`,
        email: true,
      }),
  );
}

/**
 * Opening a dispute on a buy product: the orders module says whether it is the customer's
 * (404), when it was delivered and what was paid; the photos must be the customer's images;
 * the claims module judges window, quantity and uniqueness and writes it with a notice.
 */
export function openDisputeWorkflow(services: WorkflowServices) {
  const findProduct = createStep(
    'find-disputed-product',
    async (input: { customerId: number; buyProductId: number }) =>
      services.orders.disputable(input.customerId, input.buyProductId),
  );
  const checkPhotos = disputePhotosStep(services, 'check-dispute-photos');
  const openDispute = createStep(
    'record-dispute',
    ({ tx, ...input }: Parameters<WorkflowServices['disputes']['open']>[1] & { tx: Transaction }) =>
      services.disputes.open(tx, input),
  );
  const tellCustomer = tellCustomerStep(services);
  return createWorkflow(
    'open-dispute',
    async (input: { customerId: number; buyProductId: number; body: DisputeBody }, run) => {
      const product = await run(findProduct, input);
      await run(checkPhotos, { customerId: input.customerId, photoIds: input.body.photo_ids });
      const row = await services.disputes.transaction(async (tx) => {
        const opened = await run(openDispute, { tx, ...input, product });
        await run(tellCustomer, {
          tx,
          dispute: opened,
          body: 'We will look at your photos and answer on the dispute page.',
        });
        return opened;
      });
      return services.disputes.detail(row);
    },
  );
}

/** The customer answers a request for evidence: a message and maybe more photos of theirs. */
export function answerDisputeWorkflow(services: WorkflowServices) {
  const findDispute = createStep(
    'find-dispute',
    async (input: { customerId: number; id: number }) => {
      await services.disputes.get(input.customerId, input.id);
    },
  );
  const checkPhotos = disputePhotosStep(services, 'check-evidence-photos');
  const recordEvidence = createStep(
    'record-evidence',
    ({
      tx,
      customerId,
      id,
      body,
    }: {
      tx: Transaction;
      customerId: number;
      id: number;
      body: DisputeEvidenceBody;
    }) => services.disputes.answer(tx, customerId, id, body),
  );
  const tellCustomer = tellCustomerStep(services);
  return createWorkflow(
    'answer-dispute',
    async (input: { customerId: number; id: number; body: DisputeEvidenceBody }, run) => {
      await run(findDispute, input); // 404 before judging photos
      await run(checkPhotos, {
        customerId: input.customerId,
        photoIds: input.body.photo_ids ?? [],
      });
      const row = await services.disputes.transaction(async (tx) => {
        const moved = await run(recordEvidence, { tx, ...input });
        await run(tellCustomer, {
          tx,
          dispute: moved,
          body: 'Thank you: we are looking at your evidence.',
        });
        return moved;
      });
      return services.disputes.detail(row);
    },
  );
}

/**
 * A staff decision on a dispute, in one transaction: the move, the refund to the wallet
 * through the ledger (keyed by the dispute and what it had refunded before, so a replay
 * posts nothing twice) and the customer's notice.
 */
export function decideDisputeWorkflow(services: WorkflowServices) {
  const decide = createStep(
    'record-decision',
    ({ tx, id, action }: { tx: Transaction; id: number; action: StaffDisputeAction }) =>
      services.disputes.decide(tx, id, action),
  );
  const refundToWallet = createStep(
    'refund-to-wallet',
    async ({ tx, dispute, refund, refundedBefore }: DisputeMove & { tx: Transaction }) => {
      if (!refund) return;
      await services.ledger.post(tx, {
        kind: 'refund',
        reference: { type: 'dispute', id: String(dispute.id) },
        idempotencyKey: `dispute:${dispute.id}:refund:${refundedBefore}`,
        postings: [
          {
            account: ledgerAccount.revenue(refund.currency),
            amount: { amount: -refund.amount, currency: refund.currency },
          },
          {
            account: ledgerAccount.wallet(dispute.customerId, refund.currency),
            amount: refund,
          },
        ],
      });
    },
  );
  const tellCustomer = tellCustomerStep(services);
  return createWorkflow(
    'decide-dispute',
    async (input: { id: number; action: StaffDisputeAction }, run) => {
      const row = await services.disputes.transaction(async (tx) => {
        const move = await run(decide, { tx, ...input });
        await run(refundToWallet, { tx, ...move });
        await run(tellCustomer, { tx, dispute: move.dispute, body: input.action.note });
        return move.dispute;
      });
      return services.disputes.detail(row);
    },
  );
}

export const disputeRoutes: FastifyPluginAsyncZod<{ services: WorkflowServices }> = async (
  app,
  { services },
) => {
  const openDispute = openDisputeWorkflow(services);
  const answer = answerDisputeWorkflow(services);
  app.post(
    `${DISPUTE_OPEN_BASE}/:id/dispute`,
    {
      schema: {
        tags: disputesTags,
        summary:
          'Dispute a delivered buy product: reason, affected quantity, photos, refund or replacement',
        description:
          '404 when the product is not yours; 409 `not_delivered` before delivery; 422 ' +
          '`dispute_window_closed` after DISPUTE_WINDOW_HOURS (168 by default); 422 for more ' +
          'items than the product has or photos that are not your images; 409 ' +
          '`dispute_already_open` for a second dispute on the product.',
        params: BigIdParamsSchema,
        body: DisputeBodySchema,
        response: { 201: dataOf(DisputeDetailSchema), ...errors },
      },
    },
    async (request, reply) => {
      const customer = await services.currentCustomer(request);
      const dispute = await openDispute.run({
        customerId: customer.id,
        buyProductId: request.params.id,
        body: request.body,
      });
      reply.code(201);
      return { data: dispute };
    },
  );

  app.post(
    `${DISPUTES_BASE}/:id/evidence`,
    {
      schema: {
        tags: disputesTags,
        summary: 'Answer our request for evidence with a message and photos (back to review)',
        params: BigIdParamsSchema,
        body: DisputeEvidenceBodySchema,
        response: { 200: dataOf(DisputeDetailSchema), ...errors },
      },
    },
    async (request) => {
      const customer = await services.currentCustomer(request);
      return {
        data: await answer.run({
          customerId: customer.id,
          id: request.params.id,
          body: request.body,
        }),
      };
    },
  );
};

/** Staff's disputes queue and decisions (`X-Staff-Token`). */
export const disputeStaffRoutes: FastifyPluginAsyncZod<{ services: WorkflowServices }> = async (
  app,
  { services },
) => {
  const decide = decideDisputeWorkflow(services);
  const tags = ['Staff: disputes'];
  const staffErrors = { 409: ErrorResponseSchema, 422: ErrorResponseSchema, ...commonErrors };

  app.get(
    STAFF_DISPUTES,
    {
      schema: {
        tags,
        summary: 'Every customer’s disputes, newest first, by status',
        querystring: DisputesQuerySchema,
        response: { 200: pageOf(StaffDisputeSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { status, ...page } = request.query;
      return services.disputes.staffPage(status ? { status } : {}, page);
    },
  );

  app.get(
    `${STAFF_DISPUTES}/:id`,
    {
      schema: {
        tags,
        summary: 'One dispute with its timeline',
        params: BigIdParamsSchema,
        response: { 200: dataOf(StaffDisputeDetailSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await services.disputes.find(request.params.id) }),
  );

  app.put(
    `${STAFF_DISPUTES}/:id/accept`,
    {
      schema: {
        tags,
        summary:
          'Accept a dispute with a full or partial refund to the wallet (at most what is left of what was paid); once',
        params: BigIdParamsSchema,
        body: DisputeAcceptBodySchema,
        response: { 200: dataOf(DisputeDetailSchema), ...staffErrors },
      },
    },
    async (request) => ({
      data: await decide.run({
        id: request.params.id,
        action: { type: 'accept', ...request.body },
      }),
    }),
  );

  const moves = [
    ['reject', 'reject', 'Reject a dispute with the reason the customer reads'],
    ['request-evidence', 'request_evidence', 'Ask the customer for more evidence'],
    ['review', 'review', 'Take a dispute under review'],
    ['reopen', 'reopen', 'Reopen a decided dispute (back under review)'],
  ] as const;
  for (const [path, type, summary] of moves) {
    app.put(
      `${STAFF_DISPUTES}/:id/${path}`,
      {
        schema: {
          tags,
          summary,
          params: BigIdParamsSchema,
          body: DisputeNoteBodySchema,
          response: { 200: dataOf(DisputeDetailSchema), ...staffErrors },
        },
      },
      async (request) => ({
        data: await decide.run({
          id: request.params.id,
          action: { type, note: request.body.note },
        }),
      }),
    );
  }
};
