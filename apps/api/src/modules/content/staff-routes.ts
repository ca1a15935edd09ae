import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingStaffName } from '../../platform/staff-auth.ts';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  pageOf,
} from '../../platform/schemas.ts';
import {
  CompanyDetailsBodySchema,
  CompanyDetailsEntrySchema,
  ContentEntriesQuerySchema,
  ContentEntryBodySchema,
  ContentEntrySchema,
  ContentEntryUpdateSchema,
  PublishBodySchema,
} from './schemas.ts';
import type { ContentService } from './service.ts';

const BASE = '/api/content/admin/v1/entries';
export const COMPANY_STAFF_PATH = '/api/content/admin/v1/company';
const tags = ['Staff: content'];
const errors = { 409: ErrorResponseSchema, ...commonErrors };

/**
 * Staff write content versions (drafts), validated block by block, and publish them. A
 * version's `edited_by` is whoever is signed in (or `machine`), never a name sent in the body.
 */
export const contentStaffRoutes: FastifyPluginAsyncZod<{ service: ContentService }> = async (
  app,
  { service },
) => {
  app.get(
    BASE,
    {
      schema: {
        tags,
        summary:
          'Content versions, newest first (drafts and published), by slug, language, region and state',
        querystring: ContentEntriesQuerySchema,
        response: { 200: pageOf(ContentEntrySchema), ...commonErrors },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'One content version with its blocks',
        params: BigIdParamsSchema,
        response: { 200: dataOf(ContentEntrySchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await service.entry(request.params.id) }),
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        summary: 'Save a draft of a slug for a language (and region); the blocks are checked now',
        body: ContentEntryBodySchema,
        response: { 201: dataOf(ContentEntrySchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await service.create(request.body, actingStaffName(request)) };
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'Change a draft (a published version is kept as shown: 409)',
        params: BigIdParamsSchema,
        body: ContentEntryUpdateSchema,
        response: { 200: dataOf(ContentEntrySchema), ...errors },
      },
    },
    async (request) => ({
      data: await service.update(request.params.id, request.body, actingStaffName(request)),
    }),
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'Discard a draft (a published version is kept: 409)',
        params: BigIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      // The audit entry keeps the draft as it was, since the row itself is gone.
      config: { auditBefore: (request) => service.entry((request.params as { id: number }).id) },
    },
    async (request, reply) => {
      await service.discard(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${BASE}/:id/publish`,
    {
      schema: {
        tags,
        summary: 'Publish a draft now or at publish_at',
        params: BigIdParamsSchema,
        body: PublishBodySchema,
        response: { 200: dataOf(ContentEntrySchema), ...errors },
      },
    },
    async (request) => ({
      data: await service.publish(request.params.id, request.body, actingStaffName(request)),
    }),
  );

  app.get(
    COMPANY_STAFF_PATH,
    {
      schema: {
        tags: ['Staff: settings'],
        summary: "The company's details as pages and invoices show them, with who changed them",
        response: { 200: dataOf(CompanyDetailsEntrySchema), ...commonErrors },
      },
    },
    async () => ({ data: await service.companyEntry() }),
  );

  app.put(
    COMPANY_STAFF_PATH,
    {
      schema: {
        tags: ['Staff: settings'],
        summary:
          "Change the company's name, office address, email, phone or hours (Contact us and invoice PDFs follow)",
        body: CompanyDetailsBodySchema,
        response: { 200: dataOf(CompanyDetailsEntrySchema), ...commonErrors },
      },
      config: { auditBefore: () => service.companyEntry() },
    },
    async (request) => ({
      data: await service.changeCompany(request.body, actingStaffName(request)),
    }),
  );
};
