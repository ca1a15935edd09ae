import { describe, expect, it } from 'vitest';
import { isSafeContentLink } from './content-link.ts';

describe('isSafeContentLink', () => {
  it.each([
    '/',
    '/campaigns/eid-sale',
    '/search?q=red%20shoes&category=12#results',
    '/products/%E0%A6%AC',
    '/icons/logo.svg',
    'https://www.crossport.example/help',
    'https://cdn.example.com/banners/eid.webp?v=2',
    'HTTPS://example.com/upper-case-https-is-still-https',
    'https://xn--bcher-kva.example/',
  ])('takes %s', (link) => {
    expect(isSafeContentLink(link)).toBe(true);
  });

  it.each([
    ['a backslash after the slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a scheme-relative URL', '//evil.example'],
    ['a backslash later on', '/help\\..\\\\evil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['a malformed escape', '/%E0%A4%A'],
    ['a tab inside the path', '/\t/evil.example'],
    ['a newline inside the path', '/\n/evil.example'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a newline inside the scheme', 'java\nscript:alert(1)'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: in mixed case', 'JavaScript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['http:', 'http://example.com/'],
    ['HTTP: in capitals', 'HTTP://example.com/'],
    ['a leading space', ' /campaigns'],
    ['a trailing space', '/campaigns '],
    ['a leading control character', '\u0001/campaigns'],
    ['a fullwidth slash', '/\uff0fevil.example'],
    ['a fullwidth backslash', '/\uff3cevil.example'],
    ['a division slash', '/\u2215evil.example'],
    ['an invisible character', '/\u200bcampaigns'],
    ['a non-ASCII host', 'https://crоssport.example/'],
    ['a user and password', 'https://crossport.example@evil.example/'],
    ['https without slashes', 'https:evil.example'],
    ['https with a backslash', 'https:/\\evil.example'],
    ['https without a host', 'https:///'],
    ['a relative path', 'campaigns/eid'],
    ['a fragment alone', '#top'],
    ['nothing', ''],
  ])('refuses %s', (_name, link) => {
    expect(isSafeContentLink(link)).toBe(false);
  });
});
