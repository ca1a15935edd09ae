import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app.ts';
import { fetchPage } from './fetch-page.ts';
import { HarvestError } from './harvest-error.ts';
import { isPublicAddress } from './url-guard.ts';

// No HARVEST_ALLOW_PRIVATE_HOSTS here: the production default.
const ctx = useTestApp();
const URL_ = '/api/product/customer/v1/harvest-jobs';

describe('SSRF guard', () => {
  it.each([
    'http://127.0.0.1:4000/admin',
    'http://localhost/',
    'http://[::1]/',
    'http://10.0.0.8/',
    'http://192.168.1.1/router',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:127.0.0.1]/',
    'http://0.0.0.0/',
  ])('refuses to import %s', async (url) => {
    const res = await ctx.app.inject({ method: 'POST', url: URL_, payload: { url } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details[0]).toEqual({ field: 'url', message: 'host_not_allowed' });
  });

  it('refuses a private target again when the worker fetches (DNS checked at connect)', async () => {
    const attempt = fetchPage(new URL('http://localhost:9/'), {
      timeoutMs: 2_000,
      maxBytes: 1_000,
      maxRedirects: 1,
      allowPrivate: false,
    });
    await expect(attempt).rejects.toBeInstanceOf(HarvestError);
    await expect(attempt).rejects.toMatchObject({ code: 'host_not_allowed' });
  });

  it('tells public from private addresses', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:2800:220:1:248:1893:25c8:1946')).toBe(true);
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', 'fe80::1', 'fc00::1', '::1']) {
      expect(isPublicAddress(address)).toBe(false);
    }
  });
});
