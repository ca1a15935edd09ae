import type { UiNode, UiNodeInputAttributes, UiText } from '@ory/client-fetch';

/**
 * Pure helpers for rendering a flow's UI nodes (Kratos `ui.nodes`) as a native HTML form:
 * which nodes show, in which form, with which label and which button look.
 */

export type InputNode = UiNode & { attributes: UiNodeInputAttributes & { node_type: 'input' } };

export function isInputNode(node: UiNode): node is InputNode {
  return node.attributes.node_type === 'input';
}

export function isHiddenInput(node: UiNode): boolean {
  return isInputNode(node) && node.attributes.type === 'hidden';
}

export function isSubmitButton(node: UiNode): node is InputNode {
  return (
    isInputNode(node) && (node.attributes.type === 'submit' || node.attributes.type === 'button')
  );
}

/**
 * Nodes we can render without JavaScript. Scripts and `onclick` buttons drive WebAuthn and
 * passkeys, which this UI does not offer yet; a script-only button would do nothing.
 */
export function isRenderable(node: UiNode): boolean {
  const { attributes } = node;
  if (attributes.node_type === 'script' || attributes.node_type === 'div') return false;
  if (attributes.node_type === 'input' && (attributes.onclick || attributes.onclickTrigger)) {
    return false;
  }
  return node.group !== 'webauthn' && node.group !== 'passkey';
}

/** Method groups (password, code, profile …) in the order the flow lists them. */
export function methodGroups(nodes: readonly UiNode[]): string[] {
  const groups: string[] = [];
  for (const node of nodes) {
    if (node.group !== 'default' && isRenderable(node) && !groups.includes(node.group)) {
      groups.push(node.group);
    }
  }
  return groups;
}

/**
 * The nodes of one method's form on the settings page: that method's nodes plus the shared
 * `default` ones (the CSRF token), each settings method being saved on its own like Kratos does.
 */
export function nodesForGroup(nodes: readonly UiNode[], group: string): UiNode[] {
  return nodes.filter(
    (node) => isRenderable(node) && (node.group === group || node.group === 'default'),
  );
}

/**
 * A flow offering several methods in one form (password and "email me a code") must let the
 * second method's button submit while the first method's required fields are still empty.
 * "Send a new code" (`resend`) never needs the code field it sits under: the code did not
 * arrive. The identity service validates every submission anyway.
 */
export function skipsBrowserValidation(button: UiNode, nodes: readonly UiNode[]): boolean {
  if (isInputNode(button) && button.attributes.name === 'resend') return true;
  const groupsWithRequiredFields = new Set(
    nodes
      .filter(
        (node) =>
          isInputNode(node) &&
          node.attributes.required &&
          node.attributes.type !== 'hidden' &&
          !isSubmitButton(node),
      )
      .map((node) => node.group),
  );
  groupsWithRequiredFields.delete('default');
  if (groupsWithRequiredFields.size === 0) return false;
  return !groupsWithRequiredFields.has(button.group);
}

/** The first submit button gets the primary look; the other methods are secondary. */
export function isPrimaryButton(button: UiNode, nodes: readonly UiNode[]): boolean {
  return nodes.find((node) => isRenderable(node) && isSubmitButton(node)) === button;
}

/** A stable DOM id for an input, derived from its name (`traits.email` → `field-traits-email`). */
export function fieldId(name: string, suffix = ''): string {
  return `field-${name.replace(/[^a-zA-Z0-9_-]+/g, '-')}${suffix ? `-${suffix}` : ''}`;
}

/** The label of a node: `meta.label`, else the input's own `label` attribute. */
export function nodeLabel(node: UiNode): UiText | undefined {
  if (node.meta.label) return node.meta.label;
  return isInputNode(node) ? node.attributes.label : undefined;
}

export type MessageValues = Record<string, string | number>;

/** A UI text's `context` as formatting values: strings and numbers only. */
export function messageValues(text: UiText): MessageValues {
  const values: MessageValues = {};
  for (const [key, value] of Object.entries(text.context ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') values[key] = value;
    else if (Array.isArray(value)) values[key] = value.join(', ');
  }
  return values;
}

/**
 * Whether every `{placeholder}` of a catalogue message has a value in the context. The message
 * is its ICU text (tests) or, in the app, as next-intl's build compiled it (icu-minify): plain
 * text, or a list of nodes where `[name]` and `[name, type, …]` are arguments.
 */
export function canFormat(template: unknown, values: MessageValues): boolean {
  return placeholders(template).every((name) => name in values);
}

function placeholders(template: unknown): string[] {
  if (typeof template === 'string') {
    return [...template.matchAll(/\{\s*([a-zA-Z0-9_]+)/g)].map((match) => match[1]!);
  }
  return Array.isArray(template) ? template.flatMap(compiledArguments) : [];
}

function compiledArguments(node: unknown): string[] {
  if (!Array.isArray(node) || typeof node[0] !== 'string') return [];
  const [name, kind, options] = node as [string, unknown, unknown];
  // A tag: its name, then its children.
  if (node.length > 1 && typeof kind !== 'number') return node.slice(1).flatMap(compiledArguments);
  // Plural and select: the argument, then the arguments inside each branch.
  const branches =
    options && typeof options === 'object' && !Array.isArray(options) ? Object.values(options) : [];
  return [name, ...branches.flatMap(placeholders)];
}

/** The catalogue key of a Kratos message id (`kratos.4000006`). */
export function messageKey(text: UiText): string {
  return `kratos.${text.id}`;
}

/** The input a failing form should focus first: one with an error, else the first visible. */
export function autoFocusName(nodes: readonly UiNode[]): string | undefined {
  const visible = nodes.filter(
    (node): node is InputNode =>
      isRenderable(node) && isInputNode(node) && !isHiddenInput(node) && !isSubmitButton(node),
  );
  const withError = visible.find((node) => node.messages.some((m) => m.type === 'error'));
  return (withError ?? visible.find((node) => !node.attributes.value))?.attributes.name;
}

/** Submit buttons that follow another method's button: an "or" divider goes before each. */
export function buttonsAfterOtherMethod(nodes: readonly UiNode[]): Set<UiNode> {
  const marked = new Set<UiNode>();
  let previousGroup: string | undefined;
  for (const node of nodes) {
    if (!isSubmitButton(node)) continue;
    if (previousGroup !== undefined && previousGroup !== node.group) marked.add(node);
    previousGroup = node.group;
  }
  return marked;
}

/** Traits everyone is asked for at sign-up; the identity schema may offer more. */
const ESSENTIAL_TRAITS = new Set(['traits.email', 'traits.name']);

/**
 * An optional trait (phone, date of birth …) a sign-up form can tuck away: shorter forms
 * convert better, and the customer can fill these in settings later.
 */
export function isOptionalTrait(node: UiNode): boolean {
  if (!isInputNode(node)) return false;
  const { name, required, type } = node.attributes;
  if (type === 'hidden' || type === 'submit' || type === 'button') return false;
  const hasError = node.messages.some((message) => message.type === 'error');
  return name.startsWith('traits.') && !required && !ESSENTIAL_TRAITS.has(name) && !hasError;
}
