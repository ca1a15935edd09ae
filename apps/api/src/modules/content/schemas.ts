import { z } from 'zod';
import { InstantInputSchema, PageQuerySchema } from '../../platform/schemas.ts';
import { ContentBlockSchema, ContentBlocksSchema } from './blocks.ts';
import { CONTENT_LOCALES } from './slugs.ts';

const SlugSchema = z.string().regex(/^[a-z0-9-]{1,60}$/, 'A content slug (a-z, 0-9 and -)');
const LocaleSchema = z.enum(CONTENT_LOCALES);

export const SlugParamsSchema = z.strictObject({ slug: SlugSchema });

export const ContentQuerySchema = z.strictObject({
  locale: LocaleSchema.optional().describe('Defaults to Accept-Language, then English'),
  region: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase())
    .optional(),
});

export const MultipleContentsQuerySchema = ContentQuerySchema.extend({
  slugs: z
    .string()
    .max(1000)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(SlugSchema).min(1).max(20))
    .describe('Comma-separated slugs, up to 20'),
});

export const ContentSchema = z
  .object({
    slug: z.string(),
    locale: z.string(),
    region_code: z.string().nullable(),
    title: z.string(),
    blocks: z.array(ContentBlockSchema),
    version: z.number().int().describe('The published version (entry id)'),
    published_at: z.string(),
  })
  .meta({ id: 'Content' });

export const ContentMapSchema = z
  .record(z.string(), ContentSchema)
  .describe('By slug; a known slug without content is left out');

export const ContentEntryBodySchema = z.strictObject({
  slug: SlugSchema,
  locale: LocaleSchema,
  region_code: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .default(null),
  title: z.string().trim().min(1).max(160),
  blocks: ContentBlocksSchema,
});

export const ContentEntryUpdateSchema = ContentEntryBodySchema.omit({ slug: true });

export const PublishBodySchema = z.strictObject({
  publish_at: InstantInputSchema.optional().describe('Defaults to now'),
});

export const ContentEntrySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    locale: z.string(),
    region_code: z.string().nullable(),
    title: z.string(),
    blocks: z.array(ContentBlockSchema),
    status: z.enum(['draft', 'published']),
    publish_at: z.string().nullable(),
    edited_by: z
      .string()
      .describe('Who saved or published this version last: a staff email, or machine'),
    updated_at: z.string(),
  })
  .meta({ id: 'ContentEntry' });

export const ContentEntriesQuerySchema = PageQuerySchema.extend({
  slug: SlugSchema.optional(),
  locale: LocaleSchema.optional(),
  region_code: z
    .string()
    .regex(/^([A-Z]{2}|every)$/, 'A region code, or every for the all-regions versions')
    .optional(),
  status: z.enum(['draft', 'published']).optional(),
});
export type ContentEntriesFilter = Omit<
  z.infer<typeof ContentEntriesQuerySchema>,
  'page' | 'per_page'
>;

const line = (max: number) => z.string().trim().min(1).max(max);

/** The company's own details as every page and document shows them (docs/content.md). */
export const CompanyDetailsSchema = z
  .object({
    name: z.string(),
    address_lines: z.array(z.string()).describe('The Bangladesh office, one line each'),
    email: z.string(),
    phone: z.string(),
    opening_hours: z.object({ en: z.string(), bn: z.string() }),
  })
  .meta({ id: 'CompanyDetails' });
export type CompanyDetails = z.infer<typeof CompanyDetailsSchema>;

export const CompanyDetailsBodySchema = z.strictObject({
  name: line(120),
  address_lines: z.array(line(120)).min(1).max(6),
  email: z.email().max(254),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,30}$/, 'A phone number: digits, spaces, dashes, a leading +'),
  opening_hours: z.strictObject({ en: line(120), bn: line(120) }),
});

/** What staff see: the details and who changed them last, when. */
export const CompanyDetailsEntrySchema = CompanyDetailsSchema.extend({
  edited_by: z.string(),
  updated_at: z.string(),
}).meta({ id: 'CompanyDetailsEntry' });
