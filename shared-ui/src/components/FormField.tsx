import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../internal/styles';

/** Props FormField hands to its control so label, hint and error stay wired to it. */
export interface FieldControlProps {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The labelling props every field-style control (Input, Textarea, Select) shares. */
export interface FieldLabelProps {
  label: ReactNode;
  /** Guidance shown under the label, read after the label by screen readers. */
  hint?: ReactNode;
  /** Validation message; marks the control aria-invalid when present. */
  error?: ReactNode;
  /** Keeps the label for screen readers only; use when the context already shows it. */
  hideLabel?: boolean;
}

export interface FormFieldProps extends FieldLabelProps {
  /** The control's id; generated when absent. */
  id?: string;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export const FieldStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Label = styled.label<{ $hidden: boolean }>`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.color.danger};
  margin-inline-start: 0.125rem;
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.danger};
`;

/** Ids and ARIA wiring for a control with an optional hint and error message. */
export function useFieldDescription(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  // The error comes first: it is what the user needs to hear now.
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy, invalid: error ? (true as const) : undefined };
}

/** Label + hint + control + error, with the ids wired. Use it directly for custom controls. */
export function FormField({
  label,
  hint,
  error,
  hideLabel = false,
  id,
  required,
  className,
  children,
}: FormFieldProps) {
  const { controlId, hintId, errorId, describedBy, invalid } = useFieldDescription(id, hint, error);

  return (
    <FieldStack className={className}>
      <Label htmlFor={controlId} $hidden={hideLabel}>
        {label}
        {/* The native required attribute tells assistive technology; the asterisk is for sight. */}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      {hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
      {children({ id: controlId, required, 'aria-invalid': invalid, 'aria-describedby': describedBy })}
      {errorId && <FieldError id={errorId}>{error}</FieldError>}
    </FieldStack>
  );
}
