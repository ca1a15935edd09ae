import { TRAIT_FIELDS, TraitsSchema, type Traits } from '../identities/traits-schema.ts';
import { message } from './messages.ts';
import { traitMessage } from './traits-messages.ts';
import { inputNode, withNodeMessage, type NodeGroup, type UiContainer, type UiNode } from './ui.ts';

/** One input per trait, named `traits.<field>` like Kratos renders identity schema fields. */
export function traitNodes(group: NodeGroup, values: Partial<Traits> = {}): UiNode[] {
  return TRAIT_FIELDS.map((field) =>
    inputNode(group, `traits.${field.name}`, field.type, {
      value: values[field.name] ?? '',
      required: field.name === 'email',
      ...('autocomplete' in field ? { autocomplete: field.autocomplete } : {}),
      label: message(1070002, { title: field.title, name: `traits.${field.name}` }),
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
 * Validates traits; on failure puts Kratos's messages on the offending nodes, as Kratos's
 * `ui/container` translates JSON Schema errors (see `traits-messages.ts`).
 */
export function parseTraits(
  ui: UiContainer,
  input: unknown,
): { traits: Traits; ui: UiContainer } | { traits: null; ui: UiContainer } {
  const parsed = TraitsSchema.safeParse(input ?? {});
  if (parsed.success) return { traits: parsed.data, ui };
  let result = ui;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    const value = (input as Record<string, unknown> | undefined)?.[field];
    result = withNodeMessage(result, `traits.${field}`, traitMessage(field, value, issue));
  }
  return { traits: null, ui: result };
}
