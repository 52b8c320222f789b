import type { Story, StoryDefault } from '@ladle/react';
import { Column } from '../stories/layout';
import { Input } from './Input';

export default { title: 'Forms / Input' } satisfies StoryDefault;

export const Default: Story = () => (
  <Column>
    <Input label="Company name" placeholder="e.g. Green Valley Agro" />
  </Column>
);

export const WithHint: Story = () => (
  <Column>
    <Input label="GSTIN" hint="15 characters, as printed on your certificate" maxLength={15} />
  </Column>
);

export const Required: Story = () => (
  <Column>
    <Input label="Email" type="email" required autoComplete="email" />
  </Column>
);

export const WithError: Story = () => (
  <Column>
    <Input
      label="Email"
      type="email"
      required
      defaultValue="ravi@"
      hint="We send invoices here"
      error="Enter a valid email address"
    />
  </Column>
);

export const Disabled: Story = () => (
  <Column>
    <Input label="Account ID" defaultValue="KR-10482" disabled />
  </Column>
);

export const HiddenLabel: Story = () => (
  <Column>
    <Input label="Search products" hideLabel type="search" placeholder="Search products" />
  </Column>
);
