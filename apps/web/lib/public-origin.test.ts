import { describe, expect, it } from 'vitest';
import { publicOrigin } from './public-origin.ts';

const headers = (values: Record<string, string>) => ({
  get: (name: string) => values[name] ?? null,
});

describe('the public origin of absolute links', () => {
  it('is the configured origin, path and all trimmed away', () => {
    expect(
      publicOrigin({ PUBLIC_WEB_ORIGIN: 'https://shop.example.com/x?y' }, headers({ host: 'a' }))
        ?.href,
    ).toBe('https://shop.example.com/');
  });

  it('else the origin the request came to, through a proxy when it says so', () => {
    expect(publicOrigin({}, headers({ host: '127.0.0.1:3000' }))?.href).toBe(
      'http://127.0.0.1:3000/',
    );
    expect(
      publicOrigin(
        {},
        headers({
          host: 'internal:3000',
          'x-forwarded-host': 'shop.example.com',
          'x-forwarded-proto': 'https',
        }),
      )?.href,
    ).toBe('https://shop.example.com/');
  });

  it('ignores a configured value that is not a web origin, and a host that is not a host', () => {
    expect(publicOrigin({ PUBLIC_WEB_ORIGIN: 'ftp://x' }, headers({ host: 'a.b' }))?.href).toBe(
      'http://a.b/',
    );
    expect(publicOrigin({}, headers({ host: 'evil.com/<script>' }))).toBeNull();
    expect(publicOrigin({}, headers({}))).toBeNull();
  });
});
