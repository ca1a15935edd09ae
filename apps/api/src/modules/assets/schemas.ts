import { z } from 'zod';

export const AssetSchema = z
  .object({
    id: z.number().int(),
    thumbnail_url: z
      .string()
      .nullable()
      .describe(
        'A 400 px wide WebP of an image; null for a PDF, a video or an image we could not read',
      ),
    content_type: z
      .string()
      .describe(
        'image/jpeg, image/png, image/webp, application/pdf, video/mp4, video/webm or video/quicktime, read from the bytes',
      ),
    size: z.number().int().describe('Bytes'),
    file_name: z.string().max(200),
    created_at: z.string(),
  })
  .meta({ id: 'Asset' });

/** The multipart body, for the OpenAPI document; the route reads the parts itself. */
export const AssetUploadSchema = z.object({
  file: z
    .string()
    .meta({ format: 'binary' })
    .describe(
      'A JPEG, PNG or WebP image or a PDF (at most 5 MB), or an MP4, WebM or QuickTime video (at most 100 MB); its type is read from its bytes',
    ),
});

export const ShopImageSchema = z
  .object({
    url: z
      .string()
      .describe('A site path the storefront serves: put it in a banner, hero or avatar field'),
    width: z.number().int(),
    height: z.number().int(),
    size: z.number().int().describe('Bytes of the re-encoded WebP'),
  })
  .meta({ id: 'ShopImage' });

export const ShopImageUploadSchema = z.object({
  file: z
    .string()
    .meta({ format: 'binary' })
    .describe('A JPEG, PNG or WebP image of at most 5 MB; its type is read from its bytes'),
});

export const ShopImageParamsSchema = z.strictObject({ name: z.string().max(60) });
