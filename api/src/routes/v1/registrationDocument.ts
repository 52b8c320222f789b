// A registration document read from a multipart request, for the two routes that take one: staged
// before sign-up (POST /v1/registration-documents) and sent by a signed-in supplier (PUT
// /v1/me/registration-document). One set of refusals for both.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CatalogError, checkPdfBytes } from '../../catalog/index.ts';
import { safeFileName } from '../krishika/catalog.ts';

/** The largest registration document (10 MB, PDF only: docs/product.md#uploaded-files). */
export const MAX_DOCUMENT_BYTES = 10_485_760;

export interface RegistrationDocumentFile {
  fileName: string;
  content: Buffer;
}

/**
 * The request's PDF (field `file`), checked by its bytes; or null once the refusal has been sent:
 * 415 when it is not multipart, 400 without the field, 413 past the size, the PDF check's own answer
 * (422 and the like) otherwise.
 */
export async function readRegistrationDocument(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RegistrationDocumentFile | null> {
  if (!request.isMultipart()) {
    await reply.code(415).send({
      error: 'unsupported_media_type',
      message: 'Send the document as multipart/form-data with a field named "file".',
    });
    return null;
  }
  const part = await request.file({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4 } });
  if (!part || part.fieldname !== 'file') {
    await reply
      .code(400)
      .send({ error: 'file_missing', message: 'Choose a PDF file to upload (field "file").' });
    return null;
  }
  const content = await part.toBuffer(); // throws 413 past the limit
  try {
    checkPdfBytes(content);
  } catch (error) {
    if (!(error instanceof CatalogError)) throw error;
    const message =
      error.code === 'not_pdf'
        ? 'This file is not a PDF. Please upload your registration document as a PDF file.'
        : error.message;
    await reply.code(error.status).send({ error: error.code, message });
    return null;
  }
  return { fileName: safeFileName(part.filename, 'registration.pdf'), content };
}
