import { useState } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { Tabs, type TabItem } from './Tabs';

export default { title: 'Navigation / Tabs' } satisfies StoryDefault;

const items: TabItem[] = [
  { id: 'open', label: 'Open', content: <p>12 open orders.</p> },
  { id: 'shipped', label: 'Shipped', content: <p>4 orders on the way.</p> },
  { id: 'delivered', label: 'Delivered', content: <p>31 delivered orders.</p> },
  { id: 'cancelled', label: 'Cancelled', content: <p>No cancelled orders.</p>, disabled: true },
];

export const Uncontrolled: Story = () => <Tabs label="Order status" items={items} />;

export const Controlled: Story = () => {
  const [value, setValue] = useState('shipped');
  return (
    <>
      <p>Selected: {value}</p>
      <Tabs label="Order status" items={items} value={value} onValueChange={setValue} />
    </>
  );
};

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September'];

export const ManyTabsScroll: Story = () => (
  <Tabs
    label="Month"
    items={months.map((month) => ({ id: month, label: month, content: <p>Sales report for {month}.</p> }))}
  />
);
