/**
 * The Kratos UI container: the form a flow asks the client to render. Clients draw nodes
 * generically, and translate by message id, so ids and node names are the contract.
 */
export interface UiText {
  id: number;
  type: 'info' | 'error' | 'success';
  text: string;
  context?: Record<string, unknown>;
}

export type NodeGroup = 'default' | 'password' | 'code' | 'profile' | 'totp';

export type InputType =
  'text' | 'password' | 'hidden' | 'email' | 'tel' | 'submit' | 'url' | 'date';

export type Autocomplete =
  'email' | 'tel' | 'url' | 'current-password' | 'new-password' | 'one-time-code' | 'username';

export interface InputAttributes {
  name: string;
  type: InputType;
  value?: unknown;
  required?: boolean;
  disabled: boolean;
  autocomplete?: Autocomplete;
  node_type: 'input';
}

export interface AnchorAttributes {
  href: string;
  title: UiText;
  id: string;
  node_type: 'a';
}

/** An image the client shows, such as the TOTP QR code (`totp_qr`). */
export interface ImageAttributes {
  id: string;
  src: string;
  width: number;
  height: number;
  node_type: 'img';
}

/** A text the client shows as is, such as the TOTP secret (`totp_secret_key`). */
export interface TextAttributes {
  id: string;
  text: UiText;
  node_type: 'text';
}

export interface UiNode {
  type: 'input' | 'a' | 'img' | 'text';
  group: NodeGroup;
  attributes: InputAttributes | AnchorAttributes | ImageAttributes | TextAttributes;
  messages: UiText[];
  meta: { label?: UiText };
}

export interface UiContainer {
  action: string;
  method: 'POST' | 'GET';
  nodes: UiNode[];
  messages?: UiText[];
}

interface InputOptions {
  value?: unknown;
  required?: boolean;
  autocomplete?: Autocomplete;
  label?: UiText;
}

export function inputNode(
  group: NodeGroup,
  name: string,
  type: InputType,
  options: InputOptions = {},
): UiNode {
  const attributes: InputAttributes = { name, type, disabled: false, node_type: 'input' };
  if (options.value !== undefined) attributes.value = options.value;
  if (options.required) attributes.required = true;
  if (options.autocomplete) attributes.autocomplete = options.autocomplete;
  return {
    type: 'input',
    group,
    attributes,
    messages: [],
    meta: options.label ? { label: options.label } : {},
  };
}

export function anchorNode(group: NodeGroup, id: string, href: string, title: UiText): UiNode {
  return {
    type: 'a',
    group,
    attributes: { id, href, title, node_type: 'a' },
    messages: [],
    meta: { label: title },
  };
}

export function imageNode(group: NodeGroup, id: string, src: string, label: UiText): UiNode {
  return {
    type: 'img',
    group,
    attributes: { id, src, width: 256, height: 256, node_type: 'img' },
    messages: [],
    meta: { label },
  };
}

export function textNode(group: NodeGroup, id: string, text: UiText, label: UiText): UiNode {
  return {
    type: 'text',
    group,
    attributes: { id, text, node_type: 'text' },
    messages: [],
    meta: { label },
  };
}

export function csrfNode(token: string): UiNode {
  return inputNode('default', 'csrf_token', 'hidden', { value: token, required: true });
}

/** The name of an input node, or undefined for nodes that are not inputs. */
export function nodeName(node: UiNode): string | undefined {
  return node.attributes.node_type === 'input' ? node.attributes.name : undefined;
}

/** Attaches a message to the node with this name (or to the form when no node has it). */
export function withNodeMessage(ui: UiContainer, name: string, message: UiText): UiContainer {
  const node = ui.nodes.find((n) => nodeName(n) === name);
  if (!node) return { ...ui, messages: [...(ui.messages ?? []), message] };
  return {
    ...ui,
    nodes: ui.nodes.map((n) => (n === node ? { ...n, messages: [...n.messages, message] } : n)),
  };
}

export function withFormMessage(ui: UiContainer, message: UiText): UiContainer {
  return { ...ui, messages: [...(ui.messages ?? []), message] };
}

/** Re-fills the submitted values (never secrets) so a failed form keeps what was typed. */
export function withValues(ui: UiContainer, values: Record<string, unknown>): UiContainer {
  return {
    ...ui,
    nodes: ui.nodes.map((node) => {
      const name = nodeName(node);
      if (!name || node.attributes.node_type !== 'input') return node;
      const { type } = node.attributes;
      if (type === 'password' || type === 'submit' || type === 'hidden') return node;
      if (values[name] === undefined) return node;
      return { ...node, attributes: { ...node.attributes, value: values[name] } };
    }),
  };
}

/** The form without last submission's messages, before a new submission adds its own. */
export function withoutMessages(ui: UiContainer): UiContainer {
  return {
    action: ui.action,
    method: ui.method,
    nodes: ui.nodes.map((node) => ({ ...node, messages: [] })),
  };
}
