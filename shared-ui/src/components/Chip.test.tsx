import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Chip } from './Chip';

describe('Chip', () => {
  it('toggles aria-pressed on click and on Space when uncontrolled', async () => {
    const onSelectedChange = vi.fn();
    const { user } = renderWithTheme(<Chip onSelectedChange={onSelectedChange}>Pulses</Chip>);
    const chip = screen.getByRole('button', { name: 'Pulses' });

    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    expect(onSelectedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('when controlled, reports the wish but shows only what the parent says', async () => {
    const onSelectedChange = vi.fn();
    const { user } = renderWithTheme(
      <Chip selected={false} onSelectedChange={onSelectedChange}>
        Spices
      </Chip>,
    );
    const chip = screen.getByRole('button', { name: 'Spices' });

    await user.click(chip);
    expect(onSelectedChange).toHaveBeenCalledWith(true);
    expect(chip).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows a controlling parent', async () => {
    function Category() {
      const [selected, setSelected] = useState(true);
      return (
        <Chip selected={selected} onSelectedChange={setSelected}>
          Grains
        </Chip>
      );
    }
    const { user } = renderWithTheme(<Category />);
    const chip = screen.getByRole('button', { name: /Grains/ });

    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'false');
  });

  it('does not toggle when the caller prevents the click', async () => {
    const { user } = renderWithTheme(<Chip onClick={(event) => event.preventDefault()}>Oilseeds</Chip>);
    const chip = screen.getByRole('button', { name: 'Oilseeds' });

    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'false');
  });
});
