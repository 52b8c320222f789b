import { MarketplaceError, RATE_LIMIT_EXCEEDED, type MarketplaceClient } from 'shared-api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stageRegistrationDocument } from './stageRegistrationDocument';

const upload = vi.fn();
const client = { request: vi.fn(), upload } as unknown as MarketplaceClient;
const CLAIM = 'a'.repeat(64);

function pdf(): File {
  return new File(['%PDF-1.7\n%%EOF\n'], 'licence.pdf', { type: 'application/pdf' });
}

describe('stageRegistrationDocument', () => {
  beforeEach(() => {
    upload.mockReset();
  });

  it('uploads the file to the api (multipart, field "file") and returns the claim it answers', async () => {
    upload.mockResolvedValue({ claim: CLAIM });
    const file = pdf();
    expect(await stageRegistrationDocument(file, client)).toBe(CLAIM);
    expect(upload).toHaveBeenCalledWith('POST', '/v1/registration-documents', expect.any(FormData));
    const form = upload.mock.calls[0]?.[2] as FormData;
    expect(form.get('file')).toBeInstanceOf(File);
    expect((form.get('file') as File).name).toBe('licence.pdf');
  });

  it('uploads a chosen file once, so a retried sign-up reuses it', async () => {
    upload.mockResolvedValue({ claim: CLAIM });
    const file = pdf();
    const first = await stageRegistrationDocument(file, client);
    expect(await stageRegistrationDocument(file, client)).toBe(first);
    expect(upload).toHaveBeenCalledTimes(1);
    upload.mockResolvedValue({ claim: 'b'.repeat(64) });
    expect(await stageRegistrationDocument(pdf(), client)).not.toBe(first);
  });

  it("fails with the request layer's message (e.g. the hourly limit's 429), and tries again next time", async () => {
    upload.mockRejectedValueOnce(new MarketplaceError('rate_limited', RATE_LIMIT_EXCEEDED, 429));
    const file = pdf();
    await expect(stageRegistrationDocument(file, client)).rejects.toThrow(RATE_LIMIT_EXCEEDED);
    upload.mockResolvedValueOnce({ claim: CLAIM });
    await expect(stageRegistrationDocument(file, client)).resolves.toBe(CLAIM);
  });

  it('refuses an answer without a claim', async () => {
    upload.mockResolvedValue({ id: 'x' });
    await expect(stageRegistrationDocument(pdf(), client)).rejects.toThrow(/did not accept/);
  });
});
