import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../theme/theme';
import { Toaster, toast } from './toast';

afterEach(() => toast.dismiss());

describe('Toaster', () => {
  it('stacks toasts below the header, never over its navigation, on wide and small screens', async () => {
    render(
      <ThemeProvider theme={theme}>
        <Toaster />
      </ThemeProvider>,
    );
    act(() => {
      toast.success('Product saved');
    });
    const toaster = (await screen.findByText('Product saved')).closest('[data-sonner-toaster]');
    expect(toaster).not.toBeNull();
    const style = (toaster as HTMLElement).style;
    expect(style.getPropertyValue('--offset-top')).toBe(
      `calc(${theme.layout.headerHeight} + ${theme.space[2]})`,
    );
    expect(style.getPropertyValue('--mobile-offset-top')).toBe(
      `calc(${theme.layout.headerHeight} + ${theme.space[2]})`,
    );
  });
});
