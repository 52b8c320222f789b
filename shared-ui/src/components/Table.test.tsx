import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Table } from './Table';

function Orders({ hideCaption }: { hideCaption?: boolean }) {
  return (
    <Table caption="Recent orders" hideCaption={hideCaption}>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>#1042</td>
          <td>Shipped</td>
        </tr>
      </tbody>
    </Table>
  );
}

describe('Table', () => {
  it('is a table named by its caption, inside a region with the same name', () => {
    renderWithTheme(<Orders />);
    const table = screen.getByRole('table', { name: 'Recent orders' });
    const region = screen.getByRole('region', { name: 'Recent orders' });

    expect(region).toContainElement(table);
    expect(table.querySelector('caption')).toHaveTextContent('Recent orders');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order', 'Status']);
    expect(within(table).getByRole('cell', { name: 'Shipped' })).toBeInTheDocument();
  });

  it('keeps a hidden caption in the accessibility tree', () => {
    renderWithTheme(<Orders hideCaption />);
    expect(screen.getByRole('table', { name: 'Recent orders' })).toBeInTheDocument();
  });

  it('is not a tab stop when nothing overflows', () => {
    renderWithTheme(<Orders />);
    expect(screen.getByRole('region', { name: 'Recent orders' })).not.toHaveAttribute('tabindex');
  });
});
