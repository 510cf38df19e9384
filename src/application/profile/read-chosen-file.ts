import type { ChosenFile } from '../ports/profile.port';
import { SIGNATURE_LENGTH } from '../../domain/accounts/upload';

/** Reads a picked file's first bytes, so the upload rules check what it is, not only what the browser calls it. */
export async function readChosenFile(file: File): Promise<ChosenFile> {
  const firstBytes = new Uint8Array(await file.slice(0, SIGNATURE_LENGTH).arrayBuffer());
  return { name: file.name, type: file.type, size: file.size, firstBytes, file };
}
