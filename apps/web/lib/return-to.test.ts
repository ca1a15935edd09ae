import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-to.ts';

describe('safeReturnPath', () => {
  it('keeps paths on this site', () => {
    expect(safeReturnPath('/dashboard/RFQ?page=2')).toBe('/dashboard/RFQ?page=2');
    expect(safeReturnPath('/search?q=red%20shoes#results')).toBe('/search?q=red%20shoes#results');
    expect(safeReturnPath('/products/%E0%A6%AC')).toBe('/products/%E0%A6%AC');
  });

  it('drops other sites and missing values', () => {
    expect(safeReturnPath('https://evil.example/')).toBeNull();
    expect(safeReturnPath('//evil.example/')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath('')).toBeNull();
  });

  it.each([
    ['a tab', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL', '/\u0000/evil.example'],
    ['a space', '/ /evil.example'],
    ['a no-break space', '/\u00a0/evil.example'],
    ['a line separator', '/\u2028/evil.example'],
    ['a backslash later on', '/cart\\..\\\\evil.example'],
  ])('drops a path holding %s', (_name, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it.each([
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded newline', '/%0A/evil.example'],
    ['an encoded slash', '/%2F/evil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a double-encoded tab', '/%2509/evil.example'],
    ['a malformed escape', '/%E0%A4%A'],
  ])('drops a path holding %s once decoded', (_name, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
