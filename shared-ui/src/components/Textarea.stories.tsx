import type { Story, StoryDefault } from '@ladle/react';
import { Column } from '../stories/layout';
import { Textarea } from './Textarea';

export default { title: 'Forms / Textarea' } satisfies StoryDefault;

export const Default: Story = () => (
  <Column>
    <Textarea label="Delivery notes" hint="Gate timings, unloading instructions" />
  </Column>
);

export const WithError: Story = () => (
  <Column>
    <Textarea label="Product description" required error="Describe the product in at least 20 characters" />
  </Column>
);

export const Disabled: Story = () => (
  <Column>
    <Textarea label="Buyer's message" defaultValue="Please confirm moisture content." disabled />
  </Column>
);
