import type { Story, StoryDefault } from '@ladle/react';
import { Grid } from '../stories/layout';
import { StatCard } from './StatCard';

export default { title: 'Data / StatCard' } satisfies StoryDefault;

export const Dashboard: Story = () => (
  <Grid>
    <StatCard
      label="Open orders"
      value="128"
      icon="📦"
      trend={{ direction: 'up', label: '12% vs last month' }}
    />
    <StatCard
      label="Revenue (₹)"
      value="42,80,000"
      icon="₹"
      trend={{ direction: 'down', label: '4% vs last month' }}
    />
    <StatCard
      label="Avg. dispatch time"
      value="2.4 days"
      trend={{ direction: 'down', label: '0.6 days faster', sentiment: 'positive' }}
    />
    <StatCard
      label="Active buyers"
      value="57"
      hint="Placed an order in the last 90 days"
      trend={{ direction: 'flat', label: 'Same as last month' }}
    />
  </Grid>
);

export const Minimal: Story = () => <StatCard label="Listings" value="9" />;
