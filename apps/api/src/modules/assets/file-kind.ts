import { fileTypeFromBuffer } from 'file-type';
import { DomainError } from '../../platform/errors.ts';

/** What a customer may upload: photos and scans of receipts. */
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type AcceptedType = (typeof ACCEPTED_TYPES)[number];

export class UnsupportedFileType extends DomainError {
  constructor() {
    super(415, 'unsupported_file_type', 'Upload a JPEG, PNG or WebP image, or a PDF.');
  }
}

/**
 * The type read from the file's own bytes (its magic numbers); the name and the client's
 * Content-Type are not believed, so an HTML page named `receipt.png` is refused.
 */
export async function acceptedTypeOf(bytes: Uint8Array): Promise<AcceptedType> {
  const found = await fileTypeFromBuffer(bytes);
  const type = ACCEPTED_TYPES.find((accepted) => accepted === found?.mime);
  if (!type) throw new UnsupportedFileType();
  return type;
}
