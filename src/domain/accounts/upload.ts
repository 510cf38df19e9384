/** What the rules need to know of a chosen file (a browser File satisfies it). */
export interface Upload {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** Spec §9: upload limit 5MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export function withinUploadLimit(file: Upload): boolean {
  return file.size < MAX_UPLOAD_BYTES;
}

/** The file's MIME type, or failing that its extension, is one of those allowed. */
export function hasAllowedType(file: Upload, mimeTypes: readonly string[], extensions: readonly string[]): boolean {
  if (mimeTypes.includes(file.type.toLowerCase())) return true;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return file.type === '' && extensions.includes(extension);
}
