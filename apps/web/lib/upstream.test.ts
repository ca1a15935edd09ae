import { describe, expect, it } from 'vitest';
import { upstreamFor } from './upstream.ts';

describe('upstreamFor', () => {
  it('sends /api/.ory/* to the identity service without the prefix', () => {
    expect(upstreamFor('/api/.ory/sessions/whoami', '', {})?.href).toBe(
      'http://127.0.0.1:4433/sessions/whoami',
    );
    expect(
      upstreamFor('/api/.ory/self-service/login/browser', '?return_to=%2Fdashboard', {
        IDENTITY_URL: 'http://identity:9000',
      })?.href,
    ).toBe('http://identity:9000/self-service/login/browser?return_to=%2Fdashboard');
  });

  it('sends every other /api/* path to the commerce API as is', () => {
    expect(upstreamFor('/api/core/customer/region/v1/current', '', {})?.href).toBe(
      'http://127.0.0.1:4000/api/core/customer/region/v1/current',
    );
    expect(
      upstreamFor('/api/x', '?page=1', { API_URL: 'https://api.example.com/base/' })?.href,
    ).toBe('https://api.example.com/base/api/x?page=1');
  });

  it('leaves pages alone, including look-alikes', () => {
    expect(upstreamFor('/', '', {})).toBeNull();
    expect(upstreamFor('/apiary', '', {})).toBeNull();
    expect(upstreamFor('/dashboard', '', {})).toBeNull();
  });

  it('does not mistake /api/.orygami for the identity prefix', () => {
    expect(upstreamFor('/api/.orygami', '', {})?.href).toBe('http://127.0.0.1:4000/api/.orygami');
  });
});
