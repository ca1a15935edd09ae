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

/** The extensions each stored type goes by; the first is the one a download is given. */
const EXTENSIONS: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'video/mp4': ['mp4', 'm4v'],
  'video/webm': ['webm'],
  'video/quicktime': ['mov', 'qt'],
};

/**
 * The name a stored file is downloaded under: the customer's name, but always ending in an
 * extension of the type read from its bytes. A PNG sent as `x.html` downloads as `x.png`, so
 * no browser or desktop opens it as a page or a program because of the name it came with.
 */
export function downloadName(fileName: string, contentType: string): string {
  const known = EXTENSIONS[contentType];
  if (!known) throw new Error(`No extension known for ${contentType}`);
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  if (known.includes(extension)) return fileName;
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}.${known[0]}`;
}

/** `Content-Disposition` with an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
