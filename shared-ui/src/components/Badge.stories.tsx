import type { Story, StoryDefault } from '@ladle/react';
import { Row } from '../stories/layout';
import { Badge } from './Badge';

export default { title: 'Feedback / Badge' } satisfies StoryDefault;

export const Tones: Story = () => (
  <Row>
    <Badge>Draft</Badge>
    <Badge tone="success">Delivered</Badge>
    <Badge tone="warning">Awaiting payment</Badge>
    <Badge tone="danger">Overdue</Badge>
    <Badge tone="info">In transit</Badge>
    <Badge tone="brand">Verified</Badge>
  </Row>
);
