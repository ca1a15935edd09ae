import { z } from 'zod';
import { MoneySchema } from '../../platform/schemas.ts';
import { ADD_ON_SERVICE_USES } from './catalogue.ts';

export const AddOnServicesQuerySchema = z.strictObject({
  use: z.enum(ADD_ON_SERVICE_USES).optional().describe('Only the services offered to this'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional()
    .describe('Only the price in this currency (your region’s)'),
});

export const AddOnServiceSchema = z
  .object({
    code: z.string(),
    group: z.string().describe('arrival_check, special, report or order'),
    name: z.string(),
    uses: z.array(z.enum(ADD_ON_SERVICE_USES)),
    prices: z.array(MoneySchema).describe('One per currency; empty when free or a percentage'),
    rate_bps: z
      .number()
      .int()
      .nullable()
      .describe('A share of the goods’ value in basis points (insurance), else null'),
  })
  .meta({ id: 'AddOnService' });
