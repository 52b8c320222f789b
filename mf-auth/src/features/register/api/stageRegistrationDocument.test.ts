import { getSupabase } from 'shared-auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stageRegistrationDocument } from './stageRegistrationDocument';

vi.mock('shared-auth', () => ({ getSupabase: vi.fn() }));

const rpc = vi.fn();

function pdf(): File {
  return new File(['%PDF-1.7\n%%EOF\n'], 'licence.pdf', { type: 'application/pdf' });
}

describe('stageRegistrationDocument', () => {
  beforeEach(() => {
    rpc.mockReset();
    vi.mocked(getSupabase).mockResolvedValue({ rpc } as unknown as Awaited<ReturnType<typeof getSupabase>>);
  });

  it('uploads the file as base64 under a fresh 256-bit claim and returns the claim', async () => {
    rpc.mockResolvedValue({ data: 'id', error: null });
    const claim = await stageRegistrationDocument(pdf());
    expect(claim).toMatch(/^[0-9a-f]{64}$/);
    expect(rpc).toHaveBeenCalledWith('stage_registration_document', {
      claim,
      file_name: 'licence.pdf',
      content_base64: btoa('%PDF-1.7\n%%EOF\n'),
    });
  });

  it('uploads a chosen file once, so a retried sign-up reuses it', async () => {
    rpc.mockResolvedValue({ data: 'id', error: null });
    const file = pdf();
    const first = await stageRegistrationDocument(file);
    expect(await stageRegistrationDocument(file)).toBe(first);
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(await stageRegistrationDocument(pdf())).not.toBe(first);
  });

  it("fails with the server's message, and tries again next time", async () => {
    rpc.mockResolvedValueOnce({ data: null, error: { message: 'Please upload a PDF file under 10MB' } });
    const file = pdf();
    await expect(stageRegistrationDocument(file)).rejects.toThrow('Please upload a PDF file under 10MB');
    rpc.mockResolvedValueOnce({ data: 'id', error: null });
    await expect(stageRegistrationDocument(file)).resolves.toMatch(/^[0-9a-f]{64}$/);
  });
});
