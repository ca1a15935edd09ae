import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../platform/errors.ts';
import { BigSerialIdParam, commonErrors } from '../platform/schemas.ts';
import { contentDisposition } from '../modules/assets/index.ts';
import type { WorkflowServices } from '../workflows/services.ts';

const EvidenceParamsSchema = z.strictObject({ id: BigSerialIdParam, asset_id: BigSerialIdParam });

/** Who owns an item's uploads and which of them it shows; a 404 when there is no such item. */
type EvidenceOf = (id: number) => Promise<{ customerId: number; assetIds: number[] }>;

/**
 * The customer's photos (and a claim's video) behind a dispute, claim or request for quotation,
 * for the staff who decide it. Only uploads the item itself shows are served, so a staff
 * member who may read disputes cannot walk every customer's uploads by id.
 */
export const staffEvidenceRoutes: FastifyPluginAsyncZod<{ services: WorkflowServices }> = async (
  app,
  { services },
) => {
  const routes: [url: string, tags: string[], noun: string, evidenceOf: EvidenceOf][] = [
    [
      '/api/claims/admin/v1/disputes/:id/photos/:asset_id',
      ['Staff: disputes'],
      'dispute',
      services.disputes.evidence,
    ],
    [
      '/api/claims/admin/v1/claims/:id/photos/:asset_id',
      ['Staff: claims'],
      'claim',
      services.claims.evidence,
    ],
    [
      '/api/rfq/admin/v1/requests/:id/images/:asset_id',
      ['Staff: requests for quotation'],
      'request for quotation',
      services.rfq.evidence,
    ],
  ];
  for (const [url, tags, noun, evidenceOf] of routes) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: `A photo (or video) the customer attached to a ${noun}`,
          params: EvidenceParamsSchema,
          response: {
            200: {
              description: 'The upload’s bytes, with the type found at upload',
              content: {
                'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) },
              },
            },
            ...commonErrors,
          },
        },
      },
      async (request, reply) => {
        const { id, asset_id: assetId } = request.params;
        const { customerId, assetIds } = await evidenceOf(id);
        if (!assetIds.includes(assetId)) throw new NotFound(`Upload ${assetId} of ${noun} ${id}`);
        const { file, downloadName } = await services.assets.open(customerId, assetId);
        // Images (kept re-encoded, without metadata) open in the tab; anything else downloads.
        const image = file.contentType.startsWith('image/');
        return (reply as FastifyReply)
          .type(file.contentType)
          .header('content-length', file.size)
          .header(
            'content-disposition',
            contentDisposition(image ? 'inline' : 'attachment', downloadName),
          )
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );
  }
};
