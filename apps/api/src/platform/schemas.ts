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

export const IdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

/** The error answers every route can give, so the OpenAPI document lists them. */
export const commonErrors = {
  400: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  500: ErrorResponseSchema,
} as const;
