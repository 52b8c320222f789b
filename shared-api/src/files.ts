// The PDFs users upload (docs/product.md#uploaded-files) (catalogs, the business registration document) are PDFs of at
// most 10 MB (10485760 bytes). The name and the MIME type are only claims: the content is checked. And
// the one way a file the user asked for (an export) is saved.

export const MAX_UPLOAD_BYTES = 10_485_760;

/** Every PDF starts with these bytes ("%PDF-"). */
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** True for a non-empty file of at most 10 MB whose content starts with the PDF signature. */
export async function isAcceptablePdf(file: Blob): Promise<boolean> {
  if (file.size === 0 || file.size > MAX_UPLOAD_BYTES) return false;
  try {
    const head = new Uint8Array(await file.slice(0, PDF_SIGNATURE.length).arrayBuffer());
    return PDF_SIGNATURE.every((byte, index) => head[index] === byte);
  } catch {
    return false; // unreadable (moved, permission revoked): not a file we can accept
  }
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Saves a blob under `fileName` through a temporary object URL (revoked once the click is handled). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
