import type { FastifyInstance } from 'fastify';

// Ory clients load this script on every flow page. We offer no WebAuthn or passkeys, so the
// hooks it defines only report that; the page keeps working with password and code.
const SCRIPT = `(function () {
  'use strict';
  function unsupported() {
    throw new Error('Passkeys and security keys are not offered by this identity service.');
  }
  window.oryWebAuthnRegistration = unsupported;
  window.oryWebAuthnLogin = unsupported;
  window.oryPasskeyLogin = unsupported;
  window.oryPasskeyLoginAutocompleteInit = function () {};
  window.oryPasskeyRegistration = unsupported;
  window.oryPasskeySettingsRegistration = unsupported;
})();
`;

export function registerWebAuthnScript(app: FastifyInstance): void {
  app.get('/.well-known/ory/webauthn.js', async (_request, reply) => {
    reply.header('content-type', 'text/javascript; charset=utf-8');
    reply.header('cache-control', 'public, max-age=3600');
    return SCRIPT;
  });
}
