/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartFile(
  bytes: Buffer,
  options: { field?: string; fileName?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----crossport${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.fileName ?? 'receipt.png'}"\r\n` +
    `Content-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** An ISO base media box (MP4, QuickTime): a 4-byte size, a 4-letter type, the payload. */
function box(type: string, payload: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + payload.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, payload]);
}

/** A tiny video whose `ftyp` box names `brand` (`isom` is MP4, `qt  ` QuickTime), `pad` bytes of media. */
export function videoFile(brand = 'isom', pad = 64): Buffer {
  return Buffer.concat([
    box('ftyp', Buffer.from(`${brand}\0\0\x02\0isomiso2mp41`, 'latin1')),
    box('mdat', Buffer.alloc(pad)),
  ]);
}

/** The smallest files of each accepted type, recognisable by their magic numbers. */
export const sampleFiles = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
  // Real 2×2 pictures: images are kept only once decoded and re-encoded.
  jpeg: Buffer.from(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCeACoH/9k=',
    'base64',
  ),
  webp: Buffer.from(
    'UklGRjQAAABXRUJQVlA4ICgAAACQAQCdASoCAAIAAsBMJaACdLoAA5gA/ulpHr4Ap+z/+Sn+LvvN3aAA',
    'base64',
  ),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  mp4: videoFile('isom'),
  mov: videoFile('qt  '),
  // An EBML header whose DocType is "webm".
  webm: Buffer.concat([
    Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282847765626d4287810242858102', 'hex'),
    Buffer.alloc(32),
  ]),
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
};
