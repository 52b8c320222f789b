import type { Story, StoryDefault } from '@ladle/react';
import { Column } from '../stories/layout';
import { Progress, type ProgressProps } from './Progress';

export default { title: 'Feedback / Progress' } satisfies StoryDefault;

export const Playground: Story<ProgressProps> = (args) => (
  <Column>
    <Progress {...args} />
  </Column>
);
Playground.args = { label: 'Profile completion', value: 40, max: 100, showValue: true, hideLabel: false };
Playground.argTypes = {
  tone: {
    options: ['brand', 'success', 'warning', 'danger'],
    control: { type: 'radio' },
    defaultValue: 'brand',
  },
};

export const States: Story = () => (
  <Column>
    <Progress label="Not started" value={0} showValue />
    <Progress label="Documents uploaded" value={3} max={4} showValue tone="success" />
    <Progress label="Credit limit used" value={92} showValue tone="danger" />
    <Progress label="Hidden label (still announced)" value={60} hideLabel />
  </Column>
);
