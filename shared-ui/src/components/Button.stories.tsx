import { useState } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { Column, Row } from '../stories/layout';
import { Button, ButtonLink, type ButtonProps } from './Button';

export default { title: 'Actions / Button' } satisfies StoryDefault;

export const Playground: Story<ButtonProps> = (args) => <Button {...args}>Place order</Button>;
Playground.args = { loading: false, disabled: false, fullWidth: false };
Playground.argTypes = {
  variant: {
    options: ['primary', 'secondary', 'ghost', 'danger'],
    control: { type: 'radio' },
    defaultValue: 'primary',
  },
  size: { options: ['sm', 'md', 'lg'], control: { type: 'radio' }, defaultValue: 'md' },
};

export const Variants: Story = () => (
  <Row>
    <Button>Primary</Button>
    <Button variant="secondary">Secondary</Button>
    <Button variant="ghost">Ghost</Button>
    <Button variant="danger">Delete</Button>
  </Row>
);

export const Sizes: Story = () => (
  <Row>
    <Button size="sm">Small</Button>
    <Button size="md">Medium</Button>
    <Button size="lg">Large</Button>
  </Row>
);

export const Disabled: Story = () => (
  <Row>
    <Button disabled>Primary</Button>
    <Button variant="secondary" disabled>
      Secondary
    </Button>
    <Button variant="danger" disabled>
      Danger
    </Button>
  </Row>
);

export const Loading: Story = () => {
  const [loading, setLoading] = useState(false);
  const submit = () => {
    setLoading(true);
    window.setTimeout(() => setLoading(false), 2000);
  };
  return (
    <Row>
      <Button loading={loading} onClick={submit}>
        {loading ? 'Sending quote…' : 'Send quote'}
      </Button>
      <Button variant="secondary" loading>
        Saving
      </Button>
    </Row>
  );
};

export const FullWidth: Story = () => (
  <Column>
    <Button fullWidth size="lg">
      Continue
    </Button>
    <Button fullWidth variant="secondary">
      Back
    </Button>
  </Column>
);

export const AsLink: Story = () => (
  <Row>
    <ButtonLink to="/buyer/orders">View orders</ButtonLink>
    <ButtonLink to="/supplier/listings/new" variant="secondary">
      New listing
    </ButtonLink>
  </Row>
);
