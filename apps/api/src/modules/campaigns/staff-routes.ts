import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, dataOf, ErrorResponseSchema } from '../../platform/schemas.ts';
import { Conflict, DomainError } from '../../platform/errors.ts';
import { CampaignBodySchema, CampaignIdParamsSchema, StaffCampaignSchema } from './schemas.ts';
import type { CampaignsService } from './service.ts';

const BASE = '/api/content/admin/v1/campaigns';
const tags = ['Staff: campaigns'];
const errors = { 409: ErrorResponseSchema, ...commonErrors };

type Body = z.infer<typeof CampaignBodySchema>;
const toWrite = (body: Body) => ({
  slug: body.slug,
  title: body.title,
  subtitle: body.subtitle ?? null,
  banner: body.banner ?? null,
  regionCode: body.region_code ?? null,
  startsAt: new Date(body.starts_at),
  endsAt: new Date(body.ends_at),
  published: body.published,
  products: body.products.map((p) => ({ productId: p.product_id, discountBps: p.discount_bps })),
});

/** PostgreSQL's answers to a slug taken or a product that does not exist. */
async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code =
      (error as { cause?: { code?: string }; code?: string }).cause?.code ??
      (error as { code?: string }).code;
    if (code === '23505') throw new Conflict('Another campaign already has this slug.');
    if (code === '23503')
      throw new DomainError(
        422,
        'unknown_product',
        'A product of this campaign is not in the catalog.',
      );
    throw error;
  }
}

/** Staff create and change campaigns with their products and discounts. */
export const campaignStaffRoutes: FastifyPluginAsyncZod<{ service: CampaignsService }> = async (
  app,
  { service },
) => {
  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: 'Every campaign, newest first (drafts, running, upcoming and ended)',
        response: { 200: dataOf(z.array(StaffCampaignSchema)), ...commonErrors },
      },
    },
    async () => ({ data: await service.staffList() }),
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'One campaign with its products and their discounts',
        params: CampaignIdParamsSchema,
        response: { 200: dataOf(StaffCampaignSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await service.staffOne(request.params.id) }),
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        summary: 'Create a campaign with its products and their discounts',
        body: CampaignBodySchema,
        response: { 201: dataOf(StaffCampaignSchema), ...errors },
      },
    },
    async (request, reply) => {
      const id = await saving(() => service.repository.save(null, toWrite(request.body)));
      reply.code(201);
      return { data: await service.staffOne(id!) };
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'Replace a campaign: its window, text and products',
        params: CampaignIdParamsSchema,
        body: CampaignBodySchema,
        response: { 200: dataOf(StaffCampaignSchema), ...errors },
      },
    },
    async (request) => {
      const id = await saving(() =>
        service.repository.save(request.params.id, toWrite(request.body)),
      );
      if (id === null)
        throw new DomainError(
          404,
          'campaign_not_found',
          `Campaign ${request.params.id} was not found.`,
        );
      return { data: await service.staffOne(id) };
    },
  );
};
