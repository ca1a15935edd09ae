import type { Flow } from './flow.ts';
import { message } from './messages.ts';
import { csrfNode, inputNode, type UiNode } from './ui.ts';

/** Recovery and verification both start by asking for the email address a code goes to. */
export function emailCodeRequestNodes(flow: Flow): UiNode[] {
  return [
    csrfNode(flow.csrfToken),
    inputNode('code', 'email', 'email', {
      required: true,
      autocomplete: 'email',
      label: message(1070007),
    }),
    inputNode('code', 'method', 'submit', { value: 'code', label: message(1070005) }),
  ];
}

/**
 * Once the code is sent: the code input (its label differs per flow: 1070010 recovery,
 * 1070011 verification), submit, and "resend" as a submit carrying the address.
 */
export function emailCodeEntryNodes(flow: Flow, address: string, codeLabelId: number): UiNode[] {
  return [
    csrfNode(flow.csrfToken),
    inputNode('code', 'code', 'text', {
      required: true,
      autocomplete: 'one-time-code',
      label: message(codeLabelId),
    }),
    inputNode('code', 'method', 'hidden', { value: 'code' }),
    inputNode('code', 'method', 'submit', { value: 'code', label: message(1070005) }),
    inputNode('code', 'email', 'submit', { value: address, label: message(1070008) }),
  ];
}
