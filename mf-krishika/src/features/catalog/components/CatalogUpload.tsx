import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Button, Progress, VisuallyHidden } from 'shared-ui';
import styled, { css } from 'styled-components';
import { Actions, Section } from '../../../components/Section';
import { TRY_AGAIN, UPLOAD_ANOTHER_FILE } from '../../../lib/messages';
import type { CatalogUploadResult, ServerPhase } from '../api/uploadCatalog';
import type { CatalogUploadState } from '../hooks/useCatalogUpload';
import { formatFileSize } from '../lib/validateCatalogFile';

const Zone = styled.div<{ $active: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  text-align: center;
  border: 2px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};

  ${({ $active, theme }) =>
    $active &&
    css`
      border-color: ${theme.color.brand};
      background: ${theme.color.brandSoft};
    `}

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Icon = styled.span`
  color: ${({ theme }) => theme.color.brand};
`;

const Outcome = styled.div<{ $tone: 'success' | 'danger' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme, $tone }) => theme.color[$tone]};
  background: ${({ theme, $tone }) => theme.color[`${$tone}Soft`]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme, $tone }) => theme.color[$tone]};
    &:focus {
      outline: none;
    }
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.color.focus};
      outline-offset: 2px;
    }
  }
  p,
  ul {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ul {
    padding-inline-start: ${({ theme }) => theme.space[5]};
  }
`;

const UploadProgress = styled(Progress)`
  width: 100%;
  max-width: 24rem;
`;

const FileName = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
  margin: 0;
`;

function UploadIcon() {
  return (
    <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M12 18v-6M9 15l3-3 3 3"
      />
    </svg>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

// The bar: sending the file is the first 30%; the server's pages the next 60%; saving and matching
// the rest. The numbers are the server's own (page N of M), not a timer.
export function overallProgress(sent: number, phase: ServerPhase | null): number {
  if (!phase) return sent < 1 ? sent * 0.3 : 0.3;
  switch (phase.phase) {
    case 'received':
      return 0.3;
    case 'reading':
    case 'recognising':
      return 0.3 + 0.6 * (phase.page / phase.pages);
    case 'saving':
      return 0.92;
    case 'matching':
      return 0.97;
  }
}

export function progressText(sent: number, phase: ServerPhase | null): string {
  if (!phase) return sent < 1 ? `Uploading… ${Math.round(sent * 100)}%` : 'Reading your catalog…';
  switch (phase.phase) {
    case 'received':
      return 'Reading your catalog…';
    case 'reading':
      return `Reading page ${phase.page} of ${phase.pages}…`;
    case 'recognising':
      return `Recognising text on scanned page ${phase.page} of ${phase.pages}…`;
    case 'saving':
      return 'Saving your products…';
    case 'matching':
      return 'Matching your products…';
  }
}

/** "2 new, 3 updated, 1 unchanged." when the server says (a catalog uploaded again updates). */
function changesText(result: CatalogUploadResult): string | null {
  const { productsCreated: created, productsUpdated: updated, productsUnchanged: unchanged } = result;
  if (updated === 0 && unchanged === 0) return null;
  return `${created} new, ${updated} updated, ${unchanged} unchanged.`;
}
const SHOWN_PRODUCTS = 5;

export interface CatalogUploadProps {
  state: CatalogUploadState;
  onFile: (file: File) => void;
  onReset: () => void;
  className?: string;
  /** Replaces the one-line description under the title. */
  description?: string;
}

/** Upload Catalog PDF (docs/product.md#catalog-upload): drag and drop or a picker; uploading, success and error states. */
export function CatalogUpload({ state, onFile, onReset, className, description }: CatalogUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const [dragOver, setDragOver] = useState(false);
  const dragDepth = useRef(0);
  const previousStatus = useRef(state.status);

  // Focus follows the flow: to the outcome when it arrives, back to the picker after a reset.
  useEffect(() => {
    const previous = previousStatus.current;
    previousStatus.current = state.status;
    if (previous === state.status) return;
    if (state.status === 'success' || state.status === 'error') outcomeRef.current?.focus();
    if (state.status === 'idle' && (previous === 'success' || previous === 'error'))
      chooseRef.current?.focus();
  }, [state.status]);

  const idle = state.status === 'idle';

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = ''; // the same file can be chosen again
    if (file) onFile(file);
  };

  const reset = () => {
    if (inputRef.current) inputRef.current.value = '';
    onReset();
  };

  const dragHandlers = {
    onDragEnter: (event: DragEvent) => {
      event.preventDefault();
      dragDepth.current += 1;
      if (idle) setDragOver(true);
    },
    onDragOver: (event: DragEvent) => {
      // Without this the browser would open the dropped PDF instead of handing it to us.
      event.preventDefault();
      event.dataTransfer.dropEffect = idle ? 'copy' : 'none';
    },
    onDragLeave: () => {
      dragDepth.current = Math.max(0, dragDepth.current - 1);
      if (dragDepth.current === 0) setDragOver(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      dragDepth.current = 0;
      setDragOver(false);
      const file = event.dataTransfer.files[0];
      if (idle && file) onFile(file);
    },
  };

  return (
    <Section
      title="Upload Catalog PDF"
      description={
        description ??
        'Krishika reads products, prices, MOQs and certifications from your catalog so it can match and quote them.'
      }
      className={className}
    >
      <div {...dragHandlers} data-testid="catalog-drop-target">
        {state.status === 'idle' && (
          <Zone $active={dragOver} data-drag-over={dragOver || undefined}>
            <Icon>
              <UploadIcon />
            </Icon>
            <p>
              <strong>
                {dragOver ? 'Drop your catalog PDF to upload it' : 'Drag and drop your catalog PDF here'}
              </strong>
            </p>
            <p aria-hidden="true">or</p>
            <Button ref={chooseRef} variant="secondary" onClick={() => inputRef.current?.click()}>
              Choose File
            </Button>
            <small>PDF only, up to 10 MB.</small>
          </Zone>
        )}

        {state.status === 'uploading' && (
          <Zone $active={false} aria-busy="true">
            <FileName>{state.file.name}</FileName>
            <small>{formatFileSize(state.file.size)}</small>
            <UploadProgress
              value={Math.round(overallProgress(state.progress, state.phase) * 100)}
              label={`Uploading ${state.file.name}`}
              hideLabel
            />
            <p role="status">{progressText(state.progress, state.phase)}</p>
          </Zone>
        )}

        {state.status === 'success' && (
          <Outcome $tone="success">
            <h3 ref={outcomeRef} tabIndex={-1}>
              Catalog uploaded
            </h3>
            <FileName>{state.result.fileName}</FileName>
            <p>
              {plural(state.result.productsExtracted, 'product', 'products')} extracted
              {` from ${plural(state.result.pages, 'page', 'pages')}`}.
            </p>
            {changesText(state.result) && <p>{changesText(state.result)}</p>}
            {state.result.products.length > 0 && (
              <ul aria-label="Extracted products">
                {state.result.products.slice(0, SHOWN_PRODUCTS).map((product, index) => (
                  <li key={`${product.name}-${index}`}>{product.name}</li>
                ))}
                {state.result.products.length > SHOWN_PRODUCTS && (
                  <li>and {state.result.products.length - SHOWN_PRODUCTS} more</li>
                )}
              </ul>
            )}
            {state.result.warnings.length > 0 && (
              <ul aria-label="Warnings">
                {state.result.warnings.map((warning, index) => (
                  <li key={index}>{warning}</li>
                ))}
              </ul>
            )}
            <Actions>
              <Button variant="secondary" onClick={reset}>
                {UPLOAD_ANOTHER_FILE}
              </Button>
            </Actions>
          </Outcome>
        )}

        {state.status === 'error' && (
          <Outcome $tone="danger" role="alert">
            <h3 ref={outcomeRef} tabIndex={-1}>
              Upload failed
            </h3>
            <FileName>{state.file.name}</FileName>
            <p>{state.message}</p>
            <Actions>
              <Button onClick={reset}>{TRY_AGAIN}</Button>
            </Actions>
          </Outcome>
        )}
      </div>
      <VisuallyHidden>
        <input
          ref={inputRef}
          type="file"
          accept="application/pdf,.pdf"
          aria-label="Catalog PDF"
          tabIndex={-1}
          onChange={pick}
        />
      </VisuallyHidden>
    </Section>
  );
}
