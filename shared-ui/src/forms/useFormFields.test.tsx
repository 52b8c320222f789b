import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Input } from '../components/Input';
import { renderWithTheme } from '../testing/render';
import { useFormFields } from './useFormFields';

interface Values {
  name: string;
  city: string;
  tags: string[];
}

function Probe({ onValues }: { onValues: (values: Values) => void }) {
  const { values, field, formRef, showErrors, setErrors } = useFormFields<Values>(() => ({
    name: '',
    city: 'Kochi',
    tags: [],
  }));
  onValues(values);
  return (
    <form ref={formRef} aria-label="Probe">
      <Input label="Name" {...field('name')} />
      <Input label="City" {...field('city')} />
      <button type="button" onClick={() => showErrors({ city: 'Enter a city' })}>
        Check
      </button>
      <button type="button" onClick={() => setErrors({ name: 'Enter a name' })}>
        Mark
      </button>
    </form>
  );
}

describe('useFormFields', () => {
  it('wires a field: name, value, typing stores the value and clears that field’s error only', async () => {
    const onValues = vi.fn<(values: Values) => void>();
    const { user } = renderWithTheme(<Probe onValues={onValues} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('name', 'name');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Kochi');

    await user.click(screen.getByRole('button', { name: 'Mark' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'x');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, 'Ravi');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(onValues).toHaveBeenLastCalledWith({ name: 'Ravi', city: 'Kochix', tags: [] });
  });

  it('shows errors and focuses the first invalid field once it is rendered', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    try {
      renderWithTheme(<Probe onValues={() => undefined} />);
      act(() => screen.getByRole('button', { name: 'Check' }).click());
      const city = screen.getByRole('textbox', { name: 'City' });
      expect(city).toHaveAttribute('aria-invalid', 'true');
      expect(city).not.toHaveFocus();
      act(() => vi.advanceTimersToNextFrame());
      expect(city).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });
});
