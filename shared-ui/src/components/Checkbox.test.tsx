import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles when its label is clicked', async () => {
    const { user } = renderWithTheme(<Checkbox label="Accept the trade terms" />);
    const box = screen.getByRole('checkbox', { name: 'Accept the trade terms' });

    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Accept the trade terms'));
    expect(box).toBeChecked();
  });

  it('wires hint and error', () => {
    renderWithTheme(<Checkbox label="Terms" hint="Read them first" error="You must accept" />);
    const box = screen.getByRole('checkbox', { name: 'Terms' });

    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must accept Read them first');
  });

  it('passes its ref to the native input', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<Checkbox ref={ref} label="Remember me" />);
    expect(ref.current).toBe(screen.getByRole('checkbox', { name: 'Remember me' }));
  });
});
