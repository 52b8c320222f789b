import type { Story, StoryDefault } from '@ladle/react';
import { Button, ButtonLink } from './Button';
import { Card } from './Card';
import { EmptyState } from './EmptyState';

export default { title: 'Feedback / EmptyState' } satisfies StoryDefault;

export const WithAction: Story = () => (
  <Card>
    <EmptyState
      icon="🌾"
      title="No listings yet"
      description="Add your first product so buyers can find you and send quotes."
      action={<ButtonLink to="/supplier/listings/new">Add a product</ButtonLink>}
    />
  </Card>
);

export const NoResults: Story = () => (
  <EmptyState
    title="No matching products"
    description="Try removing a category filter or searching for a broader term."
    action={<Button variant="secondary">Clear filters</Button>}
    headingLevel={3}
  />
);

export const TitleOnly: Story = () => <EmptyState title="Nothing here" />;
