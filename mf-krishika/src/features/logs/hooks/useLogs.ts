import { useCallback, useEffect, useRef, useState } from 'react';
import { useKrishikaClient } from '../../../lib/clientContext';
import { isAbort } from '../../../lib/krishikaClient';
import { fetchLogs, type LogEntry } from '../api/logs';
import { useSignInRequired } from '../../../lib/signIn';

/** Past conversations (GET /log): loaded when the page opens and again on `reload` (after a reply). */
export function useLogs() {
  const client = useKrishikaClient();
  const signInRequired = useSignInRequired();
  const [logs, setLogs] = useState<LogEntry[]>([]);
  const [loading, setLoading] = useState(true);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    (current: AbortController) =>
      fetchLogs(client, current.signal)
        .then(setLogs, (error: unknown) => {
          // A failed log load is only logged: the page stays usable without its history.
          // Signed out, the prompt asks for a sign-in (without opening the host's sign-in unasked).
          if (signInRequired(error, { fromAction: false })) return;
          if (!isAbort(error)) console.error('Krishika logs could not be loaded:', error);
        })
        .finally(() => {
          if (controller.current !== current) return;
          controller.current = null;
          setLoading(false);
        }),
    [client, signInRequired],
  );

  /** Loads again, replacing a load still on its way. */
  const reload = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    return load(current);
  }, [load]);

  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    void load(current);
    return () => current.abort();
  }, [load]);

  return { logs, loading, reload };
}
