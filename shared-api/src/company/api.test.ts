import { describe, expect, it } from 'vitest';
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

  it('a buyer (or an api without the document) has neither verification nor document', () => {
    const company = toCompany({ business_name: 'Rotterdam Fine Foods BV', verification: null });
    expect(company).toMatchObject({ email: null, verification: null, registrationDocument: null });
    expect(toCompany({ business_name: 'X', registration_document: { file_name: 'a.pdf' } })).toMatchObject({
      registrationDocument: { fileName: 'a.pdf', sizeBytes: null, uploadedAt: null },
    });
  });

  it('refuses an answer that is not a company', () => {
    expect(() => toCompany({ error: 'x' })).toThrow(MarketplaceError);
    expect(() => toCompany(null)).toThrow(MarketplaceError);
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
