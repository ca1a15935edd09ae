import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClaimBodySchema,
  ClaimDetailSchema,
  CLAIMS_BASE,
  claimsTags,
  type ClaimBody,
} from '../modules/claims/index.ts';
import { Unprocessable } from '../platform/errors.ts';
import { commonErrors, dataOf, ErrorResponseSchema } from '../platform/schemas.ts';
import { createStep, createWorkflow } from './runner.ts';
import type { WorkflowServices } from './services.ts';

/** Every photo must be an image upload of the customer's (422 naming `body.photo_ids`). */
function assertKinds(kinds: Map<number, string>, photoIds: number[]) {
  for (const id of photoIds) {
    const kind = kinds.get(id);
    if (kind !== 'image') {
      throw new Unprocessable(
        kind ? `Upload ${id} is not a photo.` : `Photo ${id} is not an upload of yours.`,
        [{ field: 'body.photo_ids', message: 'Upload a JPEG, PNG or WebP photo first' }],
      );
    }
  }
}

/** Photos of a dispute or its evidence: the customer's own image uploads. */
export async function assertOwnPhotos(
  services: WorkflowServices,
  customerId: number,
  photoIds: number[],
): Promise<void> {
  if (photoIds.length === 0) return;
  assertKinds(await services.assets.kindsOwnedBy(customerId, photoIds), photoIds);
}

/**
 * Opening a claim: the subject must be the customer's (its module answers when it was
 * delivered, 404 otherwise), every photo an image and the video a video the customer uploaded
 * (422 naming the field), then the claims module judges the window and writes the claim.
 */
export function openClaimWorkflow(services: WorkflowServices) {
  const findDelivery = createStep(
    'find-subject-delivery',
    async (input: { customerId: number; body: ClaimBody }): Promise<Date | null> => {
      const { customerId, body } = input;
      return body.subject_type === 'shipment_product'
        ? services.shipments.deliveredAt(customerId, body.subject_id)
        : services.orders.deliveredAt(customerId, body.subject_id);
    },
  );
  // The type matters as much as the owner (a PDF is no unboxing video), so the assets module
  // is asked what each upload is, not only whose.
  const checkEvidence = createStep(
    'check-claim-evidence',
    async (input: { customerId: number; photoIds: number[]; videoId?: number }) => {
      const { photoIds, videoId } = input;
      const kinds = await services.assets.kindsOwnedBy(input.customerId, [
        ...photoIds,
        ...(videoId === undefined ? [] : [videoId]),
      ]);
      assertKinds(kinds, photoIds);
      if (videoId !== undefined && kinds.get(videoId) !== 'video') {
        throw new Unprocessable(
          kinds.has(videoId)
            ? `Upload ${videoId} is not a video.`
            : `Video ${videoId} is not an upload of yours.`,
          [{ field: 'body.video_id', message: 'Upload an MP4, WebM or QuickTime video first' }],
        );
      }
    },
  );

  return createWorkflow(
    'open-claim',
    async (input: { customerId: number; body: ClaimBody }, run) => {
      const { customerId, body } = input;
      const deliveredAt = await run(findDelivery, input);
      await run(checkEvidence, {
        customerId,
        photoIds: body.photo_ids,
        ...(body.video_id === undefined ? {} : { videoId: body.video_id }),
      });
      return services.claims.open({ customerId, deliveredAt, body });
    },
  );
}

export const claimRoutes: FastifyPluginAsyncZod<{ services: WorkflowServices }> = async (
  app,
  { services },
) => {
  const openClaim = openClaimWorkflow(services);
  app.post(
    CLAIMS_BASE,
    {
      schema: {
        tags: claimsTags,
        summary:
          'Open a claim on a delivered parcel or buy product, with photos and an unboxing video, within the claim window',
        description:
          '404 when the parcel or product is not yours; 409 `not_delivered` before delivery; ' +
          '422 `claim_window_closed` after the window (CLAIM_WINDOW_HOURS, 24 by default); ' +
          '422 naming `photo_ids` or `video_id` for uploads that are not your photos or video; ' +
          '409 `claim_already_open` while another claim on it awaits a decision.',
        body: ClaimBodySchema,
        response: {
          201: dataOf(ClaimDetailSchema),
          401: ErrorResponseSchema,
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      const customer = await services.currentCustomer(request);
      const claim = await openClaim.run({ customerId: customer.id, body: request.body });
      reply.code(201);
      return { data: claim };
    },
  );
};
