import type { ChatInput } from 'contracts/wire';
import { fromWire } from 'shared-api';
import type { KrishikaClient } from '../../../lib/krishikaClient';

export interface ChatAnswer {
  reply: string;
  topic: string | null;
}

/** POST /chat {message} → {reply, topic, source}; open to visitors, the token goes along when signed in. */
export async function sendChatMessage(
  client: KrishikaClient,
  message: string,
  signal?: AbortSignal,
): Promise<ChatAnswer> {
  const request: ChatInput = { message };
  const body = await client.json('/chat', { body: request, signal });
  const answer = await fromWire(body, async () => (await import('contracts/wire')).ChatAnswer);
  return { reply: answer.reply, topic: answer.topic };
}
