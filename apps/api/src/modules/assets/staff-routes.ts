import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commonErrors,
  dataOf,
  ErrorResponseSchema,
  SerialIdParam,
} from '../../platform/schemas.ts';
import { MULTIPART_LIMITS, multipartValidator, readFile } from './routes.ts';
import { IMAGE_UPLOAD } from './file-kind.ts';
import {
  AssetSchema,
  AssetUploadSchema,
  ShopImageSchema,
  ShopImageUploadSchema,
} from './schemas.ts';
import type { AssetsService } from './service.ts';

/**
 * Staff upload a file on a customer's behalf: the photos of a parcel received at the
 * warehouse. The file is the customer's, so they see it like their own uploads.
 */
export const assetsStaffRoutes: FastifyPluginAsyncZod<{ service: AssetsService }> = async (
  app,
  { service },
) => {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  app.post(
    '/api/storage/admin/asset/v1/customers/:customer_id/assets',
    {
      schema: {
        tags: ['Staff: assets'],
        summary:
          'Upload a file for a customer (a parcel’s photo): JPEG, PNG, WebP or PDF up to 5 MB, a video up to 100 MB',
        description:
          'Kept like a customer’s own upload: typed by its bytes, and an image re-encoded ' +
          'upright without its metadata (EXIF, GPS, XMP).',
        consumes: ['multipart/form-data'],
        params: z.strictObject({ customer_id: SerialIdParam }),
        body: AssetUploadSchema,
        response: {
          201: dataOf(AssetSchema),
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          ...commonErrors,
        },
      },
      validatorCompiler: multipartValidator,
    },
    async (request, reply) => {
      const asset = await service.upload(request.params.customer_id, await readFile(request));
      reply.code(201);
      return { data: asset };
    },
  );

  app.post(
    '/api/storage/admin/asset/v1/shop-images',
    {
      schema: {
        tags: ['Staff: assets'],
        summary: 'Upload a picture for the shop’s pages (a banner, a hero, an avatar)',
        description:
          'multipart/form-data with one part named `file`: JPEG, PNG or WebP up to 5 MB, read ' +
          'from its bytes (415 `unsupported_file_type` otherwise, 413 over 5 MB). Re-encoded as ' +
          'WebP at most 2400 px wide; the answer’s `url` is public.',
        consumes: ['multipart/form-data'],
        body: ShopImageUploadSchema,
        response: {
          201: dataOf(ShopImageSchema),
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          ...commonErrors,
        },
      },
      validatorCompiler: multipartValidator,
    },
    async (request, reply) => {
      const { bytes } = await readFile(request, IMAGE_UPLOAD);
      reply.code(201);
      return { data: await service.shopImages.upload(bytes) };
    },
  );
};
