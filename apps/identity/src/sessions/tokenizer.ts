import { SignJWT } from 'jose';
import type { IdentityContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import type { CurrentSession } from './current-session.ts';

/**
 * `whoami?tokenize_as=<template>`: the session as a short-lived signed JWT, for services that
 * want to check a caller offline. One template, named by IDENTITY_TOKENIZE_TEMPLATE, signed
 * HS256 with IDENTITY_TOKENIZE_SECRET.
 */
export async function tokenize(
  ctx: IdentityContext,
  current: CurrentSession,
  template: string,
): Promise<string> {
  if (template !== ctx.config.tokenizer.template) {
    throw badRequest(`Unable to find tokenize template "${template}".`);
  }
  return new SignJWT({
    sid: current.session.id,
    email: current.identity.traits.email,
    name: current.identity.traits.name,
    aal: current.session.aal,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(current.identity.id)
    .setIssuer(ctx.config.publicUrl)
    .setIssuedAt()
    .setJti(crypto.randomUUID())
    .setExpirationTime(`${ctx.config.tokenizer.ttlSeconds}s`)
    .sign(ctx.tokenizeKey);
}
