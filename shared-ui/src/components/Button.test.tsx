import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Button, ButtonLink } from './Button';

describe('Button', () => {
  it('is a non-submitting button by default and reports clicks', async () => {
    const onClick = vi.fn();
    const { user } = renderWithTheme(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });

    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is disabled, aria-busy and ignores clicks', async () => {
    const onClick = vi.fn();
    const { user } = renderWithTheme(
      <Button loading onClick={onClick}>
        Place order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Place order' });

    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('becomes usable again when loading ends', () => {
    const { rerender } = renderWithTheme(<Button loading>Save</Button>);
    rerender(<Button loading={false}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });

    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('passes its ref to the native button', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(<Button ref={ref}>Go</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Go' }));
  });
});

describe('ButtonLink', () => {
  it('renders a router link, not a button', () => {
    renderWithTheme(
      <ButtonLink to="/buyer/orders" variant="secondary">
        View orders
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'View orders' })).toHaveAttribute('href', '/buyer/orders');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
