import { z } from 'zod';

export const CurrencySchema = z
  .object({
    id: z.number().int(),
    code: z.string().length(3),
    name: z.string(),
    symbol: z.string(),
    minor_digits: z.number().int(),
  })
  .meta({ id: 'Currency' });

export const LanguageSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    native_name: z.string(),
    is_default: z.boolean().describe('Whether this is the region’s default language'),
  })
  .meta({ id: 'Language' });

export const CountrySchema = z
  .object({
    id: z.number().int(),
    code: z.string().length(2),
    name: z.string(),
    phone_code: z.string(),
    flag: z.string(),
  })
  .meta({ id: 'Country' });

export const RegionSchema = z
  .object({
    id: z.number().int(),
    code: z.string().length(2),
    name: z.string(),
    is_default: z.boolean(),
    currency_code: z.string().length(3),
    default_language_code: z.string(),
    currency: CurrencySchema.optional(),
    languages: z.array(LanguageSchema).optional(),
    countries: z.array(CountrySchema).optional(),
  })
  .meta({ id: 'Region' });

export const RegionSettingsSchema = z
  .object({
    region_id: z.number().int(),
    region_code: z.string().length(2),
    region_name: z.string(),
    source: z.object({
      country_code: z.string().length(2),
      country_name: z.string(),
      currency_code: z.string().length(3),
    }),
    exchange: z.object({
      source_currency: z.string().length(3),
      target_currency: z.string().length(3),
      rate_micros: z
        .number()
        .int()
        .describe('Target major units per source major unit, times 1,000,000'),
      markup_bps: z.number().int().describe('Markup over the rate in basis points'),
    }),
    commission_bps: z.number().int().describe('Service commission in basis points'),
    default_post_code: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'RegionSettings' });

export const RegionPricingBodySchema = z.strictObject({
  rate_micros: z
    .number()
    .int()
    .min(1)
    .max(1_000_000_000_000)
    .describe(
      'Region major units per source major unit, times 1,000,000 (17.2 BDT/CNY = 17200000)',
    ),
  markup_bps: z.number().int().min(0).max(10_000).describe('0–100 % in basis points'),
  commission_bps: z.number().int().min(0).max(10_000).describe('0–100 % in basis points'),
});
export type RegionPricingBody = z.infer<typeof RegionPricingBodySchema>;

export const REGION_EXPANSIONS = ['languages', 'countries', 'currency'] as const;
export type RegionExpansion = (typeof REGION_EXPANSIONS)[number];

export const RegionsQuerySchema = z.strictObject({
  expand: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parts = value
        ? value
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean)
        : [];
      const unknown = parts.filter((p) => !REGION_EXPANSIONS.includes(p as RegionExpansion));
      if (unknown.length) {
        ctx.addIssue({
          code: 'custom',
          message: `Unknown expansion ${unknown.join(', ')}; use ${REGION_EXPANSIONS.join(', ')}`,
        });
        return z.NEVER;
      }
      return parts as RegionExpansion[];
    })
    .describe('Comma-separated: languages, countries, currency'),
});
