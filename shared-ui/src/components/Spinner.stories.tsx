import type { Story, StoryDefault } from '@ladle/react';
import { Row } from '../stories/layout';
import { Spinner } from './Spinner';

export default { title: 'Feedback / Spinner' } satisfies StoryDefault;

export const Sizes: Story = () => (
  <Row>
    <Spinner size="sm" label="Loading prices" />
    <Spinner label="Loading orders" />
    <Spinner size="lg" label="Loading dashboard" />
  </Row>
);
