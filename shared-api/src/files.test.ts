import { describe, expect, it } from 'vitest';
import { formatFileSize, isAcceptablePdf, MAX_UPLOAD_BYTES } from './files';

const pdf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([...'%PDF-1.4'].map((c) => c.charCodeAt(0)).slice(0, size));
  return new Blob([bytes], { type: 'application/pdf' });
};

describe('isAcceptablePdf', () => {
  it('accepts a PDF by its bytes, up to 10 MB', async () => {
    expect(await isAcceptablePdf(pdf(2048))).toBe(true);
    expect(await isAcceptablePdf(pdf(MAX_UPLOAD_BYTES))).toBe(true);
  });
  it('refuses an empty file, one over 10 MB, and one that only claims to be a PDF', async () => {
    expect(await isAcceptablePdf(new Blob([]))).toBe(false);
    expect(await isAcceptablePdf(pdf(MAX_UPLOAD_BYTES + 1))).toBe(false);
    expect(await isAcceptablePdf(new Blob(['not a pdf'], { type: 'application/pdf' }))).toBe(false);
  });
  it('formats sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
