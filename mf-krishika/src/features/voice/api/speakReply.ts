import type { KrishikaClient } from '../../../lib/krishikaClient';
import { invalidResponse } from '../../../lib/shape';

/** POST /speak_reply {inquiry, product_context} → audio/wav bytes of the reply, spoken. */
export async function speakReply(
  client: KrishikaClient,
  { inquiry, productContext }: { inquiry: string; productContext: string },
  signal?: AbortSignal,
): Promise<Blob> {
  const { blob } = await client.blob('/speak_reply', {
    method: 'POST',
    body: { inquiry, product_context: productContext },
    signal,
  });
  if (blob.size === 0) throw invalidResponse('empty audio');
  return blob;
}
