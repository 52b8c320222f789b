import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'shared-ui';
import { useKrishikaClient } from '../../../lib/clientContext';
import { isAbort, KrishikaRequestError, describeError } from '../../../lib/krishikaClient';
import {
  CATALOG_UPLOADED,
  FILE_MUST_BE_PDF,
  UPLOAD_FAILED,
  UPLOAD_FAILED_DESCRIPTION,
  UPLOAD_SUCCESSFUL,
} from '../../../lib/messages';
import { useSignInRequired } from '../../../lib/signIn';
import { uploadCatalog, type CatalogUploadResult, type ServerPhase } from '../api/uploadCatalog';
import { catalogFileProblem } from '../lib/validateCatalogFile';

export type CatalogUploadState =
  | { status: 'idle' }
  | {
      status: 'uploading';
      file: File;
      /** Fraction of the file sent, 0..1. */
      progress: number;
      /** What the server is doing once the file has arrived (null until it says). */
      phase: ServerPhase | null;
    }
  | { status: 'success'; file: File; result: CatalogUploadResult }
  | { status: 'error'; file: File; message: string };

/**
 * Catalog upload: idle → uploading (real progress: the bytes sent, then the server's phases)
 * → success or error; reset → idle.
 */
export function useCatalogUpload() {
  const client = useKrishikaClient();
  const signInRequired = useSignInRequired();
  const [state, setState] = useState<CatalogUploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<boolean> => {
      const problem = catalogFileProblem(file);
      if (problem) {
        toast.error(problem, { description: FILE_MUST_BE_PDF });
        return false;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'uploading', file, progress: 0, phase: null });
      try {
        const result = await uploadCatalog(client, file, {
          signal: current.signal,
          onProgress: (progress) =>
            setState((previous) =>
              previous.status === 'uploading' && previous.file === file
                ? { ...previous, progress }
                : previous,
            ),
          onPhase: (phase) =>
            setState((previous) =>
              previous.status === 'uploading' && previous.file === file
                ? { ...previous, progress: 1, phase }
                : previous,
            ),
        });
        setState({ status: 'success', file, result });
        toast.success(UPLOAD_SUCCESSFUL, { description: CATALOG_UPLOADED });
        return true;
      } catch (error) {
        if (isAbort(error)) return false;
        if (signInRequired(error)) {
          setState({ status: 'idle' });
          return false;
        }
        // The api's own reason (e.g. "This file is not a PDF") says what to fix; else the client's.
        const message =
          error instanceof KrishikaRequestError && error.serverMessage
            ? error.serverMessage
            : describeError(error);
        setState({ status: 'error', file, message });
        toast.error(UPLOAD_FAILED, { description: UPLOAD_FAILED_DESCRIPTION });
        return false;
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [client, signInRequired],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, upload, reset };
}
