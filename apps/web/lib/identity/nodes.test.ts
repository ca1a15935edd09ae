import type { UiNode, UiText } from '@ory/client-fetch';
import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import {
  autoFocusName,
  buttonsAfterOtherMethod,
  canFormat,
  fieldId,
  isOptionalTrait,
  isPrimaryButton,
  isRenderable,
  messageValues,
  methodGroups,
  nodeLabel,
  nodesForGroup,
  skipsBrowserValidation,
} from './nodes.ts';

function input(
  group: string,
  name: string,
  type: string,
  extra: Record<string, unknown> = {},
  label?: UiText,
): UiNode {
  return {
    type: 'input',
    group,
    attributes: { node_type: 'input', name, type, disabled: false, ...extra },
    messages: [],
    meta: label ? { label } : {},
  } as unknown as UiNode;
}

const text = (id: number, value: string, context?: object): UiText =>
  ({ id, text: value, type: 'info', context }) as UiText;

const csrf = input('default', 'csrf_token', 'hidden', { value: 't', required: true });
const identifier = input('default', 'identifier', 'text', { required: true });
const password = input('password', 'password', 'password', { required: true });
const passwordSubmit = input('password', 'method', 'submit', { value: 'password' });
const codeSubmit = input('code', 'method', 'submit', { value: 'code' });
const passkey = input('passkey', 'passkey_login_trigger', 'button', { onclick: 'x()' });
const script = {
  type: 'script',
  group: 'webauthn',
  attributes: { node_type: 'script', src: '/x.js' },
  messages: [],
  meta: {},
} as unknown as UiNode;
const login = [csrf, identifier, password, passwordSubmit, codeSubmit, passkey, script];

describe('flow UI nodes', () => {
  it('leaves out scripts and JavaScript-only buttons', () => {
    expect(login.filter(isRenderable)).toEqual([
      csrf,
      identifier,
      password,
      passwordSubmit,
      codeSubmit,
    ]);
  });

  it('lists the method groups in flow order', () => {
    expect(methodGroups(login)).toEqual(['password', 'code']);
  });

  it('gives each settings method its own form with the CSRF token', () => {
    const name = input('profile', 'traits.name', 'text');
    const save = input('profile', 'method', 'submit', { value: 'profile' });
    const nodes = [csrf, name, save, password, passwordSubmit];
    expect(nodesForGroup(nodes, 'profile')).toEqual([csrf, name, save]);
    expect(nodesForGroup(nodes, 'password')).toEqual([csrf, password, passwordSubmit]);
  });

  it("lets another method's button skip the password field's browser validation", () => {
    expect(skipsBrowserValidation(passwordSubmit, login)).toBe(false);
    expect(skipsBrowserValidation(codeSubmit, login)).toBe(true);
    expect(skipsBrowserValidation(codeSubmit, [csrf, identifier, codeSubmit])).toBe(false);
  });

  it('lets "send a new code" submit while the code field is empty (sign-in and sign-up)', () => {
    // The code step of a sign-up, as the identity service sends it.
    const code = input('code', 'code', 'text', { required: true });
    const next = input('code', 'method', 'submit', { value: 'code' });
    const resend = input('code', 'resend', 'submit', { value: 'code' });
    const signUpCode = [csrf, code, next, resend];
    expect(skipsBrowserValidation(resend, signUpCode)).toBe(true);
    expect(skipsBrowserValidation(next, signUpCode)).toBe(false);
    expect(isPrimaryButton(next, signUpCode)).toBe(true);
  });

  it('makes the first submit button the primary one', () => {
    expect(isPrimaryButton(passwordSubmit, login)).toBe(true);
    expect(isPrimaryButton(codeSubmit, login)).toBe(false);
  });

  it('puts an "or" before the first button of another method', () => {
    const resend = input('code', 'resend', 'submit', { value: 'code' });
    expect([...buttonsAfterOtherMethod([...login.filter(isRenderable), resend])]).toEqual([
      codeSubmit,
    ]);
    expect(buttonsAfterOtherMethod([csrf, identifier, passwordSubmit]).size).toBe(0);
  });

  it('tucks away optional traits at sign-up, but not the email, name or a failing field', () => {
    expect(isOptionalTrait(input('default', 'traits.phone', 'tel'))).toBe(true);
    expect(isOptionalTrait(input('default', 'traits.name', 'text'))).toBe(false);
    expect(isOptionalTrait(input('default', 'traits.email', 'email', { required: true }))).toBe(
      false,
    );
    expect(isOptionalTrait(input('default', 'traits.country', 'text', { required: true }))).toBe(
      false,
    );
    const failing = {
      ...input('default', 'traits.phone', 'tel'),
      messages: [{ ...text(4000001, 'bad'), type: 'error' }],
    } as UiNode;
    expect(isOptionalTrait(failing)).toBe(false);
    expect(isOptionalTrait(password)).toBe(false);
  });

  it('derives stable field ids', () => {
    expect(fieldId('traits.email')).toBe('field-traits-email');
    expect(fieldId('method', 'code')).toBe('field-method-code');
  });

  it('reads labels from meta, falling back to the input attribute', () => {
    const label = text(1070001, 'Password');
    expect(nodeLabel(input('password', 'password', 'password', {}, label))).toBe(label);
    const attributeLabel = text(1070004, 'ID');
    expect(nodeLabel(input('default', 'identifier', 'text', { label: attributeLabel }))).toBe(
      attributeLabel,
    );
  });

  it('formats a catalogue message only when the context has every placeholder', () => {
    const values = messageValues(text(4000003, 'x', { min_length: 8, nested: { a: 1 } }));
    expect(values).toEqual({ min_length: 8 });
    expect(canFormat('At least {min_length} characters', values)).toBe(true);
    expect(canFormat('{reason}', values)).toBe(false);
    expect(canFormat('No placeholders', {})).toBe(true);
  });

  it('finds the placeholders of a message as the build compiles it (icu-minify)', () => {
    const values = { min_length: 8 };
    expect(canFormat(compile('At least {min_length} characters'), values)).toBe(true);
    expect(canFormat(compile('Sign in with {provider}'), values)).toBe(false);
    expect(canFormat(compile('{n, plural, one {# by {who}} other {#}}'), { n: 1 })).toBe(false);
    expect(canFormat(compile('<b>{min_length}</b> or {reason}'), values)).toBe(false);
    expect(canFormat(compile('<b>{min_length}</b>'), values)).toBe(true);
    expect(canFormat(compile('No placeholders'), {})).toBe(true);
  });

  it('focuses the field with an error, else the first empty one', () => {
    expect(autoFocusName(login)).toBe('identifier');
    const failing = { ...password, messages: [{ ...text(4000006, 'bad'), type: 'error' }] };
    expect(autoFocusName([csrf, identifier, failing as UiNode])).toBe('password');
  });
});
