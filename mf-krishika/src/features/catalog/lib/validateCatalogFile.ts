import { FILE_TOO_LARGE, INVALID_FILE_TYPE, MAX_CATALOG_BYTES } from '../../../lib/messages';

/**
 * A catalog is a PDF ('Invalid File Type') of at most 10 MB ('File Too Large'). The type is
 * what the browser and the name claim; the api checks the bytes themselves.
 */
export function catalogFileProblem(file: File): typeof INVALID_FILE_TYPE | typeof FILE_TOO_LARGE | null {
  const looksLikePdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!looksLikePdf) return INVALID_FILE_TYPE;
  if (file.size > MAX_CATALOG_BYTES) return FILE_TOO_LARGE;
  return null;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
