import type { Story, StoryDefault } from '@ladle/react';
import { Card } from './Card';
import { Skeleton } from './Skeleton';

export default { title: 'Feedback / Skeleton' } satisfies StoryDefault;

export const LoadingCard: Story = () => (
  <Card aria-busy="true" aria-label="Loading listing" style={{ maxWidth: '22rem' }}>
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', marginBottom: '1rem' }}>
      <Skeleton shape="circle" height={40} />
      <Skeleton width="60%" height={16} />
    </div>
    <Skeleton shape="rect" height={120} />
    <div style={{ display: 'grid', gap: '0.5rem', marginTop: '1rem' }}>
      <Skeleton />
      <Skeleton width="80%" />
    </div>
  </Card>
);
