import type { KrishikaClient } from '../../../lib/krishikaClient';
import { invalidResponse, isRecord, stringField } from '../../../lib/shape';

export interface ReplyRequest {
  inquiry: string;
  productContext: string;
}

/** POST /reply {inquiry, product_context} → {reply}; the api also adds the exchange to the log. */
export async function generateReply(
  client: KrishikaClient,
  { inquiry, productContext }: ReplyRequest,
  signal?: AbortSignal,
): Promise<string> {
  const body = await client.json('/reply', {
    body: { inquiry, product_context: productContext },
    signal,
  });
  if (!isRecord(body)) throw invalidResponse('reply body');
  return stringField(body, 'reply');
}
