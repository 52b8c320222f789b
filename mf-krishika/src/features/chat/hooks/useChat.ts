import { useCallback, useEffect, useRef, useState } from 'react';
import { useKrishikaClient } from '../../../lib/clientContext';
import { describeError, isAbort } from '../../../lib/krishikaClient';
import { sendChatMessage } from '../api/sendChatMessage';

export interface ChatMessage {
  id: number;
  from: 'user' | 'bot';
  text: string;
  /** A bot line that reports a failed call rather than an answer. */
  error?: boolean;
}

export const GREETING =
  "Hi, I'm Krishika, your AI trade assistant. Ask me about finding suppliers or buyers, pricing, MOQs, Incoterms, certifications, or how the platform works.";

/** The chat widget's conversation: POST /chat per message; failures become a line in the chat. */
export function useChat() {
  const client = useKrishikaClient();
  const nextId = useRef(1);
  const [messages, setMessages] = useState<ChatMessage[]>([{ id: 0, from: 'bot', text: GREETING }]);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const add = useCallback((message: Omit<ChatMessage, 'id'>) => {
    const id = nextId.current++;
    setMessages((previous) => [...previous, { ...message, id }]);
  }, []);

  /** Sends a message (no length limit); false when there was nothing to send or one is on its way. */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (!text.trim() || controller.current) return false;
      const current = new AbortController();
      controller.current = current;
      add({ from: 'user', text });
      setBusy(true);
      try {
        const { reply } = await sendChatMessage(client, text, current.signal);
        add({ from: 'bot', text: reply });
      } catch (error) {
        if (!isAbort(error)) add({ from: 'bot', text: describeError(error), error: true });
      } finally {
        controller.current = null;
        setBusy(false);
      }
      return true;
    },
    [add, client],
  );

  return { messages, busy, send };
}
