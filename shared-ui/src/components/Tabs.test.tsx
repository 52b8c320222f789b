import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'open', label: 'Open', content: <p>Open orders</p> },
  { id: 'shipped', label: 'Shipped', content: <p>Shipped orders</p> },
  { id: 'cancelled', label: 'Cancelled', content: <p>Cancelled orders</p>, disabled: true },
  { id: 'delivered', label: 'Delivered', content: <p>Delivered orders</p> },
];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('selects the first tab and wires tab and panel to each other', () => {
    renderWithTheme(<Tabs label="Order status" items={items} />);

    expect(screen.getByRole('tablist', { name: 'Order status' })).toBeInTheDocument();
    expect(tab('Open')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Open')).toHaveAttribute('tabindex', '0');
    expect(tab('Shipped')).toHaveAttribute('tabindex', '-1');

    const panel = screen.getByRole('tabpanel', { name: 'Open' });
    expect(panel).toHaveTextContent('Open orders');
    expect(tab('Open')).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Shipped orders')).not.toBeInTheDocument();
  });

  it('moves focus and selection with the arrow keys, skipping disabled tabs and wrapping', async () => {
    const { user } = renderWithTheme(<Tabs label="Order status" items={items} />);

    await user.click(tab('Open'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Shipped')).toHaveFocus();
    expect(tab('Shipped')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Shipped orders');

    await user.keyboard('{ArrowRight}');
    expect(tab('Delivered')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(tab('Open')).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(tab('Delivered')).toHaveFocus();
    expect(tab('Delivered')).toHaveAttribute('aria-selected', 'true');
  });

  it('jumps to the ends with Home and End', async () => {
    const { user } = renderWithTheme(<Tabs label="Order status" items={items} defaultValue="shipped" />);

    await user.click(tab('Shipped'));
    await user.keyboard('{End}');
    expect(tab('Delivered')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Open')).toHaveFocus();
    expect(tab('Open')).toHaveAttribute('aria-selected', 'true');
  });

  it('Tab leaves the tab list for the panel', async () => {
    const { user } = renderWithTheme(<Tabs label="Order status" items={items} />);

    await user.click(tab('Open'));
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('can be controlled', async () => {
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('delivered');
      return (
        <Tabs
          label="Order status"
          items={items}
          value={value}
          onValueChange={(id) => {
            onValueChange(id);
            setValue(id);
          }}
        />
      );
    }
    const { user } = renderWithTheme(<Controlled />);

    expect(tab('Delivered')).toHaveAttribute('aria-selected', 'true');
    await user.click(tab('Shipped'));
    expect(onValueChange).toHaveBeenCalledWith('shipped');
    expect(tab('Shipped')).toHaveAttribute('aria-selected', 'true');
  });
});
