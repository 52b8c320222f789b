import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from '../internal/styles';
import { FormField, type FieldLabelProps } from './FormField';

export interface TextareaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'>, FieldLabelProps {}

const Control = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 6rem;
  resize: vertical;
`;

/** A labelled multi-line text input. `className` styles the field wrapper; the ref reaches the <textarea>. */
export function Textarea({ label, hint, error, hideLabel, id, required, className, ...rest }: TextareaProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      id={id}
      required={required}
      className={className}
    >
      {(control) => <Control dir="auto" {...rest} {...control} $invalid={Boolean(control['aria-invalid'])} />}
    </FormField>
  );
}
