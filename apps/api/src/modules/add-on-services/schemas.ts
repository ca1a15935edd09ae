import { z } from 'zod';
import { MoneySchema } from '../../platform/schemas.ts';
import { ADD_ON_SERVICE_CODES, ADD_ON_SERVICE_USES } from './catalogue.ts';

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
    group: z.string().describe('arrival_check, special, report, packing or order'),
    name: z.string(),
    uses: z.array(z.enum(ADD_ON_SERVICE_USES)),
    prices: z
      .array(MoneySchema)
      .describe('One per currency it is offered in (0 when free); empty for a percentage'),
    rate_bps: z
      .number()
      .int()
      .nullable()
      .describe('A share of the goods’ value in basis points (insurance), else null'),
  })
  .meta({ id: 'AddOnService' });

/** Staff's view: every service, offered or not, with its prices by currency. */
export const StaffAddOnServiceSchema = z
  .object({
    code: z.enum(ADD_ON_SERVICE_CODES),
    group: z.string(),
    name: z.string(),
    uses: z.array(z.enum(ADD_ON_SERVICE_USES)),
    active: z.boolean().describe('Offered to customers; off hides it and refuses new requests'),
    prices: z
      .record(z.string(), z.number().int())
      .describe('Minor units by currency; a currency left out is not offered there'),
    rate_bps: z.number().int().nullable().describe('Insurance only: basis points of the value'),
    updated_at: z.string().describe('Send it back with a change: a stale form is refused'),
  })
  .meta({ id: 'StaffAddOnService' });

export const AddOnServiceParamsSchema = z.strictObject({ code: z.enum(ADD_ON_SERVICE_CODES) });

/** A price above this (100,000.00 in a two-digit currency) is a typo, not a price. */
export const MAX_PRICE_MINOR = 10_000_000;

/**
 * Staff replace a service's name, whether it is offered, its prices and (insurance) its rate.
 * The currencies are checked against the regions' in the service; the shape here. The whole
 * set is sent each time (a form's row), with the version it was read at.
 */
export const AddOnServiceChangeBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(120),
  active: z.boolean(),
  prices: z
    .record(
      z.string().regex(/^[A-Z]{3}$/, 'A currency code'),
      z
        .number()
        .int('Whole minor units (paisa, cents)')
        .min(0, 'A price cannot be negative')
        .max(MAX_PRICE_MINOR, 'More than any add-on should cost (at most 100,000.00)'),
    )
    .refine((prices) => Object.keys(prices).length <= 20, 'At most 20 currencies'),
  rate_bps: z.number().int().min(0).max(10_000).nullable(),
  updated_at: z.iso
    .datetime()
    .describe(
      'The service’s updated_at as staff last read it: two people editing a price must not overwrite each other',
    ),
});
export type AddOnServiceChangeBody = z.infer<typeof AddOnServiceChangeBodySchema>;
