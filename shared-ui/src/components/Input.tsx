import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from '../internal/styles';
import { FormField, type FieldLabelProps } from './FormField';

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'children'>, FieldLabelProps {}

const Control = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

/** A labelled text input. `className` styles the field wrapper; the ref reaches the <input>. */
export function Input({ label, hint, error, hideLabel, id, required, className, ...rest }: InputProps) {
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
