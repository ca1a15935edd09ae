import { fileTypeFromBuffer } from 'file-type';
import { DomainError } from '../../platform/errors.ts';

/** What a customer may upload: photos and scans of receipts, and unboxing videos (claims). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export const ACCEPTED_TYPES = [...IMAGE_TYPES, 'application/pdf', ...VIDEO_TYPES] as const;
export type AcceptedType = (typeof ACCEPTED_TYPES)[number];

const MB = 1024 * 1024;
/** Photos and PDFs: a phone photo is a few MB; a receipt scan less. */
export const MAX_DOCUMENT_BYTES = 5 * MB;
/** A minute or two of phone video; only videos may be this large. */
const MAX_VIDEO_BYTES = 100 * MB;
/** The most any upload may be, whatever its type: what the multipart reader allows at all. */
export const MAX_UPLOAD_BYTES = MAX_VIDEO_BYTES;
/** How many leading bytes file-type reads to recognise a type (its own sample size). */
export const SNIFF_BYTES = 4100;

export const isVideo = (type: string) => (VIDEO_TYPES as readonly string[]).includes(type);
export const isImage = (type: string) => (IMAGE_TYPES as readonly string[]).includes(type);

/** The largest file of a type: videos have their own, larger limit. */
export const maxBytesOf = (type: AcceptedType) =>
  isVideo(type) ? MAX_VIDEO_BYTES : MAX_DOCUMENT_BYTES;

export class UnsupportedFileType extends DomainError {
  constructor(
    message = 'Upload a JPEG, PNG or WebP image, a PDF, or an MP4, WebM or QuickTime video.',
  ) {
    super(415, 'unsupported_file_type', message);
  }
}

/** What an upload route takes: every accepted type, or images only (the shop's pictures). */
export interface UploadKind {
  types: readonly AcceptedType[];
  refusal: string;
}
export const ANY_UPLOAD: UploadKind = {
  types: ACCEPTED_TYPES,
  refusal: new UnsupportedFileType().message,
};
export const IMAGE_UPLOAD: UploadKind = {
  types: IMAGE_TYPES,
  refusal: 'Upload a JPEG, PNG or WebP image.',
};

export class FileTooLarge extends DomainError {
  constructor(type?: AcceptedType) {
    super(
      413,
      'payload_too_large',
      type && isVideo(type)
        ? 'The video is larger than 100 MB.'
        : 'The file is larger than 5 MB (videos may be up to 100 MB).',
    );
  }
}

/**
 * The type read from the file's own bytes (its magic numbers); the name and the client's
 * Content-Type are not believed, so an HTML page named `receipt.png` is refused.
 */
export async function acceptedTypeOf(
  bytes: Uint8Array,
  kind: UploadKind = ANY_UPLOAD,
): Promise<AcceptedType> {
  const found = await fileTypeFromBuffer(bytes);
  const type = kind.types.find((accepted) => accepted === found?.mime);
  if (!type) throw new UnsupportedFileType(kind.refusal);
  return type;
}

/**
 * Reads an upload's stream, refusing it as soon as its first bytes are not an accepted type
 * (415) or it grows past the limit of its type (413): a 20 MB "photo" is refused after 5 MB,
 * not buffered whole. `truncated` is the multipart reader's flag for a file cut at
 * MAX_UPLOAD_BYTES.
 */
export async function readUpload(
  stream: AsyncIterable<Buffer> & { truncated?: boolean },
  kind: UploadKind = ANY_UPLOAD,
): Promise<{ bytes: Buffer; type: AcceptedType }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let type: AcceptedType | undefined;
  for await (const chunk of stream) {
    chunks.push(chunk);
    size += chunk.length;
    if (!type && size >= SNIFF_BYTES) type = await acceptedTypeOf(Buffer.concat(chunks), kind);
    if (size > (type ? maxBytesOf(type) : MAX_UPLOAD_BYTES)) throw new FileTooLarge(type);
  }
  const bytes = Buffer.concat(chunks);
  type ??= await acceptedTypeOf(bytes, kind);
  if (stream.truncated) throw new FileTooLarge(type);
  return { bytes, type };
}
