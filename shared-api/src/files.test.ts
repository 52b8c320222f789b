import { describe, expect, it } from 'vitest';
import { formatFileSize, isAcceptablePdf, MAX_UPLOAD_BYTES } from './files';

const pdf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([...'%PDF-1.4'].map((c) => c.charCodeAt(0)).slice(0, size));
  return new Blob([bytes], { type: 'application/pdf' });
};

const file = (parts: BlobPart[], name = 'doc.pdf', type = 'application/pdf') =>
  new File(parts, name, { type });

describe('isAcceptablePdf', () => {
  it('accepts a PDF by its bytes, up to 10 MB (10485760 bytes)', async () => {
    expect(MAX_UPLOAD_BYTES).toBe(10485760);
    expect(await isAcceptablePdf(pdf(2048))).toBe(true);
    expect(await isAcceptablePdf(pdf(MAX_UPLOAD_BYTES))).toBe(true);
  });
  it('accepts content that starts with %PDF-, whatever the name or type', async () => {
    expect(await isAcceptablePdf(file(['%PDF-1.4\n']))).toBe(true);
    expect(await isAcceptablePdf(file(['%PDF-2.0'], 'scan.bin', 'application/octet-stream'))).toBe(true);
  });
  it('refuses an empty file, one over 10 MB, and one that only claims to be a PDF', async () => {
    expect(await isAcceptablePdf(new Blob([]))).toBe(false);
    expect(await isAcceptablePdf(file([]))).toBe(false);
    expect(await isAcceptablePdf(pdf(MAX_UPLOAD_BYTES + 1))).toBe(false);
    expect(await isAcceptablePdf(new Blob(['not a pdf'], { type: 'application/pdf' }))).toBe(false);
  });
  it('refuses content with the signature anywhere but at the start, cut short or in lower case', async () => {
    expect(await isAcceptablePdf(file(['<html>%PDF-1.4</html>']))).toBe(false);
    expect(await isAcceptablePdf(file(['%PDF']))).toBe(false);
    expect(await isAcceptablePdf(file(['%pdf-1.4']))).toBe(false);
  });
  it('formats sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(formatFileSize(MAX_UPLOAD_BYTES)).toBe('10.0 MB');
  });
});
