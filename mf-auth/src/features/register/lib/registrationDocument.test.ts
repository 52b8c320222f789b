import { describe, expect, it } from 'vitest';
import { formatFileSize, isAcceptableRegistrationDocument, MAX_DOCUMENT_BYTES } from './registrationDocument';

const file = (parts: BlobPart[], name = 'doc.pdf', type = 'application/pdf') =>
  new File(parts, name, { type });

describe('isAcceptableRegistrationDocument', () => {
  it('accepts content that starts with %PDF-, whatever the name or type', async () => {
    expect(await isAcceptableRegistrationDocument(file(['%PDF-1.4\n']))).toBe(true);
    expect(
      await isAcceptableRegistrationDocument(file(['%PDF-2.0'], 'scan.bin', 'application/octet-stream')),
    ).toBe(true);
  });

  it('rejects other content even when it claims to be a PDF', async () => {
    expect(await isAcceptableRegistrationDocument(file(['<html>%PDF-1.4</html>']))).toBe(false);
    expect(await isAcceptableRegistrationDocument(file(['%PDF']))).toBe(false);
    expect(await isAcceptableRegistrationDocument(file(['%pdf-1.4']))).toBe(false);
    expect(await isAcceptableRegistrationDocument(file([]))).toBe(false);
  });

  it('rejects files over 10485760 bytes', async () => {
    const bytes = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(MAX_DOCUMENT_BYTES).toBe(10485760);
    expect(await isAcceptableRegistrationDocument(file([bytes]))).toBe(false);
    expect(await isAcceptableRegistrationDocument(file([bytes.subarray(0, MAX_DOCUMENT_BYTES)]))).toBe(true);
  });
});

describe('formatFileSize', () => {
  it('uses B, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(MAX_DOCUMENT_BYTES)).toBe('10.0 MB');
  });
});
