import { useState } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { Row } from '../stories/layout';
import { Chip } from './Chip';

export default { title: 'Forms / Chip' } satisfies StoryDefault;

const categories = ['Grains', 'Pulses', 'Spices', 'Oilseeds', 'Fruits', 'Vegetables'];

export const CategoryFilter: Story = () => {
  const [selected, setSelected] = useState<string[]>(['Pulses']);
  const toggle = (category: string, on: boolean) =>
    setSelected((current) => (on ? [...current, category] : current.filter((c) => c !== category)));
  return (
    <Row role="group" aria-label="Filter by category">
      {categories.map((category) => (
        <Chip
          key={category}
          selected={selected.includes(category)}
          onSelectedChange={(on) => toggle(category, on)}
        >
          {category}
        </Chip>
      ))}
    </Row>
  );
};

export const Uncontrolled: Story = () => (
  <Row>
    <Chip>Organic</Chip>
    <Chip defaultSelected>Verified suppliers</Chip>
  </Row>
);

export const Disabled: Story = () => (
  <Row>
    <Chip disabled>Out of season</Chip>
    <Chip disabled defaultSelected>
      Locked filter
    </Chip>
  </Row>
);
