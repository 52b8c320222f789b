import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { errorMessage, isAbortError } from './marketplaceClient';

export type Resource<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: T | null; message: string };

/**
 * Loads `load` on mount and whenever `reload` is called; a reload keeps the data shown so far (no
 * skeleton flash). An unmounted screen's answer is dropped.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<Resource<T>>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  const run = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        setState((previous) => ({ status: 'error', data: previous.data, message: errorMessage(error) }));
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => {
    setState((previous) => ({ status: 'loading', data: previous.data }));
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, reload } as Resource<T> & { reload: () => void };
}
