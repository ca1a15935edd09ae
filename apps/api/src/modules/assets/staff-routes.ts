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
import { AssetSchema, AssetUploadSchema } from './schemas.ts';
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
};
