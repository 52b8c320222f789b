import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { Page, PageHeader } from './Page';

describe('Page', () => {
  it('is a region named by its header’s one h1, with the line under it', () => {
    renderWithTheme(
      <Page aria-labelledby="products-title">
        <PageHeader titleId="products-title" title="My Products" description="Product Management" />
      </Page>,
    );
    const page = screen.getByRole('region', { name: 'My Products' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(page).toContainElement(screen.getByText('Product Management'));
  });

  it('puts actions beside the title', () => {
    renderWithTheme(
      <PageHeader
        titleId="saved-title"
        title="Saved Suppliers"
        description="Last saved first."
        actions={<a href="/catalog">Find Suppliers</a>}
      />,
    );
    const header = screen.getByRole('banner');
    expect(header).toContainElement(screen.getByRole('heading', { level: 1, name: 'Saved Suppliers' }));
    expect(header).toContainElement(screen.getByRole('link', { name: 'Find Suppliers' }));
    expect(header).toHaveStyle({ display: 'flex' });
  });

  it('leaves the line out when there is none', () => {
    const { container } = renderWithTheme(<PageHeader titleId="inbox-title" title="Inbox" />);
    expect(container.querySelector('p')).toBeNull();
  });
});
