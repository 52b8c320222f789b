import type { Story, StoryDefault } from '@ladle/react';
import { Grid } from '../stories/layout';
import { Badge } from './Badge';
import { Card } from './Card';

export default { title: 'Layout / Card' } satisfies StoryDefault;

export const Paddings: Story = () => (
  <Grid>
    <Card padding="sm">Small padding</Card>
    <Card>Medium padding (default)</Card>
    <Card padding="lg">Large padding, smaller on phones</Card>
  </Grid>
);

export const ListingCard: Story = () => (
  <Grid as="ul" style={{ listStyle: 'none', padding: 0 }}>
    <Card as="li">
      <h3>Basmati rice</h3>
      <p>20 t available · Karnal, Haryana</p>
      <Badge tone="success">In stock</Badge>
    </Card>
    <Card as="li">
      <h3>Turmeric fingers</h3>
      <p>5 t available · Erode, Tamil Nadu</p>
      <Badge tone="warning">Low stock</Badge>
    </Card>
  </Grid>
);
