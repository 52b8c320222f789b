import type { ReplyRequest as ReplyBody } from 'contracts/wire';
import { fromWire } from 'shared-api';
import type { KrishikaClient } from '../../../lib/krishikaClient';

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
  const request: ReplyBody = { inquiry, product_context: productContext };
  const body = await client.json('/reply', { body: request, signal });
  const answer = await fromWire(body, async () => (await import('contracts/wire')).ReplyAnswer);
  return answer.reply;
}
