/** What the rules need to know of a chosen file: what the browser says of it, and its first bytes as read. */
export interface Upload {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  /** The file's first `SIGNATURE_LENGTH` bytes (fewer for a shorter file): what its content really is. */
  readonly firstBytes: Uint8Array;
}

/** Spec §9: upload limit 5MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export function withinUploadLimit(file: Upload): boolean {
  return file.size < MAX_UPLOAD_BYTES;
}

/** The spec words no message for an empty file; this one says what is wrong with it. */
export const EMPTY_UPLOAD_MESSAGE = 'The chosen file is empty';

export function isEmptyUpload(file: Upload): boolean {
  return file.size === 0;
}

/** The file's MIME type, or failing that its extension, is one of those allowed. */
export function hasAllowedType(file: Upload, mimeTypes: readonly string[], extensions: readonly string[]): boolean {
  if (mimeTypes.includes(file.type.toLowerCase())) return true;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return file.type === '' && extensions.includes(extension);
}

export type ContentKind = 'pdf' | 'jpeg' | 'png' | 'gif';

/** How each kind of file begins, whatever its name or reported type says (a renamed .exe begins otherwise). */
const SIGNATURES: Readonly<Record<ContentKind, readonly (readonly number[])[]>> = {
  pdf: [[0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  jpeg: [[0xff, 0xd8, 0xff]],
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  gif: [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61], // GIF87a
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], // GIF89a
  ],
};

/** How many first bytes the longest signature needs. */
export const SIGNATURE_LENGTH = 8;

/** The file's content begins as one of the allowed kinds does. */
export function hasContentOf(file: Upload, kinds: readonly ContentKind[]): boolean {
  return kinds.some((kind) =>
    SIGNATURES[kind].some((signature) => signature.every((byte, index) => file.firstBytes[index] === byte)),
  );
}
