import { describe, expect, it } from 'vitest';
import { NOT_FORWARDED, upstreamFor } from './upstream.ts';

const env = { API_URL: 'http://127.0.0.1:4000', IDENTITY_URL: 'http://127.0.0.1:4433' };
const target = (path: string) => {
  const url = upstreamFor(path, '', env);
  return url instanceof URL ? url.href : url;
};

describe('the back office forwards', () => {
  it('staff and customer API paths to the API', () => {
    expect(target('/api/staff/admin/v1/me')).toBe('http://127.0.0.1:4000/api/staff/admin/v1/me');
    expect(target('/api/payment/admin/payment/v1/payments')).toBe(
      'http://127.0.0.1:4000/api/payment/admin/payment/v1/payments',
    );
  });

  it("only the identity service's self-service and session paths", () => {
    expect(target('/api/.ory/self-service/login/browser')).toBe(
      'http://127.0.0.1:4433/self-service/login/browser',
    );
    expect(target('/api/.ory/sessions/whoami')).toBe('http://127.0.0.1:4433/sessions/whoami');
    for (const path of [
      '/api/.ory/admin/identities',
      '/api/.ory/admin/courier/messages',
      '/api/.ory/self-service/../admin/identities',
      '/api/.ory/self-service/%2e%2e/admin/identities',
      '/api/%2eory/admin/identities',
      '/api/.ory/health/ready',
    ]) {
      expect(target(path), path).toBe(NOT_FORWARDED);
    }
  });

  it('leaves pages to the app', () => {
    expect(target('/receiving')).toBeNull();
  });
});
