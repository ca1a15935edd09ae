export const MAX_FILE_NAME_LENGTH = 200;

/** Control characters and the bidirectional overrides that make `gpj.exe` read as `exe.jpg`. */
const UNSAFE = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * The name a customer's file is kept and offered under: no directories, no control or
 * direction-changing characters, whitespace collapsed, cut by whole graphemes to at most
 * 200 code points (the column's size); `file` when nothing is left.
 */
export function sanitiseFileName(given: string | undefined): string {
  const base = (given ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(UNSAFE, '').replace(/\s+/g, ' ').trim();
  let name = '';
  let length = 0;
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(
    cleaned,
  )) {
    const points = [...segment].length;
    if (length + points > MAX_FILE_NAME_LENGTH) break;
    name += segment;
    length += points;
  }
  name = name.trim();
  return name === '' || /^\.+$/.test(name) ? 'file' : name;
}

/** `Content-Disposition: attachment` with an ASCII fallback and the exact UTF-8 name. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
