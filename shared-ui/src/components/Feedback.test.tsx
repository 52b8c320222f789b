// The small display components: Spinner, Skeleton, Badge, StatCard, EmptyState.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Badge } from './Badge';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';
import { StatCard } from './StatCard';

describe('Spinner', () => {
  it('is a status named by its label', () => {
    renderWithTheme(<Spinner label="Loading orders" />);
    expect(screen.getByRole('status', { name: 'Loading orders' })).toHaveTextContent('Loading orders');
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology and sized as asked', () => {
    const { container } = renderWithTheme(<Skeleton width={120} height="2rem" />);
    const block = container.firstElementChild;

    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveStyle({ width: '120px', height: '2rem' });
  });

  it('draws circles from the height', () => {
    const { container } = renderWithTheme(<Skeleton shape="circle" height={40} />);
    expect(container.firstElementChild).toHaveStyle({ width: '40px', height: '40px' });
  });
});

describe('Badge', () => {
  it('renders its text with tone styles', () => {
    renderWithTheme(<Badge tone="danger">Overdue</Badge>);
    expect(screen.getByText('Overdue')).toHaveStyle({ color: '#b42318' });
  });
});

describe('StatCard', () => {
  it('pairs label and value and spells out the trend direction', () => {
    renderWithTheme(
      <StatCard
        label="Open orders"
        value="128"
        hint="Across 14 buyers"
        trend={{ direction: 'up', label: '12% vs last month' }}
        icon="📦"
      />,
    );

    expect(screen.getByRole('term')).toHaveTextContent('Open orders');
    const [value, trend, hint] = screen.getAllByRole('definition');
    expect(value).toHaveTextContent('128');
    expect(trend).toHaveTextContent('Up: 12% vs last month');
    expect(hint).toHaveTextContent('Across 14 buyers');
    expect(screen.getByText('📦')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('EmptyState', () => {
  it('shows a heading at the requested level, the description and the action', () => {
    renderWithTheme(
      <EmptyState
        title="No listings yet"
        description="Add your first product to start receiving enquiries."
        action={<Button>Add product</Button>}
        headingLevel={3}
      />,
    );

    expect(screen.getByRole('heading', { level: 3, name: 'No listings yet' })).toBeInTheDocument();
    expect(screen.getByText(/Add your first product/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add product' })).toBeInTheDocument();
  });
});
