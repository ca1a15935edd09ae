import { z } from 'zod';

/** Longest hs_code accepted as typed (dots and spaces included): a 10-digit tariff line, spaced. */
export const HS_CODE_INPUT_MAX = 20;
export const DESCRIPTION_MAX = 200;

/*
 * Spec §5: each parameter counts only when non-empty after trimming, so an empty or blank one
 * turns into null here and the search goes on without it.
 */
const HsCodeParam = z
  .string()
  .max(HS_CODE_INPUT_MAX)
  .transform((value) => value.replace(/[\s.]/g, ''))
  .refine((digits) => digits === '' || /^\d{2,10}$/.test(digits), {
    message: 'An HS code is 2 to 10 digits (dots and spaces are ignored)',
  })
  .transform((digits) => (digits === '' ? null : digits))
  .describe('Code prefix, e.g. 61, 6109, 6109.10 or a 10-digit tariff line');

const DescriptionParam = z
  .string()
  .max(DESCRIPTION_MAX)
  .transform((value) => value.trim() || null)
  .describe('Words of the goods in English, e.g. "cotton t-shirt"');

export const HsCodesQuerySchema = z.strictObject({
  hs_code: HsCodeParam.optional(),
  description: DescriptionParam.optional(),
  page: z.coerce.number().int().min(1).max(500).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const hsCodeLevels = ['chapter', 'heading', 'subheading'] as const;

const HsCodeParentSchema = z
  .object({
    code: z.string(),
    level: z.enum(hsCodeLevels),
    description: z.string(),
  })
  .meta({ id: 'HsCodeParent' });

export const HsCodeSchema = z
  .object({
    code: z.string().describe('Digits only: 2 (chapter), 4 (heading) or 6 (subheading)'),
    display_code: z.string().describe('As printed on customs forms: 61, 6109, 6109.10'),
    level: z.enum(hsCodeLevels),
    section: z.string().describe('The WCO section, a Roman numeral'),
    description: z.string(),
    parents: z.array(HsCodeParentSchema).describe('Chapter, then heading; empty for a chapter'),
    duty: z
      .object({
        region_code: z.string(),
        label: z.string().describe('What the invoice calls it: "Customs duty and VAT"'),
        duty_percent: z.number().describe('Customs duty on the declared value'),
        tax_percent: z.number().describe('VAT or GST on the declared value plus duty'),
      })
      .nullable()
      .describe(
        'Indicative duty and taxes for your region (X-Region or the region cookie); null without a region or where we hold no rates (docs/customs.md)',
      ),
  })
  .meta({ id: 'HsCode' });

export type HsCodesQuery = z.output<typeof HsCodesQuerySchema>;
export type HsCode = z.infer<typeof HsCodeSchema>;
