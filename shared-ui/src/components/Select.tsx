import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from '../internal/styles';
import { FormField, type FieldLabelProps } from './FormField';

/** A native <select>; pass <option> elements as children. */
export interface SelectProps extends ComponentPropsWithRef<'select'>, FieldLabelProps {}

const Wrapper = styled.div`
  position: relative;

  /* Chevron drawn in CSS because appearance: none removes the native one. */
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    right: ${({ theme }) => theme.space[3]};
    width: 0.5rem;
    height: 0.5rem;
    border-right: 2px solid ${({ theme }) => theme.color.textMuted};
    border-bottom: 2px solid ${({ theme }) => theme.color.textMuted};
    transform: translateY(-70%) rotate(45deg);
    pointer-events: none;
  }
`;

const Control = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[8]};
  cursor: pointer;
`;

/** A labelled native select. `className` styles the field wrapper; the ref reaches the <select>. */
export function Select({ label, hint, error, hideLabel, id, required, className, ...rest }: SelectProps) {
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
      {(control) => (
        <Wrapper>
          <Control {...rest} {...control} $invalid={Boolean(control['aria-invalid'])} />
        </Wrapper>
      )}
    </FormField>
  );
}
