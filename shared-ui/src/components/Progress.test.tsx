import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Progress } from './Progress';

describe('Progress', () => {
  it('exposes a named, determinate progressbar', () => {
    renderWithTheme(<Progress label="Profile completion" value={40} showValue />);
    const bar = screen.getByRole('progressbar', { name: 'Profile completion' });

    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(screen.getByText('40%')).toBeVisible();
  });

  it('reports percent of a custom max', () => {
    renderWithTheme(<Progress label="Documents uploaded" value={3} max={4} />);
    const bar = screen.getByRole('progressbar', { name: 'Documents uploaded' });

    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(bar).toHaveAttribute('aria-valuetext', '75%');
  });

  it('clamps values outside 0..max', () => {
    renderWithTheme(
      <>
        <Progress label="Over" value={140} />
        <Progress label="Under" value={-5} />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Over' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar', { name: 'Under' })).toHaveAttribute('aria-valuenow', '0');
  });
});
