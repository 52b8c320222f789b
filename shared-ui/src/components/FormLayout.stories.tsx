import type { Story, StoryDefault } from '@ladle/react';
import { Button } from './Button';
import { Card } from './Card';
import { Form, FormActions, FormAlert, FormGrid, FormSection } from './FormLayout';
import { Input } from './Input';
import { Select } from './Select';
import { Textarea } from './Textarea';

export default { title: 'Forms / FormLayout' } satisfies StoryDefault;

export const ProductForm: Story = () => (
  <Card>
    <Form aria-label="Product" noValidate onSubmit={(event) => event.preventDefault()}>
      <Input label="Product name" required />
      <FormGrid>
        <Select label="Category">
          <option>Spices &amp; Herbs</option>
        </Select>
        <Select label="Status" hint="Drafts are not listed.">
          <option>Active</option>
          <option>Draft</option>
        </Select>
      </FormGrid>
      <Textarea label="Description" rows={3} />
      <FormActions>
        <Button type="button" variant="secondary">
          Cancel
        </Button>
        <Button type="submit">Save Changes</Button>
      </FormActions>
    </Form>
  </Card>
);

export const WithSectionAndAlert: Story = () => (
  <Card>
    <Form aria-label="Response" noValidate onSubmit={(event) => event.preventDefault()}>
      <FormAlert>Your plan includes 5 responses a month.</FormAlert>
      <Textarea label="Message" required rows={4} />
      <FormSection legend="Quote" minColumnWidth="11rem">
        <Input label="Price" inputMode="decimal" required />
        <Input label="Currency" maxLength={3} required />
        <Input label="Lead time" hint="e.g. 3 weeks" />
      </FormSection>
      <FormActions align="start">
        <Button type="submit">Send Response</Button>
      </FormActions>
    </Form>
  </Card>
);
