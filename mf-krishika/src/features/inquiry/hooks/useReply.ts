import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'shared-ui';
import { describeError, isAbort } from '../../../lib/krishikaClient';
import { useKrishikaClient } from '../../../lib/clientContext';
import {
  FILL_IN_BOTH_FIELDS,
  MISSING_INFORMATION,
  REPLY_FAILED,
  REPLY_GENERATED,
} from '../../../lib/messages';
import { generateReply } from '../api/generateReply';
import { useSignInRequired } from '../../../lib/signIn';

export interface GeneratedReply {
  text: string;
  /** When the reply arrived. */
  at: Date;
  /** What it answers: Speak Reply speaks this exchange. */
  inquiry: string;
  productContext: string;
}

export type AskOutcome = 'ok' | 'invalid' | 'failed';

/** 'Ask Krishika' (docs/product.md#replies): validates, asks POST /reply, toasts the outcome. */
export function useReply({ onReply }: { onReply?: (reply: GeneratedReply) => void } = {}) {
  const client = useKrishikaClient();
  const signInRequired = useSignInRequired();
  const [reply, setReply] = useState<GeneratedReply | null>(null);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const onReplyRef = useRef(onReply);
  useEffect(() => {
    onReplyRef.current = onReply;
  });
  useEffect(() => () => controller.current?.abort(), []);

  const ask = useCallback(
    async (inquiry: string, productContext: string): Promise<AskOutcome> => {
      const question = inquiry.trim();
      const context = productContext.trim();
      if (!question || !context) {
        toast.error(MISSING_INFORMATION, { description: FILL_IN_BOTH_FIELDS });
        return 'invalid';
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setBusy(true);
      try {
        const text = await generateReply(
          client,
          { inquiry: question, productContext: context },
          current.signal,
        );
        const generated = { text, at: new Date(), inquiry: question, productContext: context };
        setReply(generated);
        toast.success(REPLY_GENERATED);
        onReplyRef.current?.(generated);
        return 'ok';
      } catch (error) {
        if (isAbort(error) || signInRequired(error)) return 'failed';
        toast.error(REPLY_FAILED, { description: describeError(error) });
        return 'failed';
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setBusy(false);
        }
      }
    },
    [client, signInRequired],
  );

  return { reply, busy, ask };
}
