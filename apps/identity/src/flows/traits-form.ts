import type { z } from 'zod';
import { TRAIT_FIELDS, TraitsSchema, type Traits } from '../identities/traits-schema.ts';
import { message } from './messages.ts';
import { inputNode, withNodeMessage, type NodeGroup, type UiContainer, type UiNode } from './ui.ts';

/** One input per trait, named `traits.<field>` like Kratos renders identity schema fields. */
export function traitNodes(group: NodeGroup, values: Partial<Traits> = {}): UiNode[] {
  return TRAIT_FIELDS.map((field) =>
    inputNode(group, `traits.${field.name}`, field.type, {
      value: values[field.name] ?? '',
      required: field.name === 'email',
      ...('autocomplete' in field ? { autocomplete: field.autocomplete } : {}),
      label: message(1070002, { title: field.title }),
    }),
  );
}

/** Flat `traits.<field>` values for re-filling a form after a failed submission. */
export function traitValues(traits: unknown): Record<string, unknown> {
  if (!traits || typeof traits !== 'object') return {};
  return Object.fromEntries(
    Object.entries(traits as Record<string, unknown>).map(([key, value]) => [
      `traits.${key}`,
      value,
    ]),
  );
}

/**
 * Validates traits; on failure puts Kratos's messages on the offending nodes: 4000002 for a
 * missing field, 4000004 for a malformed one.
 */
export function parseTraits(
  ui: UiContainer,
  input: unknown,
): { traits: Traits; ui: UiContainer } | { traits: null; ui: UiContainer } {
  const parsed = TraitsSchema.safeParse(input ?? {});
  if (parsed.success) return { traits: parsed.data, ui };
  return { traits: null, ui: traitIssues(ui, parsed.error.issues, input) };
}

function traitIssues(ui: UiContainer, issues: z.core.$ZodIssue[], input: unknown): UiContainer {
  let result = ui;
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    const value = (input as Record<string, unknown> | undefined)?.[field];
    const missing = value === undefined || value === '';
    result = withNodeMessage(
      result,
      `traits.${field}`,
      missing
        ? message(4000002, { property: field })
        : message(4000004, { value: String(value), format: issue.message || 'value' }),
    );
  }
  return result;
}
