import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { FormField } from './FormField';
import { Input } from './Input';
import { Select } from './Select';
import { Textarea } from './Textarea';

describe('Input', () => {
  it('is named by its label and described by its hint', () => {
    renderWithTheme(<Input label="GSTIN" hint="15 characters, as on your certificate" />);
    const input = screen.getByRole('textbox', { name: 'GSTIN' });

    expect(input).toHaveAccessibleDescription('15 characters, as on your certificate');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('wires the error message: aria-invalid and described by error then hint', () => {
    renderWithTheme(<Input label="Email" hint="We send invoices here" error="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email We send invoices here');
    const errorId = input.getAttribute('aria-describedby')?.split(' ')[0];
    expect(document.getElementById(errorId ?? '')).toHaveTextContent('Enter a valid email');
  });

  it('marks required fields natively and keeps the asterisk out of the name', () => {
    renderWithTheme(<Input label="Company name" required />);
    const input = screen.getByRole('textbox', { name: 'Company name' });

    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps a caller-provided id and a visually hidden label accessible', () => {
    renderWithTheme(<Input id="search" label="Search products" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Search products' })).toHaveAttribute('id', 'search');
  });

  it('passes its ref to the native input', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<Input ref={ref} label="City" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'City' }));
  });
});

describe('Textarea and Select', () => {
  it('share the same error wiring', () => {
    renderWithTheme(
      <>
        <Textarea label="Notes" error="Too long" />
        <Select label="Unit" error="Pick a unit" defaultValue="">
          <option value="" disabled>
            Choose…
          </option>
          <option value="kg">Kilogram</option>
        </Select>
      </>,
    );
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    const unit = screen.getByRole('combobox', { name: 'Unit' });

    expect(notes).toHaveAttribute('aria-invalid', 'true');
    expect(notes).toHaveAccessibleDescription('Too long');
    expect(unit).toHaveAttribute('aria-invalid', 'true');
    expect(unit).toHaveAccessibleDescription('Pick a unit');
  });
});

describe('FormField', () => {
  it('hands the wiring to a custom control', () => {
    renderWithTheme(
      <FormField label="Quantity" hint="In tonnes" error="Required" required>
        {(control) => <input type="number" {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });

    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Required In tonnes');
  });
});
