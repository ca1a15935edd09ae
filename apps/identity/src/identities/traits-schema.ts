import { z } from 'zod';

export const DEFAULT_SCHEMA_ID = 'default';

/**
 * The identity traits schema, in Kratos's format: JSON Schema with the `ory.sh/kratos`
 * extension saying email is the identifier for password and code sign-in, and the address
 * used for verification and recovery. Served at `/schemas/default` for clients that render
 * forms from it; `TraitsSchema` below enforces the same rules on input.
 */
export const traitsJsonSchema = {
  $id: 'https://crossport.local/schemas/identity.default.schema.json',
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Customer',
  type: 'object',
  properties: {
    traits: {
      type: 'object',
      properties: {
        email: {
          type: 'string',
          format: 'email',
          title: 'Email',
          minLength: 3,
          maxLength: 320,
          'ory.sh/kratos': {
            credentials: {
              password: { identifier: true },
              code: { identifier: true, via: 'email' },
            },
            verification: { via: 'email' },
            recovery: { via: 'email' },
          },
        },
        name: { type: 'string', title: 'Name', maxLength: 200 },
        phone: { type: 'string', title: 'Phone', format: 'tel', maxLength: 32 },
        avatar: { type: 'string', title: 'Avatar', format: 'uri', maxLength: 2000 },
        date_of_birth: { type: 'string', title: 'Date of birth', format: 'date' },
        gender: { type: 'string', title: 'Gender', maxLength: 32 },
        country: { type: 'string', title: 'Country', pattern: '^[A-Z]{2}$' },
      },
      required: ['email'],
      additionalProperties: false,
    },
    metadata_public: {
      type: 'object',
      properties: {
        notification_subscriber_id: { type: 'string' },
        is_impersonate_identity: { type: 'boolean' },
      },
    },
  },
} as const;

/** Empty form fields arrive as "" and mean "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const TraitsSchema = z.object({
  email: z
    .string({ error: 'required' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'email' }).max(320)),
  name: optional(z.string().trim().max(200)),
  phone: optional(
    z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{4,32}$/, { error: 'tel' }),
  ),
  avatar: optional(z.url({ error: 'uri' }).max(2000)),
  date_of_birth: optional(z.iso.date({ error: 'date' })),
  gender: optional(z.string().trim().max(32)),
  country: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: 'country' }),
  ),
});

export type Traits = z.infer<typeof TraitsSchema>;

export interface PublicMetadata {
  notification_subscriber_id?: string;
  is_impersonate_identity?: boolean;
}

/** The traits a form shows, in order, with the input type and label title of each. */
export const TRAIT_FIELDS = [
  { name: 'email', type: 'email', title: 'Email', autocomplete: 'email' },
  { name: 'name', type: 'text', title: 'Name' },
  { name: 'phone', type: 'tel', title: 'Phone', autocomplete: 'tel' },
  { name: 'avatar', type: 'url', title: 'Avatar', autocomplete: 'url' },
  { name: 'date_of_birth', type: 'date', title: 'Date of birth' },
  { name: 'gender', type: 'text', title: 'Gender' },
  { name: 'country', type: 'text', title: 'Country' },
] as const;
