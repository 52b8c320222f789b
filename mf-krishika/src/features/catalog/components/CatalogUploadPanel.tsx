import { useEffect, useRef } from 'react';
import type { CatalogUploadProps } from '@krishika/tooling/contracts';
import { useCatalogUpload } from '../hooks/useCatalogUpload';
import { CatalogUpload } from './CatalogUpload';

/**
 * The upload panel with its own state: what `./CatalogUpload` exposes. Tells `onUploaded` about each
 * successful upload once.
 */
export function CatalogUploadPanel({ onUploaded, description }: CatalogUploadProps) {
  const { state, upload, reset } = useCatalogUpload();
  const reported = useRef<unknown>(null);
  const notify = useRef(onUploaded);
  useEffect(() => {
    notify.current = onUploaded;
  }, [onUploaded]);

  useEffect(() => {
    if (state.status !== 'success' || reported.current === state.result) return;
    reported.current = state.result;
    const { id, fileName, pages, productsExtracted, warnings } = state.result;
    notify.current?.({ id, fileName, pages, productsExtracted, warnings });
  }, [state]);

  return (
    <CatalogUpload
      state={state}
      onFile={(file) => void upload(file)}
      onReset={reset}
      description={description}
    />
  );
}
