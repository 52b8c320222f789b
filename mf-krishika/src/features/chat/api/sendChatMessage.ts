import type { KrishikaClient } from '../../../lib/krishikaClient';
import { invalidResponse, isRecord, optionalString, stringField } from '../../../lib/shape';

export interface ChatAnswer {
  reply: string;
  topic: string | null;
}

/** POST /chat {message} → {reply, topic}; open to visitors, the token goes along when signed in. */
export async function sendChatMessage(
  client: KrishikaClient,
  message: string,
  signal?: AbortSignal,
): Promise<ChatAnswer> {
  const body = await client.json('/chat', { body: { message }, signal });
  if (!isRecord(body)) throw invalidResponse('chat body');
  return { reply: stringField(body, 'reply'), topic: optionalString(body, 'topic') };
}
