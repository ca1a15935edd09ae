import { describe, expect, it } from 'vitest';
import { contentDisposition, downloadName, sanitiseFileName } from './file-name.ts';

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

describe('contentDisposition', () => {
  it('quotes an ASCII fallback and encodes the exact name', () => {
    expect(contentDisposition('attachment', `it's "x".pdf`)).toBe(
      `attachment; filename="it's _x_.pdf"; filename*=UTF-8''it%27s%20%22x%22.pdf`,
    );
    expect(contentDisposition('inline', 'a.png')).toBe(
      `inline; filename="a.png"; filename*=UTF-8''a.png`,
    );
  });
});

describe('downloadName', () => {
  it('ends every name in an extension of the type found in the bytes', () => {
    expect(downloadName('x.html', 'image/png')).toBe('x.png');
    expect(downloadName('invoice', 'application/pdf')).toBe('invoice.pdf');
    expect(downloadName('.htaccess', 'image/webp')).toBe('.htaccess.webp');
    expect(downloadName('clip.svg.exe', 'video/mp4')).toBe('clip.svg.mp4');
  });

  it('keeps a name whose extension already names the type, in any case', () => {
    expect(downloadName('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
    expect(downloadName('photo.jpg', 'image/jpeg')).toBe('photo.jpg');
    expect(downloadName('unboxing.MOV', 'video/quicktime')).toBe('unboxing.MOV');
  });
});
