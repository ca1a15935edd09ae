import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError, Invalid } from '../../platform/errors.ts';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
} from '../../platform/schemas.ts';
import type { StoredFile } from '../../platform/storage.ts';
import type { CurrentCustomer } from '../customers/index.ts';
import {
  ANY_UPLOAD,
  FileTooLarge,
  MAX_UPLOAD_BYTES,
  readUpload,
  type UploadKind,
} from './file-kind.ts';
import { contentDisposition } from './file-name.ts';
import { AssetSchema, AssetUploadSchema, ShopImageParamsSchema } from './schemas.ts';
import { SHOP_IMAGE_PATH } from './shop-images.ts';
import type { AssetsService } from './service.ts';

const tags = ['Assets'];
const base = '/api/storage/customer/asset/v1';
const errors = { 401: ErrorResponseSchema, ...commonErrors };

/**
 * Reads the one `file` part, refused early when its bytes are of no accepted type (415) or
 * larger than its type allows (413); any other shape of body is a 400 in our error shape.
 */
export async function readFile(
  request: FastifyRequest,
  kind: UploadKind = ANY_UPLOAD,
): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) {
    throw new Invalid('Send the file as multipart/form-data in a field named file.', [
      { field: 'body.file', message: 'Required' },
    ]);
  }
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') {
      throw new Invalid('Send the file in a field named file.', [
        { field: 'body.file', message: 'Required' },
      ]);
    }
    const { bytes } = await readUpload(part.file, kind);
    return { fileName: part.filename, bytes };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new FileTooLarge();
    throw new Invalid('The multipart body could not be read.', [], 'invalid_multipart');
  }
}

/**
 * The body schema documents the multipart parts; the handler reads them from the stream.
 * Fastify hands over one part's schema at a time, though the type names the whole route's.
 */
export const multipartValidator = <S>(route: FastifyRouteSchemaDef<S>) =>
  route.httpPart === 'body'
    ? () => ({ value: undefined })
    : validatorCompiler({ ...route, schema: route.schema as unknown as z.ZodType });

/**
 * One file per request: the limits of every upload route. The file size here is the largest
 * any type may have (a video's); `readUpload` holds photos and PDFs to their smaller limit.
 */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 0,
  parts: 1,
  headerPairs: 50,
};

/** A thumbnail answered as bytes: always a WebP we made. */
const IMAGE_BYTES = {
  description: 'The thumbnail’s bytes',
  content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } },
};

/** Sends a stored thumbnail as it is, never sniffed as anything else. */
function sendImage(reply: unknown, file: StoredFile, cacheControl: string) {
  // A stream is sent as is; the typed reply only knows the JSON answers.
  return (reply as FastifyReply)
    .type(file.contentType)
    .header('content-length', file.size)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .send(file.body);
}

export const assetsRoutes: FastifyPluginAsyncZod<{
  service: AssetsService;
  currentCustomer: CurrentCustomer;
  uploadLimit: onRequestHookHandler;
}> = async (app, { service, currentCustomer, uploadLimit }) => {
  // Registered here, not app-wide: only this route reads multipart bodies (one file, no fields).
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });

  app.post(
    `${base}/assets`,
    {
      onRequest: uploadLimit,
      schema: {
        tags,
        summary:
          'Upload a file (a receipt, a parcel photo, an unboxing video): JPEG, PNG, WebP or PDF up to 5 MB; MP4, WebM or QuickTime video up to 100 MB',
        description:
          'multipart/form-data with one part named `file`. The type is read from the bytes; ' +
          'the part’s Content-Type is ignored. 413 over 5 MB (100 MB for a video), ' +
          '415 `unsupported_file_type` (also for an image that does not decode). Images are ' +
          'kept re-encoded, upright and without metadata (EXIF, GPS, XMP); only images get a ' +
          'thumbnail.',
        consumes: ['multipart/form-data'],
        body: AssetUploadSchema,
        response: {
          201: dataOf(AssetSchema),
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          429: ErrorResponseSchema,
          ...errors,
        },
      },
      validatorCompiler: multipartValidator,
    },
    async (request, reply) => {
      const customer = await currentCustomer(request);
      const asset = await service.upload(customer.id, await readFile(request));
      reply.code(201);
      return { data: asset };
    },
  );

  app.get(
    `${SHOP_IMAGE_PATH}/:name`,
    {
      schema: {
        tags,
        summary: 'A picture of the shop’s pages (public: banners, heroes, streamers’ avatars)',
        params: ShopImageParamsSchema,
        response: {
          200: {
            description: 'The WebP’s bytes',
            content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      const file = await service.shopImages.open(request.params.name);
      // A name is never reused (a new upload gets a new one), so it may be cached for good.
      return (reply as FastifyReply)
        .type(file.contentType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.body);
    },
  );

  app.get(
    `${base}/assets/:id/thumbnail`,
    {
      schema: {
        tags,
        summary: 'A small WebP of one of the customer’s images',
        description:
          '404 when the file has no thumbnail (a PDF, a video, an image none could be made of): ' +
          'the upload itself is never served here.',
        params: BigIdParamsSchema,
        response: { 200: IMAGE_BYTES, ...errors },
      },
    },
    async (request, reply) => {
      const customer = await currentCustomer(request);
      const file = await service.openThumbnail(customer.id, request.params.id);
      return sendImage(reply, file, 'private, max-age=3600');
    },
  );

  app.get(
    `${base}/assets/:id`,
    {
      schema: {
        tags,
        summary: 'Download one of the customer’s files (as an attachment)',
        params: BigIdParamsSchema,
        response: {
          200: {
            description:
              'The file’s bytes, with the type found at upload and a file name ending in that type’s extension',
            content: {
              'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) },
            },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const customer = await currentCustomer(request);
      const { file, downloadName } = await service.open(customer.id, request.params.id);
      // A stream is sent as is; the typed reply only knows the JSON answers.
      return (reply as FastifyReply)
        .type(file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition('attachment', downloadName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
