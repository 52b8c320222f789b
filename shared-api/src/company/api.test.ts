import { describe, expect, it, vi } from 'vitest';
import { MarketplaceError } from '../marketplaceClient';
import { getCompany, toCompany, updateCompany } from './api';
import { createFakeClient, meBody } from '../testing';

describe('company api', () => {
  it('reads GET /v1/me: the fields, the supplier’s verification and registration document', async () => {
    const client = createFakeClient();
    client.on('GET /v1/me', () =>
      meBody({
        email: 'owner@jaipur.example',
        business_name: 'Jaipur Gem Crafts',
        full_name: 'Meera Shah',
        country: 'India',
        whatsapp: '+91 98290 11111',
        website: '',
        address: 'Johari Bazaar, Jaipur',
        product_categories: ['Jewelry & Gems'],
        verification: {
          status: 'rejected',
          note: 'Expired.',
          reviewed_at: '2026-11-02T09:00:00Z',
          verified_at: null,
          rule: 'Not listed.',
        },
        registration_document: {
          file_name: 'certificate.pdf',
          size_bytes: 2048,
          uploaded_at: '2026-11-01T08:00:00Z',
        },
      }),
    );
    expect(await getCompany(client)).toEqual({
      email: 'owner@jaipur.example',
      business_name: 'Jaipur Gem Crafts',
      full_name: 'Meera Shah',
      country: 'India',
      whatsapp: '+91 98290 11111',
      website: '',
      address: 'Johari Bazaar, Jaipur',
      product_categories: ['Jewelry & Gems'],
      verification: {
        status: 'rejected',
        note: 'Expired.',
        reviewedAt: '2026-11-02T09:00:00Z',
        verifiedAt: null,
        rule: 'Not listed.',
      },
      registrationDocument: {
        fileName: 'certificate.pdf',
        sizeBytes: 2048,
        uploadedAt: '2026-11-01T08:00:00Z',
      },
    });
  });

  it('a buyer (or a supplier without a document) has neither verification nor document', async () => {
    const company = await toCompany(meBody({ role: 'buyer', email: null, verification: null }));
    expect(company).toMatchObject({ email: null, verification: null, registrationDocument: null });
    expect(
      await toCompany(
        meBody({ registration_document: { file_name: 'a.pdf', size_bytes: 10, uploaded_at: '2026-11-01' } }),
      ),
    ).toMatchObject({
      registrationDocument: { fileName: 'a.pdf', sizeBytes: 10, uploadedAt: '2026-11-01' },
    });
  });

  it('refuses an answer that is not a company', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(toCompany({ error: 'x' })).rejects.toThrow(MarketplaceError);
    await expect(toCompany(null)).rejects.toThrow(MarketplaceError);
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('does not match its contract'));
    errorLog.mockRestore();
  });

  it('refuses an answer whose field was renamed or left out, instead of reading it as empty', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { business_name, ...rest } = meBody();
    await expect(toCompany({ ...rest, company_name: business_name })).rejects.toThrow(MarketplaceError);
    await expect(toCompany({ ...meBody(), whatsapp: undefined })).rejects.toThrow(MarketplaceError);
    await expect(
      toCompany(meBody({ registration_document: { file_name: 'a.pdf' } as never })),
    ).rejects.toThrow(MarketplaceError);
    const client = createFakeClient();
    client.on('GET /v1/me', () => ({ ...meBody(), verification: { state: 'verified' } }));
    await expect(getCompany(client)).rejects.toThrow(MarketplaceError);
    expect(errorLog).toHaveBeenCalledTimes(4);
    errorLog.mockRestore();
  });

  it('sends PATCH /v1/me with the fields and answers the stored company', async () => {
    const client = createFakeClient();
    client.on('PATCH /v1/me', ({ body }) => meBody({ ...(body as object), email: 'a@b.example' }));
    const fields = {
      business_name: 'Harbour Foods BV',
      full_name: '',
      country: '',
      whatsapp: '',
      website: '',
      address: '',
      product_categories: [],
    };
    expect(await updateCompany(client, fields)).toMatchObject({ ...fields, email: 'a@b.example' });
    expect(client.bodies('PATCH /v1/me')).toEqual([fields]);
  });
});
