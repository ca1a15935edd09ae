import { describe, expect, it } from 'vitest';
import { attachmentDisposition, sanitiseFileName } from './file-name.ts';

describe('sanitiseFileName', () => {
  it('keeps the last path segment without control or direction characters', () => {
    expect(sanitiseFileName('C:\\Users\\a\\receipt\u0000 may.pdf')).toBe('receipt may.pdf');
    expect(sanitiseFileName('a/b/\u202Efdp.exe')).toBe('fdp.exe');
  });

  it('never answers an empty name or dots alone', () => {
    expect(sanitiseFileName(undefined)).toBe('file');
    expect(sanitiseFileName('  ')).toBe('file');
    expect(sanitiseFileName('..')).toBe('file');
  });

  it('cuts at 200 code points without splitting a grapheme', () => {
    const flag = '🇧🇩';
    const name = sanitiseFileName('a'.repeat(199) + flag);
    expect(name).toBe('a'.repeat(199));
    expect([...sanitiseFileName('ক্ষ'.repeat(100))].length).toBeLessThanOrEqual(200);
  });
});

describe('attachmentDisposition', () => {
  it('quotes an ASCII fallback and encodes the exact name', () => {
    expect(attachmentDisposition(`it's "x".pdf`)).toBe(
      `attachment; filename="it's _x_.pdf"; filename*=UTF-8''it%27s%20%22x%22.pdf`,
    );
  });
});
