import type { Story, StoryDefault } from '@ladle/react';
import { Column } from '../stories/layout';
import { Button } from './Button';
import { Checkbox } from './Checkbox';
import { FormField } from './FormField';
import { Input } from './Input';
import { Select } from './Select';
import { Textarea } from './Textarea';

export default { title: 'Forms / FormField' } satisfies StoryDefault;

export const CustomControl: Story = () => (
  <Column>
    <FormField label="Quantity" hint="In tonnes" required>
      {(control) => <input type="range" min={1} max={100} defaultValue={20} {...control} />}
    </FormField>
  </Column>
);

export const QuoteForm: Story = () => (
  <Column as="form" onSubmit={(event) => event.preventDefault()}>
    <Input label="Product" required defaultValue="Basmati rice" />
    <Select label="Unit" required defaultValue="tonne">
      <option value="quintal">Quintal</option>
      <option value="tonne">Tonne</option>
    </Select>
    <Input label="Quantity" type="number" required error="Enter at least 1" />
    <Textarea label="Notes" hint="Optional" />
    <Checkbox label="Share my contact details with the supplier" />
    <Button type="submit" fullWidth>
      Request quote
    </Button>
  </Column>
);
