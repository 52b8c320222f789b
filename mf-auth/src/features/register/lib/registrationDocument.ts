// Spec §5/§9: the business registration document is a PDF of at most 10 MB (10485760 bytes).

export const MAX_DOCUMENT_BYTES = 10_485_760;

/** Every PDF starts with these bytes ("%PDF-"); the name and the MIME type are only claims. */
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** True for a non-empty file of at most 10 MB whose content starts with the PDF signature. */
export async function isAcceptableRegistrationDocument(file: Blob): Promise<boolean> {
  if (file.size === 0 || file.size > MAX_DOCUMENT_BYTES) return false;
  try {
    const head = new Uint8Array(await file.slice(0, PDF_SIGNATURE.length).arrayBuffer());
    return PDF_SIGNATURE.every((byte, index) => head[index] === byte);
  } catch {
    return false; // unreadable (moved, permission revoked): not a document we can accept
  }
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
