import type { Story, StoryDefault } from '@ladle/react';
import { ButtonLink } from './Button';
import { Card } from './Card';
import { Page, PageHeader } from './Page';

export default { title: 'Layout / Page' } satisfies StoryDefault;

export const WithHeader: Story = () => (
  <Page aria-labelledby="story-page-title">
    <PageHeader titleId="story-page-title" title="My Products" description="Product Management" />
    <Card>The screen's content</Card>
  </Page>
);

export const TitleOnly: Story = () => (
  <Page aria-labelledby="story-page-only">
    <PageHeader titleId="story-page-only" title="Inbox" />
  </Page>
);

export const WithActions: Story = () => (
  <Page aria-labelledby="story-page-actions">
    <PageHeader
      titleId="story-page-actions"
      title="Saved Suppliers"
      description="Suppliers you saved from the catalog, last saved first."
      actions={
        <ButtonLink to="/catalog" variant="secondary">
          Find Suppliers
        </ButtonLink>
      }
    />
  </Page>
);
