import { describe, expect, it } from 'vitest';
import { overwriteClientAddress } from './client-address.ts';

describe('overwriteClientAddress', () => {
  it('replaces a claimed X-Forwarded-For with the socket address instead of appending to it', () => {
    const headers = { 'x-forwarded-for': '203.0.113.9, 10.0.0.1', accept: 'text/html' };
    overwriteClientAddress(headers, '127.0.0.1');
    expect(headers).toEqual({ 'x-forwarded-for': '127.0.0.1', accept: 'text/html' });
  });

  it('drops the other headers a client could claim an address in', () => {
    const headers = { 'x-real-ip': '203.0.113.9', forwarded: 'for=203.0.113.9' };
    overwriteClientAddress(headers, '::1');
    expect(headers).toEqual({ 'x-forwarded-for': '::1' });
  });

  it('drops a claimed host, scheme and port, which would steer redirects and Secure cookies', () => {
    const headers = {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '443',
      host: '127.0.0.1:3000',
    };
    overwriteClientAddress(headers, '127.0.0.1');
    expect(headers).toEqual({ host: '127.0.0.1:3000', 'x-forwarded-for': '127.0.0.1' });
  });

  it('sends no address at all when the socket has none, rather than the claimed one', () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    overwriteClientAddress(headers, undefined);
    expect(headers).toEqual({});
  });
});
