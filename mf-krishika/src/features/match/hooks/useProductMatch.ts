import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'shared-ui';
import { useKrishikaClient } from '../../../lib/clientContext';
import { describeError, isAbort } from '../../../lib/krishikaClient';
import {
  ENTER_INQUIRY_TO_MATCH,
  foundMatchingProducts,
  MATCH_FAILED,
  MISSING_INQUIRY,
  PRODUCTS_MATCHED,
} from '../../../lib/messages';
import { useSignInRequired } from '../../../lib/signIn';
import { matchProducts, type ProductMatch } from '../api/matchProducts';

/** 'Match Product' (docs/product.md#matching): null until the first match; a failure clears the results. */
export function useProductMatch() {
  const client = useKrishikaClient();
  const signInRequired = useSignInRequired();
  const [matches, setMatches] = useState<ProductMatch[] | null>(null);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const match = useCallback(
    async (inquiry: string): Promise<'ok' | 'invalid' | 'failed'> => {
      const question = inquiry.trim();
      if (!question) {
        toast.error(MISSING_INQUIRY, { description: ENTER_INQUIRY_TO_MATCH });
        return 'invalid';
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setBusy(true);
      try {
        const found = await matchProducts(client, question, current.signal);
        setMatches(found);
        toast.success(PRODUCTS_MATCHED, { description: foundMatchingProducts(found.length) });
        return 'ok';
      } catch (error) {
        if (isAbort(error) || signInRequired(error)) return 'failed';
        setMatches(null);
        toast.error(MATCH_FAILED, { description: describeError(error) });
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

  return { matches, busy, match };
}
