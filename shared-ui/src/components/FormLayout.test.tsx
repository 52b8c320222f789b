import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Button } from './Button';
import { Form, FormActions, FormAlert, FormGrid, FormSection } from './FormLayout';
import { Input } from './Input';

/** The CSS styled-components wrote for an element's classes (jsdom doesn't compute grid templates). */
const cssOf = (element: HTMLElement) => {
  const sheet = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  return [...element.classList]
    .flatMap((name) => sheet.match(new RegExp(`\\.${name}\\{[^}]*\\}`, 'g')) ?? [])
    .join('');
};

describe('Form layout', () => {
  it('lays a named form out with rows, a named group, an alert and the buttons', () => {
    const ref = createRef<HTMLFormElement>();
    renderWithTheme(
      <Form ref={ref} aria-label="Product">
        <FormGrid data-testid="row" minColumnWidth="14rem">
          <Input label="Price" />
          <Input label="Currency" />
        </FormGrid>
        <FormSection legend="Quote">
          <Input label="Lead time" />
        </FormSection>
        <FormAlert>The product wasn't saved</FormAlert>
        <FormActions data-testid="actions">
          <Button type="submit">Save</Button>
        </FormActions>
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'Product' });
    expect(ref.current).toBe(form);
    expect(cssOf(screen.getByTestId('row'))).toContain('minmax(min(100%, 14rem), 1fr)');
    const group = screen.getByRole('group', { name: 'Quote' });
    expect(group).toContainElement(screen.getByRole('textbox', { name: 'Lead time' }));
    expect(screen.getByRole('alert')).toHaveTextContent("The product wasn't saved");
    expect(screen.getByTestId('actions')).toHaveStyle({ justifyContent: 'flex-end' });
  });

  it('keeps a row at 12rem columns and the buttons at the start when asked', () => {
    renderWithTheme(
      <>
        <FormGrid data-testid="row" />
        <FormActions data-testid="actions" align="start" />
      </>,
    );
    expect(cssOf(screen.getByTestId('row'))).toContain('minmax(min(100%, 12rem), 1fr)');
    expect(screen.getByTestId('actions')).not.toHaveStyle({ justifyContent: 'flex-end' });
  });
});
