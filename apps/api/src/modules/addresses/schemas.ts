import { z } from 'zod';

export const ADDRESS_LABELS = [
  { code: 'home', name: 'Home' },
  { code: 'office', name: 'Office' },
  { code: 'other', name: 'Other' },
] as const;
const LABEL_CODES = ['home', 'office', 'other'] as const;

export const AddressSchema = z
  .object({
    id: z.number().int(),
    country_code: z.string().length(2),
    label: z.enum(LABEL_CODES),
    name: z.string(),
    phone: z.string(),
    fields: z
      .record(z.string(), z.string())
      .describe('Country-specific fields, keys as in the address schema of the country'),
    display_lines: z
      .array(z.string())
      .describe(
        'The address as people read it, street first and country last, with the names of chosen options (district, thana, state) instead of their codes',
      ),
    is_default: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Address' });

export const AddressBodySchema = z.strictObject({
  country_code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Expected a 2-letter country code')
    .transform((c) => c.toUpperCase()),
  label: z.enum(LABEL_CODES).default('home'),
  name: z.string().trim().min(1).max(100),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'Expected a phone number'),
  fields: z.record(z.string(), z.string().max(200)),
  is_default: z.boolean().optional(),
});
export type AddressBody = z.infer<typeof AddressBodySchema>;

export const AddressLabelSchema = z
  .object({ code: z.enum(LABEL_CODES), name: z.string() })
  .meta({ id: 'AddressLabel' });

const AddressOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  name_bn: z.string().optional().describe('The name in Bengali (Bangladeshi places)'),
  retired: z
    .boolean()
    .optional()
    .describe('A place that no longer exists: valid on saved addresses, not to be offered'),
  parent: z.string().optional(),
});

export const AddressFieldSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    type: z.enum(['text', 'select']),
    required: z.boolean(),
    pattern: z.string().optional(),
    pattern_message: z.string().optional(),
    max_length: z.number().int(),
    default: z.string().optional(),
    depends_on: z.string().optional(),
    options: z.array(AddressOptionSchema).optional(),
  })
  .meta({ id: 'AddressField' });

export const AddressCountrySchemaSchema = z
  .object({
    country_code: z.string().length(2),
    country_name: z.string(),
    phone_code: z.string(),
    fields: z.array(AddressFieldSchema),
  })
  .meta({ id: 'AddressSchema' });

export const AddressSchemaQuerySchema = z.strictObject({
  country_code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Expected a 2-letter country code')
    .transform((c) => c.toUpperCase()),
});
