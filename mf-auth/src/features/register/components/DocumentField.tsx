import { useRef, type ChangeEvent, type Ref } from 'react';
import { formatFileSize, isAcceptablePdf } from 'shared-api';
import { Button, FormField, toast } from 'shared-ui';
import styled from 'styled-components';
import { INVALID_FILE_DESCRIPTION, INVALID_FILE_TITLE } from '../../../lib/messages';

const FileInput = styled.input<{ $invalid: boolean }>`
  display: block;
  width: 100%;
  max-width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space[2]};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px dashed ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  &::file-selector-button {
    margin-inline-end: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    cursor: pointer;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

const Selected = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};

  p {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export interface DocumentFieldProps {
  value: File | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  error?: string;
  name?: string;
  /** Reaches the file input, so a failed submit can focus it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The business registration PDF (docs/product.md#uploaded-files). A file is kept only when its content is a PDF of at
 * most 10 MB; anything else shows the 'Invalid File' toast and is dropped.
 */
export function DocumentField({ value, onChange, onBlur, error, name, ref }: DocumentFieldProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  // Only the latest pick counts, if an earlier check finishes after it.
  const pick = useRef(0);

  const setInput = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    const current = ++pick.current;
    if (!file) {
      onChange(null);
      return;
    }
    const acceptable = await isAcceptablePdf(file);
    if (current !== pick.current) return;
    if (!acceptable) {
      input.value = '';
      onChange(null);
      toast.error(INVALID_FILE_TITLE, { description: INVALID_FILE_DESCRIPTION });
      return;
    }
    onChange(file);
  };

  const remove = () => {
    pick.current++;
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
    onChange(null);
  };

  return (
    <FormField label="Business registration document" hint="PDF only, up to 10 MB." error={error} required>
      {(control) => (
        <>
          <FileInput
            {...control}
            ref={setInput}
            type="file"
            name={name}
            accept="application/pdf,.pdf"
            onChange={(event) => void handleChange(event)}
            onBlur={onBlur}
            $invalid={Boolean(control['aria-invalid'])}
          />
          {value && (
            <Selected>
              <p>
                Selected: <strong>{value.name}</strong> ({formatFileSize(value.size)})
              </p>
              <Button variant="ghost" size="sm" onClick={remove}>
                Remove file
              </Button>
            </Selected>
          )}
        </>
      )}
    </FormField>
  );
}
