import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

export type FormProps = ComponentPropsWithRef<'form'>;

/** A form laid out as one column: fields, rows of fields (`FormGrid`), an alert and `FormActions`. */
export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const columns = (minColumnWidth: string) => `repeat(auto-fit, minmax(min(100%, ${minColumnWidth}), 1fr))`;

const Grid = styled.div<{ $min: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: ${({ $min }) => columns($min)};
  align-items: start;
  min-width: 0;
`;

export interface FormGridProps extends ComponentPropsWithRef<'div'> {
  /** The narrowest a column gets before the fields wrap onto the next row (one column at 320 px). */
  minColumnWidth?: string;
}

/** A row of fields that wraps to fewer columns on narrow screens. */
export function FormGrid({ minColumnWidth = '12rem', ...rest }: FormGridProps) {
  return <Grid $min={minColumnWidth} {...rest} />;
}

const Fieldset = styled.fieldset<{ $min: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: ${({ $min }) => columns($min)};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;

  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export interface FormSectionProps extends ComponentPropsWithRef<'fieldset'> {
  /** The group's name (a `<legend>`), read with each of its fields. */
  legend: ReactNode;
  /** As in `FormGrid`. */
  minColumnWidth?: string;
}

/** A named, bordered group of fields (a fieldset) laid out like `FormGrid`. */
export function FormSection({ legend, minColumnWidth = '12rem', children, ...rest }: FormSectionProps) {
  return (
    <Fieldset $min={minColumnWidth} {...rest}>
      <legend>{legend}</legend>
      {children}
    </Fieldset>
  );
}

const Bar = styled.div<{ $align: 'start' | 'end' }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $align }) => ($align === 'end' ? 'flex-end' : 'normal')};
  gap: ${({ theme }) => theme.space[2]};
`;

export interface FormActionsProps extends ComponentPropsWithRef<'div'> {
  /** Where the buttons sit: at the end (dialogs, settings) or the start (a page's form). */
  align?: 'start' | 'end';
}

/** A form's buttons, wrapping on narrow screens. */
export function FormActions({ align = 'end', ...rest }: FormActionsProps) {
  return <Bar $align={align} {...rest} />;
}

export type FormAlertProps = ComponentPropsWithRef<'p'>;

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

/** Why a form could not be sent (e.g. the server's refusal), announced as an alert. */
export function FormAlert(props: FormAlertProps) {
  return <Alert role="alert" {...props} />;
}
