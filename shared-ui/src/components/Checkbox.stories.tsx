import type { Story, StoryDefault } from '@ladle/react';
import { Column } from '../stories/layout';
import { Checkbox } from './Checkbox';

export default { title: 'Forms / Checkbox' } satisfies StoryDefault;

export const Default: Story = () => (
  <Column>
    <Checkbox label="Remember this device" />
    <Checkbox label="Send me price alerts" defaultChecked />
  </Column>
);

export const WithHintAndError: Story = () => (
  <Column>
    <Checkbox
      label="I accept the trade terms"
      hint="Includes the dispute resolution policy"
      error="You must accept the terms"
    />
  </Column>
);

export const Disabled: Story = () => (
  <Column>
    <Checkbox label="Verified supplier" defaultChecked disabled />
    <Checkbox label="Export licence" disabled />
  </Column>
);
