import type { z } from 'zod';
import { traitsJsonSchema } from '../identities/traits-schema.ts';
import { message } from './messages.ts';
import type { UiText } from './ui.ts';

type FieldSchema = { format?: string; pattern?: string };
const FIELDS = traitsJsonSchema.properties.traits.properties as Record<string, FieldSchema>;

/** The JSON type name Kratos's schema validator reports for a value. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'bigint') return 'number';
  return typeof value;
}

/** Length in characters (code points), as Kratos's validator counts a string. */
function characters(value: unknown): number {
  return typeof value === 'string' ? [...value.trim()].length : 0;
}

/**
 * The message Kratos's `translateValidationError` gives for a failed trait: 4000002 missing,
 * 4000026 wrong type, 4000003/4000017 length, 4000040 email and 4000041 phone formats,
 * 4000004 only for a schema `pattern`, and 4000001 (the validator's own words) for anything
 * else. The field's JSON Schema decides which rule failed, not our Zod wording.
 */
export function traitMessage(field: string, value: unknown, issue: z.core.$ZodIssue): UiText {
  if (value === undefined || value === '') return message(4000002, { property: field });
  if (issue.code === 'invalid_type') {
    return message(4000026, { allowed_types: [issue.expected], actual_type: jsonType(value) });
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return message(4000003, {
      min_length: Number(issue.minimum),
      actual_length: characters(value),
    });
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return message(4000017, {
      max_length: Number(issue.maximum),
      actual_length: characters(value),
    });
  }
  const schema = FIELDS[field] ?? {};
  if (issue.code === 'invalid_format' || issue.code === 'custom') {
    if (schema.format === 'email') return message(4000040, { value: String(value) });
    if (schema.format === 'tel') return message(4000041, { value: String(value) });
    if (schema.pattern) return message(4000004, { pattern: schema.pattern });
    if (schema.format) {
      const reason = `${JSON.stringify(value)} is not valid ${JSON.stringify(schema.format)}`;
      return message(4000001, { reason });
    }
  }
  return message(4000001, { reason: issue.message });
}
