import { z } from 'zod';

/** Shared wire schemas: the envelope, money and the error shape every module uses. */
export const MoneySchema = z
  .object({
    amount: z.number().int().describe('Integer minor units (e.g. paisa, cents, fen)'),
    currency: z.string().length(3).describe('ISO 4217 code'),
  })
  .meta({ id: 'Money' });

export const ErrorResponseSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.array(z.object({ field: z.string().optional(), message: z.string() })).optional(),
    }),
  })
  .meta({ id: 'ErrorResponse' });

/**
 * A moment someone gives us (ISO 8601 with an offset), in years PostgreSQL stores and people
 * mean: "0000-02-29" parses in JavaScript but PostgreSQL has no year 0, which was a 500.
 */
export const InstantInputSchema = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1970 && year <= 9999;
}, 'Give a date between the years 1970 and 9999.');

export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

export const PaginationSchema = z
  .object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'Pagination' });

export function pageOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: z.array(schema), pagination: PaginationSchema });
}

export const PageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(500).default(50),
});

/** The largest value of a PostgreSQL `integer`, the type of every `serial` id. */
const INTEGER_MAX = 2_147_483_647;

/*
 * Ids are validated to their column's range at the edge: a value the column cannot hold would
 * otherwise reach PostgreSQL and fail there (a 500) instead of a 400 naming the field.
 * `bigserial` ids are read as JavaScript numbers, so they stop at 2^53 - 1 to stay exact.
 */
/** An id of a `serial` (integer) column, in a JSON body. */
export const SerialId = z.number().int().min(1).max(INTEGER_MAX);
/** An id of a `bigserial` (bigint) column, in a JSON body. */
export const BigSerialId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** The same ids in a path or query string, where they arrive as text. */
export const SerialIdParam = z.coerce.number().int().min(1).max(INTEGER_MAX);
export const BigSerialIdParam = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** An id of a `uuid` column. */
export const UuidId = z.uuid();

/** `/:id` of a row in a `serial` table. */
export const IdParamsSchema = z.strictObject({ id: SerialIdParam });
/** `/:id` of a row in a `bigserial` table. */
export const BigIdParamsSchema = z.strictObject({ id: BigSerialIdParam });

/** The error answers every route can give, so the OpenAPI document lists them. */
export const commonErrors = {
  400: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  500: ErrorResponseSchema,
} as const;

/**
 * A link or media address kept in data: a path on this site (`/banners/…`) or an https URL,
 * never `javascript:` or another scheme, at most `max` characters.
 */
export const sitePathOrHttps = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^(\/[^/\\]|https:\/\/)/, 'A site path (/…) or an https:// address');
