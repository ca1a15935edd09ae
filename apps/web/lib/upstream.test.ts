import { describe, expect, it } from 'vitest';
import { NOT_PUBLIC, STAFF_ONLY, upstreamFor } from './upstream.ts';

describe('upstreamFor', () => {
  it('sends /api/.ory/* to the identity service without the prefix', () => {
    expect(upstreamFor('/api/.ory/sessions/whoami', '', {})?.toString()).toBe(
      'http://127.0.0.1:4433/sessions/whoami',
    );
    expect(
      upstreamFor('/api/.ory/self-service/login/browser', '?return_to=%2Fdashboard', {
        IDENTITY_URL: 'http://identity:9000',
      })?.toString(),
    ).toBe('http://identity:9000/self-service/login/browser?return_to=%2Fdashboard');
  });

  it('sends every other /api/* path to the commerce API as is', () => {
    expect(upstreamFor('/api/core/customer/region/v1/current', '', {})?.toString()).toBe(
      'http://127.0.0.1:4000/api/core/customer/region/v1/current',
    );
    expect(
      upstreamFor('/api/x', '?page=1', { API_URL: 'https://api.example.com/base/' })?.toString(),
    ).toBe('https://api.example.com/base/api/x?page=1');
  });

  it('leaves pages alone, including look-alikes', () => {
    expect(upstreamFor('/', '', {})).toBeNull();
    expect(upstreamFor('/apiary', '', {})).toBeNull();
    expect(upstreamFor('/dashboard', '', {})).toBeNull();
  });

  it('does not mistake /api/.orygami for the identity prefix', () => {
    expect(upstreamFor('/api/.orygami', '', {})?.toString()).toBe(
      'http://127.0.0.1:4000/api/.orygami',
    );
  });

  it('forwards the public Kratos API: self-service, sessions, .well-known/ory and schemas', () => {
    for (const path of [
      '/self-service/login/browser',
      '/self-service/login',
      '/self-service/logout/browser',
      '/sessions',
      '/sessions/whoami',
      '/sessions/8d4f6f1e-6a2b-4c47-9a55-0d1b2a3c4d5e',
      '/.well-known/ory/webauthn.js',
      '/schemas',
      '/schemas/ZGVmYXVsdA',
    ]) {
      expect(upstreamFor(`/api/.ory${path}`, '?flow=1', {})).toEqual(
        new URL(`http://127.0.0.1:4433${path}?flow=1`),
      );
    }
  });

  it('answers everything else under /api/.ory itself, without forwarding it anywhere', () => {
    for (const path of [
      '/api/.ory',
      '/api/.ory/',
      '/api/.ory/admin/courier/messages',
      '/api/.ory/admin/identities',
      '/api/.ory/health/ready',
      '/api/.ory/self-servicex/login',
      '/api/.ory/.well-known/openid-configuration',
    ]) {
      expect(upstreamFor(path, '', {}), path).toBe(NOT_PUBLIC);
    }
  });

  it('refuses path tricks that would reach the admin API behind an allowed root', () => {
    for (const path of [
      '/api/.ory/self-service/../admin/courier/messages',
      '/api/.ory/self-service/%2e%2e/admin/courier/messages',
      '/api/.ory/self-service/%2E%2E/admin/courier/messages',
      '/api/.ory/sessions/.%2e/admin/courier/messages',
      '/api/.ory/self-service/..%2fadmin/courier/messages',
      '/api/.ory/self-service%2f..%2fadmin/courier/messages',
      '/api/.ory/sessions%2F..%2Fadmin',
      '/api/.ory/self-service/login%5c..%5c..%5cadmin',
      '/api/.ory/self-service/login\\..\\admin',
      '/api/.ory/self-service//admin/courier/messages',
      '/api/.ory//admin/courier/messages',
      '/api/.ory/sessions/./whoami',
      '/api/.ory/schemas/%252e%252e',
    ]) {
      expect(upstreamFor(path, '', {}), path).toBe(NOT_PUBLIC);
    }
  });

  it('refuses encoded, doubled or differently cased spellings of the identity prefix', () => {
    for (const path of [
      '/api/%2eory/admin/courier/messages',
      '/api/%2Eory/admin/courier/messages',
      '/api//.ory/admin/courier/messages',
      '/api/\\.ory/admin/courier/messages',
      '/api/.ORY/admin/courier/messages',
    ]) {
      expect(upstreamFor(path, '', {}), path).toBe(NOT_PUBLIC);
    }
    // Not under /api/ at all: the web app answers it (its own 404 page).
    expect(upstreamFor('/api%2f.ory/admin/courier/messages', '', {})).toBeNull();
  });

  it('keeps the API staff routes and their document off the public origin, however spelled', () => {
    for (const path of [
      '/api/buy-and-ship/admin/buy-product/v1/buy-products/1/transition',
      '/api/invoice/admin/invoice/v1/invoices/7/mark-paid',
      '/api/buy-and-ship/ADMIN/buy-action/v1/actions',
      '/api/buy-and-ship/%61dmin/buy-action/v1/actions',
      '/api/buy-and-ship/%2561dmin/buy-action/v1/actions',
      '/api/buy-and-ship//admin/buy-action/v1/actions',
      '/api/buy-and-ship/./admin/buy-action/v1/actions',
      '/api/x/%E0%A4%A/admin',
      '/api/docs/staff/json',
      '/api/docs/Staff/json',
    ]) {
      expect(upstreamFor(path, '', {}), path).toBe(STAFF_ONLY);
    }
    // Customer routes and the customer docs still reach the API.
    for (const path of ['/api/docs/json', '/api/invoice/customer/invoice/v1/invoices/7']) {
      expect(upstreamFor(path, '', {}), path).toBeInstanceOf(URL);
    }
  });
});
