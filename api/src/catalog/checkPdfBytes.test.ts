// The first check on an upload, before any PDF reader sees it (also exercised through extractCatalog
// in errors.test.ts; here on this thread, where the mutation run can see it).
import { describe, expect, it } from 'vitest';
import { CatalogError, MAX_CATALOG_BYTES } from './errors.ts';
import { checkPdfBytes } from './pdf.ts';

function codeOf(bytes: Uint8Array): string | null {
  try {
    checkPdfBytes(bytes);
    return null;
  } catch (error) {
    if (error instanceof CatalogError) return error.code;
    throw error;
  }
}

const pdf = (size: number) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-'));
  return bytes;
};

describe('checkPdfBytes', () => {
  it('accepts a PDF signature up to the size limit', () => {
    expect(codeOf(pdf(5))).toBeNull();
    expect(codeOf(pdf(MAX_CATALOG_BYTES))).toBeNull();
  });

  it('refuses 0 bytes as empty, with its own message', () => {
    expect(codeOf(new Uint8Array())).toBe('empty');
    expect(() => checkPdfBytes(new Uint8Array())).toThrow('The file is empty (0 bytes).');
  });

  it('refuses one byte over the limit as too large, before looking at the signature', () => {
    expect(codeOf(pdf(MAX_CATALOG_BYTES + 1))).toBe('too_large');
    expect(codeOf(new Uint8Array(MAX_CATALOG_BYTES + 1))).toBe('too_large');
  });

  it('refuses anything that does not start with %PDF-, byte by byte', () => {
    expect(codeOf(new TextEncoder().encode('%PDF'))).toBe('not_pdf');
    for (let index = 0; index < 5; index++) {
      const bytes = pdf(20);
      bytes[index] = 0x41;
      expect(codeOf(bytes), `byte ${index}`).toBe('not_pdf');
    }
    expect(codeOf(new TextEncoder().encode(' %PDF-1.7'))).toBe('not_pdf');
  });
});
