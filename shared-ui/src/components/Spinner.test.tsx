import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces its label without showing it by default', () => {
    renderWithTheme(<Spinner label="Loading catalog" />);
    expect(screen.getByRole('status', { name: 'Loading catalog' })).toBeInTheDocument();
    expect(screen.getByText('Loading catalog')).toHaveStyle({ position: 'absolute', width: '1px' });
  });

  it('can show its label beside the ring', () => {
    renderWithTheme(<Spinner label="Loading..." showLabel />);
    expect(screen.getByRole('status', { name: 'Loading...' })).toHaveTextContent('Loading...');
    expect(screen.getByText('Loading...')).not.toHaveStyle({ position: 'absolute' });
  });
});
