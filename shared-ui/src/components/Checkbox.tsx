import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../internal/styles';
import { FieldError, FieldHint, FieldStack, useFieldDescription } from './FormField';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;

const Box = styled.input`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  /* Nudges the box onto the first line of a possibly wrapping label. */
  margin: 0.125rem 0 0;
  accent-color: ${({ theme }) => theme.color.brand};
  cursor: pointer;
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
  }
`;

const Label = styled.label`
  cursor: pointer;
  input:disabled + & {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Details = styled(FieldStack)`
  /* Lines hint and error up with the label text, past the box. */
  padding-inline-start: calc(1.25rem + ${({ theme }) => theme.space[2]});
`;

/** A native checkbox with its label; the ref reaches the <input>. */
export function Checkbox({ label, hint, error, id, className, ...rest }: CheckboxProps) {
  const { controlId, hintId, errorId, describedBy, invalid } = useFieldDescription(id, hint, error);

  return (
    <FieldStack className={className}>
      <Row>
        <Box type="checkbox" {...rest} id={controlId} aria-invalid={invalid} aria-describedby={describedBy} />
        <Label htmlFor={controlId}>{label}</Label>
      </Row>
      {(hintId || errorId) && (
        <Details>
          {hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
          {errorId && <FieldError id={errorId}>{error}</FieldError>}
        </Details>
      )}
    </FieldStack>
  );
}
